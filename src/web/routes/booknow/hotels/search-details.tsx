import { createFileRoute } from "@tanstack/react-router";
import { HotelDetailsScreen } from "../../../features/hotels/components/details-page";
import { hotelUrlSearch } from "../../../features/hotels/url-params";

// spec B §2 hotel routes; spec B §6 protects my trip, booking details and checkout, so a hotel's rooms are public.
export const Route = createFileRoute("/booknow/hotels/search-details")({
  validateSearch: hotelUrlSearch,
  component: HotelDetailsScreen,
});
