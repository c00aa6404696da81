import { useLingui } from "@lingui/react/macro";
import type { ProposalStatus, ProposalVertical } from "../../../shared/api/proposals";

/** The proposals' labels that come from data (statuses, verticals), translated. */
export function useProposalLabels() {
  const { t } = useLingui();
  const statuses: Record<ProposalStatus, string> = { draft: t`Draft`, sent: t`Sent`, viewed: t`Opened`, approved: t`Approved`, declined: t`Declined`, booked: t`Booked` };
  const verticals: Record<ProposalVertical, string> = { flight: t`Flight`, hotel: t`Hotel`, car: t`Car`, activity: t`Activity` };
  return { statuses, verticals, expired: t`Expired` };
}
