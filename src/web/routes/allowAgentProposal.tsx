import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { ProposalPage } from "../features/proposals/components/proposal-page";
import { loadOpenedProposal } from "../features/proposals/load";

// spec A §2 /allowAgentProposal: a proposal response page, shown without the header (src/shared/login-type-paths.ts).
export const Route = createFileRoute("/allowAgentProposal")({
  validateSearch: z.object({ proposalId: z.string().max(64).optional().catch(undefined) }),
  loaderDeps: ({ search }) => ({ proposalId: search.proposalId }),
  loader: ({ deps }) => loadOpenedProposal(deps.proposalId),
  component: function Page() {
    return <ProposalPage opened={Route.useLoaderData()} approve={true} />;
  },
});
