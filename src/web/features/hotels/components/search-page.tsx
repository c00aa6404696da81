import { Trans, useLingui } from "@lingui/react/macro";
import { useLoaded } from "../../../lib/use-loaded";
import { Alert } from "../../../components/booking/alert-text";
import { BookingPage } from "../../booking/components/booking-page";
import { SearchResults } from "../../booking/components/search-results";
import { HotelSearchFormPanel } from "./search-form";
import { useHotelSelector } from "../use-hotel-booking";
import { withBookingScope } from "../../booking/context";
import { hotelWebVertical } from "../web-vertical";
import { withAppStyles } from "../../../lib/page-styles";
import { useDocumentTitle } from "../../../lib/document-title";

// The results (the list, its filters and sort) load once a search runs: the page's first screen is the form, as the
// flight search page's ("Every page fast on a phone"). They bring the whole app's stylesheet: the page draws from a
// sheet of its own (hotel-search.css), which leaves out the rest of them but holds what the server's drawing of the first
// cards uses (a results page opened by address: SearchResults).
const loadResults = () => withAppStyles(import("./results"));

function HotelSearchPage() {
  const { t } = useLingui();
  const showingResults = useHotelSelector((s) => s.matches("searching") || s.matches("results"));
  const HotelResults = useLoaded(loadResults, showingResults)?.HotelResults;
  const searchKey = useHotelSelector((s) => JSON.stringify(s.context.search));
  // A notice for the form (a gone room with no search to refresh); the results show their own.
  const alert = useHotelSelector((s) => (s.matches("search") ? s.context.alert : null));
  useDocumentTitle(t`Search hotels`);
  return (
    <BookingPage
      title={showingResults ? <Trans>Choose your hotel</Trans> : <Trans>Find your stay</Trans>}
      subtitle={<Trans>Hotels, rooms and rates from many suppliers in one search.</Trans>}
      share={showingResults ? { title: t`Hotel results` } : null}
    >
      <div className="space-y-6">
        {alert && <Alert message={alert} tone="info" />}
        {/* A new search (or a restored one) refills the form from the machine. */}
        <HotelSearchFormPanel key={searchKey} compact={showingResults} />
        {showingResults && <SearchResults Results={HotelResults} />}
      </div>
    </BookingPage>
  );
}

/**
 * `/booknow/hotels/search`: the form, and the results once a search runs (spec B §2). Its own module, apart from the
 * route, because the server draws its first screen too (src/web/first-screen.tsx), as the flight search page's.
 */
export const HotelSearchScreen = withBookingScope(hotelWebVertical, HotelSearchPage);
