import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useAgency } from "../state/site";

/**
 * Logo linking home, or `to` (spec A §2: /subscription for an unsubscribed agency's owner or admin);
 * spec A §2/§8: a 'Your logo' placeholder when the agency has none.
 */
export function AgencyLogo({ to = "/" }: { to?: "/" | "/subscription" }) {
  const agency = useAgency();
  return (
    <Link to={to} className="flex shrink-0 items-center rounded-lg">
      {agency.logo ? (
        <img src={agency.logo} alt={agency.agencyName} className="h-9 w-auto max-w-[44vw] object-contain sm:max-w-60" />
      ) : (
        <span className="inline-flex h-9 items-center rounded-lg border border-dashed border-white/40 px-3 text-sm font-medium text-white/80">
          <Trans>Your logo</Trans>
        </span>
      )}
    </Link>
  );
}
