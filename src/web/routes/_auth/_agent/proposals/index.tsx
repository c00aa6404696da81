import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, Link, useNavigate, useRouter } from "@tanstack/react-router";
import { bool, int, isoDay, oneOf, searchParams, text, type SearchOf } from "../../../../lib/search-params";
import type { ProposalFilters as Query } from "@/shared/api/proposals";
import { PROPOSAL_BOOKING_STATUSES, PROPOSAL_PAGE_SIZE, PROPOSAL_STATUSES } from "@/shared/proposals/lists";
import { listProposals } from "../../../../api/proposals";
import { primaryAction } from "../../../../components/booking/styles";
import { NotAllowed, Pager } from "../../../../features/back-office/components/office-ui";
import { loadAgentArea } from "../../../../features/back-office/navigation";
import { ProposalFilters, type ProposalFilterValues } from "../../../../features/proposals/components/proposal-filters";
import { ProposalList } from "../../../../features/proposals/components/proposal-list";
import { AgentPage } from "../../../-components/agent/agent-page";
import { useDocumentTitle } from "../../../../lib/document-title";

// spec B §2/§7: the agency's proposals (the spec shows no path: /proposals). The URL holds the filters and the page.

const listShape = {
  offSet: int({ min: 0 }),
  searchString: text({ max: 100 }),
  proposalStatus: oneOf(PROPOSAL_STATUSES),
  bookingStatus: oneOf(PROPOSAL_BOOKING_STATUSES),
  pastTrips: bool,
  startDate: isoDay,
  endDate: isoDay,
};
const listSearch = searchParams(listShape);
type ListSearch = SearchOf<typeof listShape>;

const queryOf = (s: ListSearch): Query => ({
  offSet: s.offSet ?? 0,
  limit: PROPOSAL_PAGE_SIZE,
  searchString: s.searchString ?? "",
  proposalStatus: s.proposalStatus ?? "all",
  bookingStatus: s.bookingStatus ?? "all",
  pastTrips: s.pastTrips ?? false,
  startDate: s.startDate,
  endDate: s.endDate && (!s.startDate || s.endDate >= s.startDate) ? s.endDate : undefined,
});

export const Route = createFileRoute("/_auth/_agent/proposals/")({
  validateSearch: listSearch,
  loaderDeps: ({ search }) => queryOf(search),
  loader: async ({ deps }) => {
    const area = await loadAgentArea("bookings.forClients");
    return { list: area.allowed ? await listProposals(deps) : null };
  },
  component: ProposalsPage,
});

function ProposalsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Proposals`);
  const { list } = Route.useLoaderData();
  const query = Route.useLoaderDeps();
  const navigate = useNavigate({ from: Route.fullPath });
  const router = useRouter();
  if (!list) {
    return (
      <AgentPage title={<Trans>Proposals</Trans>}>
        <NotAllowed />
      </AgentPage>
    );
  }
  const filters: ProposalFilterValues = {
    searchString: query.searchString ?? "",
    proposalStatus: query.proposalStatus ?? "all",
    bookingStatus: query.bookingStatus ?? "all",
    pastTrips: query.pastTrips ?? false,
    startDate: query.startDate ?? "",
    endDate: query.endDate ?? "",
  };
  const searchOf = (f: ProposalFilterValues, offSet = 0): ListSearch => ({
    offSet: offSet || undefined,
    searchString: f.searchString || undefined,
    proposalStatus: f.proposalStatus === "all" ? undefined : f.proposalStatus,
    bookingStatus: f.bookingStatus === "all" ? undefined : f.bookingStatus,
    pastTrips: f.pastTrips || undefined,
    startDate: f.startDate || undefined,
    endDate: f.endDate || undefined,
  });
  return (
    <AgentPage
      title={<Trans>Proposals</Trans>}
      intro={<Plural value={list.totalProposals} one="# proposal." other="# proposals." />}
      actions={
        <Link to="/proposals/new" className={primaryAction}>
          <Trans>New proposal</Trans>
        </Link>
      }
    >
      <div className="space-y-4">
        <ProposalFilters key={JSON.stringify(filters)} value={filters} onApply={(f) => void navigate({ search: searchOf(f) })} />
        <ProposalList proposals={list.proposals} onChanged={() => void router.invalidate()} />
        <Pager offSet={query.offSet ?? 0} limit={PROPOSAL_PAGE_SIZE} total={list.totalProposals} to={(offSet) => ({ to: "/proposals", search: searchOf(filters, offSet) })} />
      </div>
    </AgentPage>
  );
}
