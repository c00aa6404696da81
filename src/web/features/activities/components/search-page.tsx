import { Trans, useLingui } from "@lingui/react/macro";
import { useLoaded } from "../../../lib/use-loaded";
import { Alert } from "../../../components/booking/alert-text";
import { ActivitySearchPanel } from "./search-form";
import { useActivitySelector } from "../use-activity-booking";
import { BookingPage } from "../../booking/components/booking-page";
import { SearchResults } from "../../booking/components/search-results";
import { withBookingScope } from "../../booking/context";
import { activityWebVertical } from "../web-vertical";
import { withAppStyles } from "../../../lib/page-styles";
import { useDocumentTitle } from "../../../lib/document-title";

// The results (the list, its filters and sort) load once a search runs: the page's first screen is the form, as the
// flight search page's ("Every page fast on a phone"). They bring the whole app's stylesheet: the page draws from a
// sheet of its own (activity-search.css), which leaves out the rest of them but holds what the server's drawing of the first
// cards uses (a results page opened by address: SearchResults).
const loadResults = () => withAppStyles(import("./results"));

function ActivitySearchPage() {
  const { t } = useLingui();
  const showingResults = useActivitySelector((s) => s.matches("searching") || s.matches("results"));
  const ActivityResults = useLoaded(loadResults, showingResults)?.ActivityResults;
  // The form's own fields, not its filters and sort: a tag or sort click is a new search too (spec B §9, the
  // provider's), and keyed on them the whole form was made again on each click (bench:lists). The form reads the
  // machine's filters when it is sent.
  const searchKey = useActivitySelector(({ context: { form } }) => JSON.stringify([form.selectedLocation, form.activityDate, form.travellers]));
  // A notice for the form (an activity gone with no search to refresh); the results show their own.
  const alert = useActivitySelector((s) => (s.matches("search") ? s.context.alert : null));
  useDocumentTitle(t`Search activities`);
  return (
    <BookingPage
      title={showingResults ? <Trans>Things to do</Trans> : <Trans>Find things to do</Trans>}
      subtitle={<Trans>Tours, tickets and experiences, with free cancellation on many.</Trans>}
      share={showingResults ? { title: t`Things to do` } : null}
    >
      <div className="space-y-6">
        {alert && <Alert message={alert} tone="info" />}
        {/* A new search (or a restored one) refills the form from the machine. */}
        <ActivitySearchPanel key={searchKey} compact={showingResults} />
        {showingResults && <SearchResults Results={ActivityResults} />}
      </div>
    </BookingPage>
  );
}

/**
 * `/booknow/activities/search`: the form, and the results once a search runs (spec B §2). Its own module, apart from the
 * route, because the server draws its first screen too (src/web/first-screen.tsx), as the flight search page's.
 */
export const ActivitySearchScreen = withBookingScope(activityWebVertical, ActivitySearchPage);
