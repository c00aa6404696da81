import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { listClients } from "../../../../api/back-office";
import { NotAllowed } from "../../../../features/back-office/components/office-ui";
import { loadAgentArea } from "../../../../features/back-office/navigation";
import { NewProposal } from "../../../../features/proposals/components/new-proposal";
import { AgentPage } from "../../../-components/agent/agent-page";
import { useDocumentTitle } from "../../../../lib/document-title";

export const Route = createFileRoute("/_auth/_agent/proposals/new")({
  loader: async () => {
    const area = await loadAgentArea("bookings.forClients");
    // The client picker lists the first hundred clients (the API's page limit).
    return { clients: area.allowed ? (await listClients({ offSet: 0, limit: 100, searchQuery: "" })).clients : null };
  },
  component: NewProposalPage,
});

function NewProposalPage() {
  const { t } = useLingui();
  useDocumentTitle(t`New proposal`);
  const { clients } = Route.useLoaderData();
  const navigate = useNavigate();
  return (
    <AgentPage title={<Trans>New proposal</Trans>} intro={<Trans>Offers priced now, for one of your clients. Prices are checked again when the client opens it.</Trans>}>
      {clients ? <NewProposal clients={clients} onSent={() => void navigate({ to: "/proposals" })} /> : <NotAllowed />}
    </AgentPage>
  );
}
