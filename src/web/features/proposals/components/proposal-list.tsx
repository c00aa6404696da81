import { Trans, useLingui } from "@lingui/react/macro";
import type { ProposalRow } from "@/shared/api/proposals";
import { sendBookingLinks, sendProposal } from "../../../api/proposals";
import { card, secondaryAction } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { Badge, ChangeProgress, useDateTime } from "../../back-office/components/office-ui";
import { useOfficeChange } from "../../back-office/use-office-change";
import { useProposalLabels } from "../labels";

/** The agency's proposals as cards (a phone and a desktop alike): client, offers, status, and what can be sent. */
export function ProposalList({ proposals, onChanged }: { proposals: readonly ProposalRow[]; onChanged: () => void }) {
  const { t } = useLingui();
  if (proposals.length === 0) {
    return (
      <p className={`${card} p-6 text-slate-700`}>
        <Trans>No proposals match these filters.</Trans>
      </p>
    );
  }
  return (
    <ul className="space-y-3" aria-label={t`Proposals`}>
      {proposals.map((p) => (
        <ProposalCard key={p.proposalId} proposal={p} onChanged={onChanged} />
      ))}
    </ul>
  );
}

function ProposalCard({ proposal, onChanged }: { proposal: ProposalRow; onChanged: () => void }) {
  const labels = useProposalLabels();
  const format = useFormatMoney();
  const when = useDateTime();
  const send = useOfficeChange("proposalSend", (id: string) => sendProposal(id), onChanged);
  const links = useOfficeChange("proposalBookingLinks", (id: string) => sendBookingLinks(id), onChanged);
  const tone = proposal.status === "approved" || proposal.status === "booked" ? "good" : proposal.status === "declined" || proposal.expired ? "bad" : "neutral";
  const canSend = !proposal.expired && (proposal.status === "draft" || proposal.status === "sent" || proposal.status === "viewed");
  return (
    <li className={`${card} space-y-3 p-4`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{proposal.client.name || proposal.client.email}</p>
          <p className="break-all text-sm text-slate-700">{proposal.client.email}</p>
        </div>
        <Badge tone={tone}>{proposal.expired ? labels.expired : labels.statuses[proposal.status]}</Badge>
      </div>
      <ul className="text-sm text-slate-800">
        {proposal.items.map((item) => (
          <li key={`${item.vertical}-${item.title}`}>
            {labels.verticals[item.vertical]}: {item.title}
            {item.proposedPrice ? ` · ${format(item.proposedPrice, { exact: true })}` : ""}
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-600">
        <Trans>
          Made {when(proposal.createdAt)} by {proposal.agentName ?? "—"}
        </Trans>
        {proposal.expiresAt && (
          <>
            {" · "}
            <Trans>Valid until {when(proposal.expiresAt)}</Trans>
          </>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {canSend && (
          <button type="button" className={secondaryAction} disabled={send.busy} onClick={() => send.submit(proposal.proposalId)}>
            {proposal.status === "draft" ? <Trans>Send to the client</Trans> : <Trans>Send again</Trans>}
          </button>
        )}
        {proposal.status === "approved" && (
          <button type="button" className={secondaryAction} disabled={links.busy} onClick={() => links.submit(proposal.proposalId)}>
            <Trans>Send the booking links</Trans>
          </button>
        )}
        <ChangeProgress change={send} />
        <ChangeProgress change={links} />
      </div>
    </li>
  );
}
