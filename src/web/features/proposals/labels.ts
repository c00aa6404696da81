import { useLingui } from "@lingui/react/macro";
import type { ProposalStatus } from "@/shared/api/proposal-status";
import type { ProposalVertical } from "@/shared/api/proposals";
import { perVertical } from "@/shared/verticals";
import { useVerticalNames } from "../../lib/vertical-names";

/** The proposals' labels that come from data (statuses, verticals), translated. */
export function useProposalLabels() {
  const { t } = useLingui();
  const statuses: Record<ProposalStatus, string> = { draft: t`Draft`, sent: t`Sent`, viewed: t`Opened`, approved: t`Approved`, declined: t`Declined`, booked: t`Booked` };
  const names = useVerticalNames();
  const verticals: Record<ProposalVertical, string> = perVertical("id", (v) => names.one(v.id));
  return { statuses, verticals, expired: t`Expired` };
}
