import { Trans } from "@lingui/react/macro";
import { Link, useLocation } from "@tanstack/react-router";
import type { ProposalVertical } from "@/shared/api/proposals";
import { secondaryAction } from "../../../components/booking/styles";
import { addToDraft } from "../../../lib/proposal-draft";
import { readStoredRole } from "../../accounts/stored-role";

/**
 * Proposals (docs/decisions.md "Proposals"), on every vertical's details page: an agent adds the offer shown, as
 * priced now, to the proposal they are putting together for a client, then finishes it in the back office. The
 * vertical says what its offer is; `page` is this details page (where the client books the item, with the proposal).
 */
export function ProposeToClient({ vertical, label, offer }: { vertical: ProposalVertical; label: string; offer: (page: string) => Record<string, unknown> }) {
  const location = useLocation();
  // The stored role, read without zod (as the header reads it): this button is on every visitor's details page.
  if (readStoredRole()?.isTravelAgent !== true) return null;
  const add = () => addToDraft({ vertical, offer: offer(`${location.pathname}${location.searchStr}`), label });
  return (
    <Link to="/proposals/new" onClick={add} className={`${secondaryAction} w-full justify-center`}>
      <Trans>Propose to a client</Trans>
    </Link>
  );
}
