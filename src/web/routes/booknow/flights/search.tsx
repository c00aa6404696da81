import { createFileRoute } from "@tanstack/react-router";
import { loadBookingRules } from "../../../features/booking/context";
import { FlightSearchScreen } from "../../../features/flights/components/search-page";
import { flightUrlSearch } from "../../../features/flights/url-params";
import { flightWebVertical } from "../../../features/flights/web-vertical";

export const Route = createFileRoute("/booknow/flights/search")({
  validateSearch: flightUrlSearch,
  loader: loadBookingRules(flightWebVertical),
  component: FlightSearchScreen,
});
