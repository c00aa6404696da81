import type { FlightSearchResult } from "@/shared/api/flight-offers";
import type { FlightSearchRequest } from "@/shared/flights/search-request";
import { checkEach, postChecked } from "./post-checked";

// spec A §7 "Flights" POST flight/search, the flight search page's own call: sent as soon as the machine searches,
// while its answer's schema (zod and src/shared/api) loads beside it (./post-checked.ts).

export async function searchFlights(request: FlightSearchRequest): Promise<FlightSearchResult> {
  const schemas = () => import("@/shared/api/flight-offers");
  const answer = await postChecked("flight/search", request, () => schemas().then((loaded) => loaded.flightSearchResponseOffersUnchecked), 60_000);
  const offers = await checkEach(answer.data.offers, (await schemas()).resultOffer);
  return { ...answer.data, offers };
}
