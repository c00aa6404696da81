import { createFileRoute } from "@tanstack/react-router";
import { searchParams, text } from "../lib/search-params";
import { ProposalPage } from "../features/proposals/components/proposal-page";
import { loadOpenedProposal } from "../features/proposals/load";

// spec A §2 /disapproveProposal: a proposal response page, shown without the header (src/shared/login-type-paths.ts).
const search = searchParams({ proposalId: text({ max: 64 }) });

export const Route = createFileRoute("/disapproveProposal")({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ proposalId: search.proposalId }),
  loader: ({ deps }) => loadOpenedProposal(deps.proposalId),
  component: function Page() {
    return <ProposalPage opened={Route.useLoaderData()} approve={false} />;
  },
});
