import { createFileRoute } from "@tanstack/react-router";
import { loadBookingRules } from "../../../features/booking/context";
import { hotelWebVertical } from "../../../features/hotels/web-vertical";
import { HotelSearchScreen } from "../../../features/hotels/components/search-page";
import { hotelUrlSearch } from "../../../features/hotels/url-params";

// spec B §2 hotel routes: the public search and results page.
export const Route = createFileRoute("/booknow/hotels/search")({
  validateSearch: hotelUrlSearch,
  // The rules a page with a search (or an offer) in its address checks at once arrive with the page (features/booking/deferred.ts).
  loader: loadBookingRules(hotelWebVertical),
  component: HotelSearchScreen,
});
