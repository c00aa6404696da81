import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { ProposalView } from "@/shared/api/proposals";
import { answerProposal } from "../../../api/proposals";
import { card, primaryAction, secondaryAction } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { ChangeProgress } from "../../back-office/components/office-ui";
import { useOfficeChange } from "../../back-office/use-office-change";
import { ProposalItems } from "./proposal-items";

/**
 * spec A §2 /allowAgentProposal and /disapproveProposal (shown without the header): the proposal priced again
 * now, and the client's answer. spec B §4: a failed answer shows no toast, only the message on the page.
 */
export function ProposalAnswer({ proposal: initial, approve }: { proposal: ProposalView; approve: boolean }) {
  const { t, i18n } = useLingui();
  const format = useFormatMoney();
  const [proposal, setProposal] = useState(initial);
  const change = useOfficeChange("proposalAnswer", (approved: boolean) => answerProposal(proposal.proposalId, approved), setProposal);
  const open = (proposal.status === "sent" || proposal.status === "viewed") && !proposal.expired;
  const answered = proposal.status === "approved" || proposal.status === "declined" || proposal.status === "booked";
  return (
    <div className="mx-auto max-w-2xl space-y-5 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{approve ? <Trans>Approve your travel proposal</Trans> : <Trans>Decline your travel proposal</Trans>}</h1>
        {proposal.agentName && (
          <p className="mt-1 text-slate-700">
            <Trans>Put together for you by {proposal.agentName}.</Trans>
          </p>
        )}
      </header>
      <section aria-label={t`Your proposal`} className={`${card} space-y-3 p-5`}>
        {proposal.note && <p className="whitespace-pre-line text-slate-800">{proposal.note}</p>}
        {/* Booked once one item is paid for: the other items stay bookable (docs/decisions.md "Proposals"). */}
        <ProposalItems items={proposal.items} bookable={proposal.status === "approved" || proposal.status === "booked"} />
        {proposal.total && (
          <p className="flex justify-between border-t border-slate-200 pt-3 font-semibold text-slate-900">
            <span>
              <Trans>Total now</Trans>
            </span>
            <span>{format(proposal.total, { exact: true })}</span>
          </p>
        )}
        {proposal.priceChanged && (
          <p role="status" className="text-sm text-amber-900">
            <Trans>Prices were checked again just now and some have changed since the proposal was made.</Trans>
          </p>
        )}
        {proposal.expiresAt && open && (
          <p className="text-sm text-slate-700">
            <Trans>Valid until {i18n.date(new Date(proposal.expiresAt), { dateStyle: "medium" })}.</Trans>
          </p>
        )}
      </section>
      {proposal.expired && (
        <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
          <Trans>This proposal has expired. Ask your agent for a new one.</Trans>
        </p>
      )}
      {proposal.status === "approved" && (
        <p role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950">
          <Trans>You approved this proposal. Book each part of your trip with the links above.</Trans>
        </p>
      )}
      {proposal.status === "booked" && (
        <p role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950">
          <Trans>You booked from this proposal. Any other part of your trip can still be booked with the links above.</Trans>
        </p>
      )}
      {proposal.status === "declined" && (
        <p role="status" className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-900">
          <Trans>You declined this proposal. Your agent will see your answer.</Trans>
        </p>
      )}
      {open && !answered && (
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className={approve ? primaryAction : secondaryAction} disabled={change.busy} onClick={() => change.submit(approve)}>
            {approve ? <Trans>Approve proposal</Trans> : <Trans>Decline proposal</Trans>}
          </button>
          <ChangeProgress change={change} />
        </div>
      )}
    </div>
  );
}
