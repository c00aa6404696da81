// URL ↔ state (spec A §2 "Booking routes"): `routeFor` gives the path for a snapshot plus the
// `FlightRestore` that, passed back as the machine's input, restores it after a refresh or from a
// shared link. The web puts `restore` into the route's zod-validated search params.
import type { FlightSearchRequest } from "../../src/shared/api/flights";

export const FLIGHT_PATHS = {
  search: "/booknow/flights/search",
  details: "/booknow/flights/search-details",
  reservation: "/booknow/flights/reservation-details",
  checkout: "/booknow/flights/checkout",
  confirmation: "/booknow/flights/confirmation",
} as const;
export type FlightPath = (typeof FLIGHT_PATHS)[keyof typeof FLIGHT_PATHS];

export type FlightStep = "search" | "results" | "details" | "checkout" | "confirmation";

/** The machine's `restore` input: where to start and what to load. */
export interface FlightRestore {
  step: FlightStep;
  /** A search request (validated again by the machine). */
  searchParams?: unknown;
  offerId?: string;
  referenceNumber?: string;
}

export interface FlightRoute {
  path: FlightPath;
  restore: FlightRestore;
}

interface RouteContext {
  search: FlightSearchRequest | null;
  offerId: string | null;
  referenceNumber: string | null;
}

function withSearch(step: FlightStep, context: RouteContext, extra: Partial<FlightRestore> = {}): FlightRestore {
  return { step, ...(context.search ? { searchParams: context.search } : {}), ...extra };
}

/** Top-level state name → route. Checkout and payment share /checkout; cancel is on /reservation-details. */
export function routeForState(state: string, context: RouteContext): FlightRoute {
  switch (state) {
    case "searching":
    case "results":
      return { path: FLIGHT_PATHS.search, restore: withSearch("results", context) };
    case "details":
      return { path: FLIGHT_PATHS.details, restore: withSearch("details", context, context.offerId ? { offerId: context.offerId } : {}) };
    case "checkout":
    case "payment":
      return { path: FLIGHT_PATHS.checkout, restore: withSearch("checkout", context, context.offerId ? { offerId: context.offerId } : {}) };
    case "confirmation":
    case "cancel": {
      const restore: FlightRestore = { step: "confirmation", ...(context.referenceNumber ? { referenceNumber: context.referenceNumber } : {}) };
      return { path: state === "cancel" ? FLIGHT_PATHS.reservation : FLIGHT_PATHS.confirmation, restore };
    }
    default:
      return { path: FLIGHT_PATHS.search, restore: withSearch("search", context) };
  }
}

/** The route a snapshot of `flightBookingMachine` belongs on. Pure. */
export function routeFor(snapshot: { value: unknown; context: RouteContext }): FlightRoute {
  const state = typeof snapshot.value === "string" ? snapshot.value : Object.keys(snapshot.value as object)[0] ?? "search";
  return routeForState(state, snapshot.context);
}
