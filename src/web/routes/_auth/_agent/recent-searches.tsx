import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { int, searchParams } from "../../../lib/search-params";
import { listRecentSearches } from "../../../api/short-links";
import { NotAllowed, Pager } from "../../../features/back-office/components/office-ui";
import { loadAgentArea } from "../../../features/back-office/navigation";
import { AgentPage, Card } from "../../-components/agent/agent-page";
import { useDocumentTitle } from "../../../lib/document-title";
import { RecentSearchList } from "./-components/recent-search-list";

const SIZE = 20;

const search = searchParams({ from: int({ min: 0, max: 1_000_000 }) });

export const Route = createFileRoute("/_auth/_agent/recent-searches")({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ from: search.from ?? 0 }),
  loader: async ({ deps }) => {
    const area = await loadAgentArea("backOffice.enter");
    return { list: area.allowed ? await listRecentSearches({ from: deps.from, size: SIZE }) : null };
  },
  component: RecentSearchesPage,
});

/** spec B §7 search services (GET /api/agency/search/services): what the agency's users searched lately. */
function RecentSearchesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Recent searches`);
  const { list } = Route.useLoaderData();
  const { from } = Route.useLoaderDeps();
  const total = list?.total ?? 0;
  if (!list) {
    return (
      <AgentPage title={<Trans>Recent searches</Trans>}>
        <NotAllowed />
      </AgentPage>
    );
  }
  return (
    <AgentPage
      title={<Trans>Recent searches</Trans>}
      intro={<Plural value={total} one="# search of flights, hotels and activities on your site." other="# searches of flights, hotels and activities on your site." />}
    >
      <Card title={<Trans>Searches, newest first</Trans>}>
        <RecentSearchList searches={list.searches} />
        <Pager offSet={from} limit={SIZE} total={list.total} to={(offSet) => ({ to: "/recent-searches", search: { from: offSet || undefined } })} />
      </Card>
    </AgentPage>
  );
}
