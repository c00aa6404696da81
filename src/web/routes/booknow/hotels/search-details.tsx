import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { detailsPage } from "../../../features/booking/components/step-pages";
import { HotelDetails } from "../../../features/hotels/components/details";
import { hotelUrlSearch } from "../../../features/hotels/url-params";
import { hotelWebVertical } from "../../../features/hotels/web-vertical";

// spec B §2 hotel routes; spec B §6 protects my trip, booking details and checkout, so a hotel's rooms are public.
export const Route = createFileRoute("/booknow/hotels/search-details")({
  validateSearch: hotelUrlSearch,
  component: detailsPage(hotelWebVertical, { title: msg`Hotel details`, subtitle: msg`Choose a room and rate; we check its price before checkout.` }, HotelDetails),
});
