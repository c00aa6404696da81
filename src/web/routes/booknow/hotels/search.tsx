import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import { Alert } from "../../../components/booking/alert-text";
import { BookingPage } from "../../../features/booking/components/booking-page";
import { withBookingScope } from "../../../features/booking/context";
import { HotelResults } from "../../../features/hotels/components/results";
import { HotelSearchFormPanel } from "../../../features/hotels/components/search-form";
import { hotelUrlSearch } from "../../../features/hotels/url-params";
import { useHotelSelector } from "../../../features/hotels/use-hotel-booking";
import { hotelWebVertical } from "../../../features/hotels/web-vertical";

// spec B §2 hotel routes: the public search and results page.
export const Route = createFileRoute("/booknow/hotels/search")({
  validateSearch: hotelUrlSearch,
  component: withBookingScope(hotelWebVertical, HotelSearchPage),
});

function HotelSearchPage() {
  const { t } = useLingui();
  const showingResults = useHotelSelector((s) => s.matches("searching") || s.matches("results"));
  const searchKey = useHotelSelector((s) => JSON.stringify(s.context.search));
  // A notice for the form (a gone room with no search to refresh); the results show their own.
  const alert = useHotelSelector((s) => (s.matches("search") ? s.context.alert : null));
  useEffect(() => {
    document.title = t`Search hotels`;
  }, [t]);
  return (
    <BookingPage title={showingResults ? <Trans>Choose your hotel</Trans> : <Trans>Find your stay</Trans>} subtitle={<Trans>Hotels, rooms and rates from many suppliers in one search.</Trans>}
      share={showingResults ? { title: t`Hotel results` } : null}
    >
      <div className="space-y-6">
        {alert && <Alert message={alert} tone="info" />}
        {/* A new search (or a restored one) refills the form from the machine. */}
        <HotelSearchFormPanel key={searchKey} compact={showingResults} />
        {/* At least a screen tall from the start, as the flight results: the footer is not in view while the offers
            arrive ("Every page fast on a phone": the page jumped under the visitor's finger when they did). */}
        {showingResults && <div className="min-h-screen"><HotelResults /></div>}
      </div>
    </BookingPage>
  );
}
