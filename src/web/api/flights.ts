// spec A §7 "Flights", finding one: one small function per endpoint, each answer parsed with its shared schema
// (booking one: ./flight-bookings.ts, so the results and details pages do not load the booking's schemas). Every
// function rejects with an `ApiFailure` (the machines' guards read httpStatus), never a ky HTTPError; the conversion
// is ./call.ts's `toFailure`, the one place it happens.
import { airportsResponse, fareRulesResponse, flightStoreResponse, repriceResponse, type AirportSuggestion, type FareRules, type FlightSearchRequest, type RepriceResult } from "@/shared/api/flights";
import { call } from "./call";
import { api } from "./client";

export async function searchAirports(search: string, signal?: AbortSignal): Promise<AirportSuggestion[]> {
  const searchParams = { search, limit: "10" };
  return (await call(airportsResponse, () => api.get("flight/airports", { searchParams, signal }).json())).data;
}

export async function storeFlightSearch(search: FlightSearchRequest, url: string): Promise<void> {
  await call(flightStoreResponse, () => api.post("flight/flightStore", { json: { search, url } }).json());
}

export async function getFareRules(offerId: string): Promise<FareRules> {
  return (await call(fareRulesResponse, () => api.post("flight/fareRules", { json: { offerId } }).json())).data;
}

/** An expired offer rejects with httpStatus 410 (the machine's isOfferExpired guard). */
/** `clientId` prices an agent's booking for one of the agency's clients. */
export async function repriceOffer(offerId: string, clientId?: string | null): Promise<RepriceResult> {
  return (
    await call(repriceResponse, () =>
      api
        .post("flight/reprice", {
          json: { offerId, ...(clientId ? { clientId } : {}) },
        })
        .json(),
    )
  ).data;
}
