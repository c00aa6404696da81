import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { FlightDetails } from "../../../../features/flights/components/details";
import { detailsPage } from "../../../../features/booking/components/step-pages";
import { flightUrlSearch } from "../../../../features/flights/url-params";
import { flightWebVertical } from "../../../../features/flights/web-vertical";

// spec A §2: search-details is protected (the _auth layout guards it).
export const Route = createFileRoute("/_auth/booknow/flights/search-details")({
  validateSearch: flightUrlSearch,
  component: detailsPage(flightWebVertical, { title: msg`Flight details`, subtitle: msg`Review the itinerary, fare conditions and price.` }, FlightDetails),
});
