import { createFileRoute } from "@tanstack/react-router";
import { loadBookingRules } from "../../../features/booking/context";
import { hotelWebVertical } from "../../../features/hotels/web-vertical";
import { HotelDetailsScreen } from "../../../features/hotels/components/details-page";
import { hotelUrlSearch } from "../../../features/hotels/url-params";

// spec B §2 hotel routes; spec B §6 protects my trip, booking details and checkout, so a hotel's rooms are public.
export const Route = createFileRoute("/booknow/hotels/search-details")({
  validateSearch: hotelUrlSearch,
  // The rules a page with a search (or an offer) in its address checks at once arrive with the page (features/booking/deferred.ts).
  loader: loadBookingRules(hotelWebVertical),
  component: HotelDetailsScreen,
});
