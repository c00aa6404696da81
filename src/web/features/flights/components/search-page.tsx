import { Trans, useLingui } from "@lingui/react/macro";
import { Alert } from "../../../components/booking/alert-text";
import { withAppStyles } from "../../../lib/page-styles";
import { useLoaded } from "../../../lib/use-loaded";
import { BookingPage } from "../../booking/components/booking-page";
import { SearchResults } from "../../booking/components/search-results";
import { withBookingScope } from "../../booking/context";
import { useFlightSelector } from "../use-flight-booking";
import { flightWebVertical } from "../web-vertical";
import { FlightSearchFormPanel } from "./search-form";
import { useDocumentTitle } from "../../../lib/document-title";

// The results (progress, empty state, the list's loader) load once a search runs: the page's first screen is the
// form (issue "Fast on a phone"). They bring the whole app's stylesheet: the page draws from a sheet of its own
// (flight-search.css), which leaves them out.
const loadResults = () => withAppStyles(import("./results"));

function FlightSearchPage() {
  const { t } = useLingui();
  const showingResults = useFlightSelector((s) => s.matches("searching") || s.matches("results"));
  const FlightResults = useLoaded(loadResults, showingResults)?.FlightResults;
  const searchKey = useFlightSelector((s) => JSON.stringify(s.context.search));
  // A notice for the form (an expired or gone fare with no search to refresh); the results show their own.
  const alert = useFlightSelector((s) => (s.matches("search") ? s.context.alert : null));
  const route = useFlightSelector((s) => {
    const row = s.context.search?.formData[0];
    return row ? `${row.from.location} → ${row.to.location}` : null;
  });
  useDocumentTitle(t`Search flights`);
  return (
    <BookingPage
      title={showingResults ? <Trans>Choose your flight</Trans> : <Trans>Where to next?</Trans>}
      subtitle={<Trans>Compare fares from many airlines in one search.</Trans>}
      share={showingResults ? { title: route ? t`Flights ${route}` : t`Flight results` } : null}
    >
      <div className="space-y-6">
        {alert && <Alert message={alert} tone="info" />}
        {/* A new search (or a restored one) refills the form from the machine. */}
        <FlightSearchFormPanel key={searchKey} compact={showingResults} />
        {/* At least a screen tall from the start: the footer is not in view while the offers arrive, so the page does
            not jump under the visitor's finger when they do ("Fast on a phone": Lighthouse measured a 0.83 shift). */}
        {showingResults && (
          <div className="min-h-screen">
            <SearchResults Results={FlightResults} />
          </div>
        )}
      </div>
    </BookingPage>
  );
}

/**
 * `/booknow/flights/search`: the form, and the results once a search runs (spec A §3). Its own module, apart from
 * the route, because the server draws its first screen too (src/web/first-screen.tsx).
 */
export const FlightSearchScreen = withBookingScope(flightWebVertical, FlightSearchPage);
