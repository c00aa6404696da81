import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, useNavigate, useRouter } from "@tanstack/react-router";
import { listAgents, listInvitations } from "../../../../api/back-office";
import { InviteForm, PendingInvitations } from "../../../../features/back-office/components/invitations";
import { NotAllowed, Pager, SearchBox } from "../../../../features/back-office/components/office-ui";
import { PeopleList } from "../../../../features/back-office/components/people-list";
import { listQueryOf, listSearch } from "../../../../features/back-office/list-search";
import { loadAgentArea } from "../../../../features/back-office/navigation";
import { AgentPage, Card } from "../../../-components/agent/agent-page";
import { useDocumentTitle } from "../../../../lib/document-title";

export const Route = createFileRoute("/_auth/_agent/agents/")({
  validateSearch: listSearch,
  loaderDeps: ({ search }) => listQueryOf(search),
  loader: async ({ deps }) => {
    const area = await loadAgentArea("agents.view");
    if (!area.allowed) return { area, list: null, invitations: null };
    const invites = area.navigation.permissions.includes("agents.invite");
    const [list, invitations] = await Promise.all([listAgents(deps), invites ? listInvitations() : null]);
    return { area, list, invitations };
  },
  component: AgentsPage,
});

/** spec B §6/§7: the agency's agents (totalAgents), inviting one by email with the restricted flag, open invitations. */
function AgentsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Agents`);
  const { area, list, invitations } = Route.useLoaderData();
  const query = Route.useLoaderDeps();
  const navigate = useNavigate({ from: Route.fullPath });
  const router = useRouter();
  if (!list) {
    return (
      <AgentPage title={<Trans>Agents</Trans>}>
        <NotAllowed />
      </AgentPage>
    );
  }
  const refresh = () => void router.invalidate();
  const total = list.totalAgents;
  return (
    <AgentPage title={<Trans>Agents</Trans>} intro={<Plural value={total} one="# person works in your agency." other="# people work in your agency." />}>
      <div className="space-y-6">
        {invitations && (
          <div className="grid gap-6 lg:grid-cols-2">
            <Card title={<Trans>Invite an agent</Trans>}>
              <InviteForm canInviteAdmins={area.navigation.permissions.includes("admins.manage")} onInvited={refresh} />
            </Card>
            <Card title={<Trans>Open invitations</Trans>}>
              <PendingInvitations invitations={invitations} onChanged={refresh} />
            </Card>
          </div>
        )}
        <SearchBox key={query.searchQuery} value={query.searchQuery} label={t`Search agents`} onSearch={(text) => void navigate({ search: { searchQuery: text || undefined } })} />
        <PeopleList people={list.agents} caption={t`Agents`} showRole pageOf={(person) => ({ to: "/agents/$userId", params: { userId: person._id } })} />
        <Pager offSet={query.offSet} limit={query.limit} total={total} to={(offSet) => ({ to: "/agents", search: { ...query, offSet, searchQuery: query.searchQuery || undefined } })} />
      </div>
    </AgentPage>
  );
}
