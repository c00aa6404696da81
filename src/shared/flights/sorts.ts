import type { ResultOffer } from "../api/flights";

// spec A §4 result sorts, without zod: the flight machine and the results' filters use them in the search page's
// first load (src/shared/api/flights.ts re-exports them for the server).

export const FLIGHT_SORTS = ["Cheapest", "Quickest", "Best"] as const;
export type FlightSort = (typeof FLIGHT_SORTS)[number];

/**
 * spec A §4 "Best (a combination)": price and first-leg duration, each relative to the
 * cheapest and quickest of the list, weighted equally. Lower is better. Shared so the server's
 * bestFlight card and the client's Best sort agree.
 */
export function bestScore(offer: Pick<ResultOffer, "totalAmount" | "flights">, cheapest: number, quickest: number): number {
  const duration = offer.flights[0]?.duration ?? Number.POSITIVE_INFINITY;
  return offer.totalAmount.amount / Math.max(1, cheapest) + duration / Math.max(1, quickest);
}
