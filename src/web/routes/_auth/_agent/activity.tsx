import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { int, searchParams } from "../../../lib/search-params";
import { getActivity } from "../../../api/back-office";
import { ActivityList } from "../../../features/back-office/components/activity-list";
import { NotAllowed, Pager } from "../../../features/back-office/components/office-ui";
import { loadAgentArea } from "../../../features/back-office/navigation";
import { AgentPage, Card } from "../../-components/agent/agent-page";
import { useDocumentTitle } from "../../../lib/document-title";

const PAGE = 25;

const search = searchParams({ offSet: int({ min: 0, max: 1_000_000 }) });

export const Route = createFileRoute("/_auth/_agent/activity")({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ offSet: search.offSet ?? 0 }),
  loader: async ({ deps }) => {
    const area = await loadAgentArea("activity.view");
    return { area, activity: area.allowed ? await getActivity({ offSet: deps.offSet, limit: PAGE }) : null };
  },
  component: ActivityPage,
});

/** The audit trail: every change made in the back office, with who, when, before and after. */
function ActivityPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Activity`);
  const { activity } = Route.useLoaderData();
  const { offSet } = Route.useLoaderDeps();
  if (!activity) {
    return (
      <AgentPage title={<Trans>Activity</Trans>}>
        <NotAllowed />
      </AgentPage>
    );
  }
  return (
    <AgentPage title={<Trans>Activity</Trans>} intro={<Trans>Who changed what in your agency's back office, and when.</Trans>}>
      <Card title={<Trans>Changes, newest first</Trans>}>
        <ActivityList events={activity.events} />
        <Pager offSet={offSet} limit={PAGE} total={activity.totalEvents} to={(next) => ({ to: "/activity", search: { offSet: next } })} />
      </Card>
    </AgentPage>
  );
}
