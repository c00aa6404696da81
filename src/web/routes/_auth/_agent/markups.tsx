import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { getMarkups, saveMarkups } from "../../../api/back-office";
import { linkAction } from "../../../components/booking/styles";
import { MarkupEditor } from "../../../features/back-office/components/markup-editor";
import { NotAllowed } from "../../../features/back-office/components/office-ui";
import { loadAgentArea } from "../../../features/back-office/navigation";
import { AgentPage, Card } from "../../-components/agent/agent-page";
import { useDocumentTitle } from "../../../lib/document-title";

export const Route = createFileRoute("/_auth/_agent/markups")({
  loader: async () => {
    const area = await loadAgentArea("markups.view");
    return { area, markups: area.allowed ? await getMarkups() : null };
  },
  component: MarkupsPage,
});

/**
 * spec B §6: the agency's markups per vertical (net rates plus the agency's markup, spec A §1); agents' and
 * clients' own markups are set on their pages and listed here.
 */
function MarkupsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Markups`);
  const { area, markups } = Route.useLoaderData();
  if (!markups) {
    return (
      <AgentPage title={<Trans>Markups</Trans>}>
        <NotAllowed />
      </AgentPage>
    );
  }
  const withOwn = markups.agents.filter((a) => a.markups.some((s) => s.markupType !== null || s.agencyFee !== null));
  return (
    <AgentPage title={<Trans>Markups</Trans>} intro={<Trans>What your agency adds to the supplier's net price, per booking type. Prices across the site follow at once.</Trans>}>
      <div className="space-y-6">
        <Card title={<Trans>Agency markups</Trans>}>
          <MarkupEditor
            label={t`Agency markups`}
            settings={markups.agency}
            canInherit={false}
            readOnly={!area.navigation.permissions.includes("markups.edit")}
            save={(settings) => saveMarkups(null, settings)}
          />
        </Card>
        <Card title={<Trans>Agents and clients with their own markups</Trans>}>
          <p className="text-sm text-slate-600">
            <Trans>An agent's markup applies to what they book; a client's to what they book or is booked for them. Set them on the agent's or client's page.</Trans>
          </p>
          {withOwn.length > 0 && (
            <ul className="mt-3 divide-y divide-slate-100">
              {withOwn.map(({ agent }) => (
                <li key={agent._id} className="py-2">
                  <Link to="/agents/$userId" params={{ userId: agent._id }} className={`${linkAction} inline-flex min-h-11 items-center`}>
                    {agent.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Link to="/clients" className={`${linkAction} mt-3 inline-flex min-h-11 items-center`}>
            <Trans>Find a client</Trans>
          </Link>
        </Card>
      </div>
    </AgentPage>
  );
}
