import { createFileRoute } from "@tanstack/react-router";
import { FlightSearchScreen } from "../../../features/flights/components/search-page";
import { flightUrlSearch } from "../../../features/flights/url-params";

export const Route = createFileRoute("/booknow/flights/search")({
  validateSearch: flightUrlSearch,
  component: FlightSearchScreen,
});
