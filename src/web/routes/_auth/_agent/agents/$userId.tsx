import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, Link, useRouter } from "@tanstack/react-router";
import { uuid } from "../../../../lib/search-params";
import { getActivity, getAgent, getMarkups, saveMarkups } from "../../../../api/back-office";
import { linkAction } from "../../../../components/booking/styles";
import { AgentActions, AgentTypeForm } from "../../../../features/back-office/components/person-actions";
import { useBackOfficeLabels } from "../../../../features/back-office/labels";
import { loadAgentArea, orNotFound } from "../../../../features/back-office/navigation";
import { PersonPage } from "../../../-components/agent/person-page";

export const Route = createFileRoute("/_auth/_agent/agents/$userId")({
  params: { parse: (raw) => ({ userId: uuid(raw.userId) ?? "" }), stringify: (p) => ({ userId: p.userId }) },
  loader: async ({ params }) => {
    const area = await loadAgentArea("agents.view");
    const can = (p: (typeof area.navigation.permissions)[number]) => area.navigation.permissions.includes(p);
    if (!area.allowed || !params.userId) return { area, detail: null, markups: null, activity: null };
    const [detail, markups, activity] = await Promise.all([
      orNotFound(() => getAgent(params.userId)),
      can("markups.view") ? getMarkups() : null,
      can("activity.view") ? getActivity({ offSet: 0, limit: 20, userId: params.userId }) : null,
    ]);
    return { area, detail, markups, activity };
  },
  component: AgentDetailPage,
});

/** An agent (spec B §6): status, user type, the restricted flag, reward wallet, their markups and the bookings they made. */
function AgentDetailPage() {
  const { t } = useLingui();
  const labels = useBackOfficeLabels();
  const { area, detail, markups, activity } = Route.useLoaderData();
  const router = useRouter();
  const can = (p: (typeof area.navigation.permissions)[number]) => area.navigation.permissions.includes(p);
  const person = detail?.person;
  const refresh = () => void router.invalidate();
  // The owner's account, and admins' for anyone but the owner, are not changed here (docs/permissions.md).
  const changeable = !!person && can("agents.edit") && person.role !== "owner" && (person.role !== "admin" || can("admins.manage"));
  const own = person && markups?.agents.find((a) => a.agent._id === person._id);
  return (
    <PersonPage
      allowed={area.allowed}
      detail={detail}
      text={{
        page: <Trans>Agent</Trans>,
        pageTitle: t`Agent`,
        notFound: <Trans>Agent not found</Trans>,
        notFoundIntro: <Trans>This person is not an agent of your agency (any more).</Trans>,
        bookings: <Trans>Bookings made or received</Trans>,
      }}
      back={
        <Link to="/agents" className={linkAction}>
          <Trans>All agents</Trans>
        </Link>
      }
      facts={person ? [{ label: <Trans>Role</Trans>, value: labels.roles[person.role] }] : []}
      manage={
        person && changeable ? (
          <>
            <AgentTypeForm person={person} canMakeAdmins={can("admins.manage")} onChanged={refresh} />
            <AgentActions person={person} onChanged={refresh} />
          </>
        ) : undefined
      }
      markups={person && markups && own ? { settings: own.markups, inherited: markups.agency, readOnly: !can("markups.edit"), save: (settings) => saveMarkups(person._id, settings) } : null}
      activity={activity?.events ?? null}
    />
  );
}
