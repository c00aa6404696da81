import { Trans, useLingui } from "@lingui/react/macro";
import type { OpenedProposal } from "../load";
import { ProposalAnswer } from "./proposal-answer";
import { useDocumentTitle } from "../../../lib/document-title";

/** The page behind a proposal mail's link: the answer, or why there is nothing to answer. */
export function ProposalPage({ opened, approve }: { opened: OpenedProposal; approve: boolean }) {
  const { t } = useLingui();
  useDocumentTitle(approve ? t`Approve your travel proposal` : t`Decline your travel proposal`);
  if (opened.found) return <ProposalAnswer proposal={opened.proposal} approve={approve} />;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Proposal not found</Trans>
      </h1>
      <p className="mt-2 text-slate-700">{opened.message ?? <Trans>This proposal is not available</Trans>}</p>
    </div>
  );
}
