import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { analyticsWanted, storeConsent, storedConsent, type Consent } from "../lib/analytics";
import { useAgency } from "../state/site";
import { primaryAction, secondaryAction } from "./booking/styles";

/**
 * Asks before the agency's analytics load (spec A §3 analytics): shown only when the agency measures visits,
 * until the visitor accepts or declines. Accepting loads the scripts at once and on later visits.
 */
export function ConsentBanner() {
  const { t } = useLingui();
  const agency = useAgency();
  const wanted = analyticsWanted(agency);
  const [consent, setConsent] = useState<Consent | null>(storedConsent);
  useEffect(() => {
    // The scripts' loader is fetched only for a visitor who accepted ("Every page fast on a phone": not in a first download).
    if (wanted && consent === "granted") void import("../lib/analytics-loader").then(({ loadAnalytics }) => loadAnalytics(agency));
  }, [agency, wanted, consent]);
  if (!wanted || consent !== null) return null;
  const decide = (choice: Consent) => {
    storeConsent(choice);
    setConsent(choice);
  };
  return (
    <section aria-label={t`Cookie consent`} className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-2xl sm:p-5">
      <p>
        <Trans>We would like to use analytics cookies to learn how visitors use this site. Nothing is measured unless you accept.</Trans>{" "}
        {agency.cookiesPolicy && (
          <Link to="/cookies-policy" className="font-semibold text-primary-strong underline underline-offset-4">
            <Trans>Cookies policy</Trans>
          </Link>
        )}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className={primaryAction} onClick={() => decide("granted")}>
          <Trans>Accept analytics cookies</Trans>
        </button>
        <button type="button" className={secondaryAction} onClick={() => decide("denied")}>
          <Trans>Decline</Trans>
        </button>
      </div>
    </section>
  );
}
