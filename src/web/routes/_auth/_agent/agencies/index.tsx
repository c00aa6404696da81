import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, useNavigate, useRouter } from "@tanstack/react-router";
import { listProviderAgencies } from "../../../../api/provider-agencies";
import { NotAllowed, Pager, SearchBox } from "../../../../features/back-office/components/office-ui";
import { listQueryOf, listSearch } from "../../../../features/back-office/list-search";
import { loadAgentArea } from "../../../../features/back-office/navigation";
import { AgentPage, Card } from "../../../-components/agent/agent-page";
import { useDocumentTitle } from "../../../../lib/document-title";
import { AgencyList } from "./-components/agency-list";
import { NewAgencyForm } from "./-components/new-agency-form";

export const Route = createFileRoute("/_auth/_agent/agencies/")({
  validateSearch: listSearch,
  loaderDeps: ({ search }) => listQueryOf(search),
  loader: async ({ deps }) => {
    const area = await loadAgentArea("agencies.manage");
    return { list: area.allowed ? await listProviderAgencies(deps) : null };
  },
  component: AgenciesPage,
});

/** The provider's console (issue "Ready to go live"): every agency, a new one with its owner's invitation, and (de)activation. */
function AgenciesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Agencies`);
  const { list } = Route.useLoaderData();
  const query = Route.useLoaderDeps();
  const navigate = useNavigate({ from: Route.fullPath });
  const router = useRouter();
  if (!list) {
    return (
      <AgentPage title={<Trans>Agencies</Trans>}>
        <NotAllowed />
      </AgentPage>
    );
  }
  const refresh = () => void router.invalidate();
  const total = list.total;
  return (
    <AgentPage title={<Trans>Agencies</Trans>} intro={<Plural value={total} one="# agency runs on the platform." other="# agencies run on the platform." />}>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-4">
          <SearchBox key={query.searchQuery} value={query.searchQuery} label={t`Search agencies`} onSearch={(text) => void navigate({ search: { searchQuery: text || undefined } })} />
          <Card title={<Trans>All agencies</Trans>}>
            <AgencyList agencies={list.agencies} onChanged={refresh} />
          </Card>
          <Pager offSet={query.offSet} limit={query.limit} total={total} to={(offSet) => ({ to: "/agencies", search: { ...query, offSet, searchQuery: query.searchQuery || undefined } })} />
        </div>
        <Card title={<Trans>Create an agency</Trans>}>
          <NewAgencyForm onCreated={refresh} />
        </Card>
      </div>
    </AgentPage>
  );
}
