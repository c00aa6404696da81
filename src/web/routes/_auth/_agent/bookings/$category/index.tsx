import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, Link, notFound, useNavigate, type ErrorComponentProps } from "@tanstack/react-router";
import { bool, int, isoDay, oneOf, searchParams, text, type SearchOf, uuid } from "../../../../../lib/search-params";
import { AGENCY_PAGE_SIZE, bookingCategory, type BookingCategory } from "@/shared/api/agency-bookings";
import { toApiFailure } from "@/shared/api/failure";
import { BOOKING_STATUSES } from "@/shared/booking/lists";
import { failureMessage } from "@machines/effects";
import { listAgencyBookings } from "../../../../../api/agency-bookings";
import { Alert } from "../../../../../components/booking/alert-text";
import { secondaryAction } from "../../../../../components/booking/styles";
import { loadAgentProfile } from "../../../../../features/accounts/agent-profile";
import { BookingsFilters, type AppliedFilters } from "../../../../../features/back-office/components/bookings-filters";
import { BookingsTable } from "../../../../../features/back-office/components/bookings-table";
import { CsvDownload } from "../../../../../features/back-office/components/csv-download";
import { ListSummary } from "../../../../../features/back-office/components/list-summary";
import { useCategoryText } from "../../../../../features/back-office/labels";
import { AgentPage } from "../../../../-components/agent/agent-page";
import { useDocumentTitle } from "../../../../../lib/document-title";

// spec B §2/§7: the agency's bookings of one vertical (/bookings/flights, /hotels, /cars, /activities; the
// spec shows no path). The URL holds the filters and the page, so a list can be shared and reloaded.

const listShape = {
  page: int({ min: 1 }),
  selectedStatus: oneOf(["all", ...BOOKING_STATUSES]),
  searchString: text({ max: 100 }),
  startDate: isoDay,
  endDate: isoDay,
  showPastTrips: bool,
  userId: uuid,
};
const listSearch = searchParams(listShape);
type ListSearch = SearchOf<typeof listShape>;

function categoryOf(raw: string): BookingCategory {
  const parsed = bookingCategory.safeParse(raw);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export const Route = createFileRoute("/_auth/_agent/bookings/$category/")({
  validateSearch: listSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ params, deps }) => {
    const category = categoryOf(params.category);
    await loadAgentProfile();
    const page = deps.page ?? 1;
    const result = await listAgencyBookings(category, {
      offSet: (page - 1) * AGENCY_PAGE_SIZE,
      limit: AGENCY_PAGE_SIZE,
      ...(deps.selectedStatus ? { selectedStatus: deps.selectedStatus } : {}),
      ...(deps.searchString ? { searchString: deps.searchString } : {}),
      ...(deps.startDate ? { startDate: deps.startDate } : {}),
      ...(deps.endDate ? { endDate: deps.endDate } : {}),
      ...(deps.showPastTrips ? { showPastTrips: true } : {}),
      ...(deps.userId ? { userId: deps.userId } : {}),
    });
    return { category, page, result };
  },
  component: BookingsPage,
  errorComponent: BookingsError,
});

function appliedOf(search: ListSearch): AppliedFilters {
  return {
    selectedStatus: search.selectedStatus ?? "all",
    searchString: search.searchString ?? "",
    startDate: search.startDate ?? "",
    endDate: search.endDate ?? "",
    showPastTrips: search.showPastTrips ?? false,
  };
}

/** Only what is set goes into the URL. */
function searchOf(filters: AppliedFilters, userId: string | undefined): ListSearch {
  return {
    ...(filters.selectedStatus !== "all" ? { selectedStatus: filters.selectedStatus } : {}),
    ...(filters.searchString ? { searchString: filters.searchString } : {}),
    ...(filters.startDate ? { startDate: filters.startDate } : {}),
    ...(filters.endDate ? { endDate: filters.endDate } : {}),
    ...(filters.showPastTrips ? { showPastTrips: true } : {}),
    ...(userId ? { userId } : {}),
  };
}

function BookingsPage() {
  const { t } = useLingui();
  const { category, page, result } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const text = useCategoryText();
  useDocumentTitle(text.title[category]);
  const pages = Math.max(1, Math.ceil(result.totalRecords / AGENCY_PAGE_SIZE));
  const apply = (filters: AppliedFilters) => void navigate({ search: searchOf(filters, search.userId) });
  const link = "inline-flex min-h-11 items-center rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50";
  return (
    <AgentPage title={text.title[category]}>
      <div className="space-y-5">
        <BookingsFilters value={appliedOf(search)} onApply={apply} />
        <div className="flex flex-wrap items-start justify-between gap-4">
          <ListSummary result={result} />
          <CsvDownload
            query={{ category, ...(search.startDate ? { startDate: search.startDate } : {}), ...(search.endDate ? { endDate: search.endDate } : {}), ...(search.userId ? { userId: search.userId } : {}) }}
            fileName={`${category}-bookings.csv`}
          />
        </div>
        <BookingsTable category={category} rows={result.bookings} />
        {pages > 1 && (
          <nav aria-label={t`Pages`} className="flex flex-wrap items-center justify-between gap-3">
            {page > 1 ? (
              <Link to="." search={{ ...search, page: page - 1 }} className={link}>
                <Trans>Previous page</Trans>
              </Link>
            ) : (
              <span />
            )}
            <span className="text-sm text-slate-700">
              <Trans>
                Page {page} of {pages}
              </Trans>
            </span>
            {page < pages ? (
              <Link to="." search={{ ...search, page: page + 1 }} className={link}>
                <Trans>Next page</Trans>
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
      </div>
    </AgentPage>
  );
}

/** A refused list (a client, bad filters in the URL): the server's words, and a way back to the whole list. */
function BookingsError({ error }: ErrorComponentProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Bookings`);
  const { category } = Route.useParams();
  return (
    <AgentPage title={<Trans>Bookings</Trans>}>
      <div className="space-y-4">
        <Alert message={failureMessage(toApiFailure(error))} />
        <Link to="/bookings/$category" params={{ category }} search={{}} className={secondaryAction}>
          <Trans>Show all bookings</Trans>
        </Link>
      </div>
    </AgentPage>
  );
}
