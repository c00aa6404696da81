import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { isoDay, searchParams } from "../../../lib/search-params";
import { BOOKING_MENU_PATHS } from "@/shared/constants";
import { getDashboard, listNeedsAttention } from "../../../api/agency-bookings";
import { loadAgentProfile } from "../../../features/accounts/agent-profile";
import { DashboardFiguresView } from "../../../features/back-office/components/dashboard-figures";
import { NeedsAttention } from "../../../features/back-office/components/needs-attention";
import { RangeForm } from "../../../features/back-office/components/range-form";
import { listCheckoutSessions } from "../../../features/checkout-sessions/api";
import { UnfinishedCheckouts } from "../../../features/checkout-sessions/components/unfinished-checkouts";
import { checkoutSessionText, useText } from "../../../features/checkout-sessions/messages";
import { activeMenuItems } from "../../../lib/booking-menu";
import { useAgency } from "../../../state/site";
import { failureMessage } from "@machines/effects";
import { toApiFailure } from "@/shared/api/failure";
import { Alert } from "../../../components/booking/alert-text";
import { AgentPage, Card, Facts } from "../../-components/agent/agent-page";
import { useDocumentTitle } from "../../../lib/document-title";
import { RESUME_PATHS } from "../../-components/my-trip/booking-pages";

/** The chosen range is in the URL (a dashboard for a period can be shared and reloaded). */
const dashboardSearch = searchParams({ startDate: isoDay, endDate: isoDay });

export const Route = createFileRoute("/_auth/_agent/dashboard")({
  validateSearch: dashboardSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const unfinishedAnswer = listCheckoutSessions().catch(() => "failed" as const);
    const profile = await loadAgentProfile();
    // A range the server refuses (end before start) shows its message above the form, not an error page.
    const figures = await getDashboard(deps).then(
      (data) => ({ data, failure: null }),
      (error: unknown) => ({ data: null, failure: failureMessage(toApiFailure(error)) }),
    );
    // Charged means finished or refunded: what the server is still finishing, or gave back (null: could not load).
    const attention = await listNeedsAttention().catch(() => null);
    // Asked with the page, not after it is drawn: the list's rows arriving later moved every card below it.
    const unfinished = await unfinishedAnswer;
    return { profile, figures, attention, unfinished };
  },
  component: DashboardPage,
});

/** spec A §2/§4: where a returning travel agent lands after login. */
function DashboardPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Dashboard`);
  const { profile, figures, attention, unfinished } = Route.useLoaderData();
  const navigate = useNavigate({ from: Route.fullPath });
  const agency = useAgency();
  const name = profile.name;
  const text = useText();
  return (
    <AgentPage title={<Trans>Welcome, {name}</Trans>} intro={<Trans>Your agency at a glance.</Trans>}>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {/* spec B §7 dashboards: the agency's figures over a chosen range. */}
        <section className="min-w-0 space-y-4 md:col-span-2" aria-labelledby="figures-heading">
          <h2 id="figures-heading" className="text-xl font-semibold text-slate-900">
            <Trans>Agency figures</Trans>
          </h2>
          <RangeForm
            startDate={figures.data?.startDate ?? ""}
            endDate={figures.data?.endDate ?? ""}
            onApply={(range) => void navigate({ search: { ...(range.startDate ? { startDate: range.startDate } : {}), ...(range.endDate ? { endDate: range.endDate } : {}) } })}
          />
          {figures.failure && <Alert message={figures.failure} />}
          {figures.data && <DashboardFiguresView data={figures.data} />}
        </section>
        {attention && (
          <div className="md:col-span-2">
            <Card title={<Trans>Needs attention</Trans>}>
              <NeedsAttention rows={attention} />
            </Card>
          </div>
        )}
        {/* Resumable checkouts: checkouts built for clients and interrupted; resume on any device. */}
        <div className="md:col-span-2">
          <Card title={text(checkoutSessionText.unfinishedTitle)}>
            <UnfinishedCheckouts showClient resumePaths={RESUME_PATHS} answer={unfinished} />
          </Card>
        </div>
        <Card title={<Trans>Agency</Trans>}>
          <Facts
            items={[
              { label: <Trans>Name</Trans>, value: agency.agencyName },
              { label: <Trans>Code</Trans>, value: agency.code },
              { label: <Trans>Status</Trans>, value: agency.status === "Active" ? <Trans>Active</Trans> : <Trans>Inactive</Trans> },
              { label: <Trans>Subscription</Trans>, value: agency.isSubscribed ? <Trans>Subscribed</Trans> : <Trans>Not subscribed</Trans> },
            ]}
          />
        </Card>
        <Card title={<Trans>Your account</Trans>}>
          <Facts
            items={[
              { label: <Trans>Email</Trans>, value: profile.email },
              { label: <Trans>Role</Trans>, value: profile.userType },
              { label: <Trans>Language</Trans>, value: profile.language.toUpperCase() },
            ]}
          />
        </Card>
        <Card title={<Trans>Book for a client</Trans>}>
          <ul className="flex flex-wrap gap-2">
            {activeMenuItems(agency).map((title) => (
              <li key={title}>
                <a href={BOOKING_MENU_PATHS[title]} className="inline-flex h-9 items-center rounded-lg border border-slate-300 px-3 text-sm font-medium hover:bg-slate-50">
                  {title}
                </a>
              </li>
            ))}
          </ul>
        </Card>
        <Card title={<Trans>Website</Trans>}>
          <p className="text-sm text-slate-600">
            <Trans>Branding, sign-in options and booking menu of your site.</Trans>
          </p>
          <Link to="/settings/website" className="mt-4 inline-flex text-sm font-semibold text-primary-strong hover:underline">
            <Trans>Open website settings</Trans>
          </Link>
        </Card>
      </div>
    </AgentPage>
  );
}
