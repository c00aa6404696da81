import type { FlightSearchResult } from "../../shared/api/flight-offers";
import type { FlightSearchRequest } from "../../shared/flights/search-request";
import { postChecked } from "./post-checked";

// spec A §7 "Flights" POST flight/search, the flight search page's own call: sent as soon as the machine searches,
// while its answer's schema (zod and src/shared/api) loads beside it (./post-checked.ts).

export async function searchFlights(request: FlightSearchRequest): Promise<FlightSearchResult> {
  const answer = await postChecked("flight/search", request, () => import("../../shared/api/flight-offers").then((schemas) => schemas.flightSearchResponse), 60_000);
  return answer.data;
}
