// URL ↔ state for flights (spec A §2 "Booking routes"): the core's routes (machines/booking/routes.ts)
// on the flight pages (`routeForState(FLIGHT_PATHS, state, context)` gives the path plus the `FlightRestore` that,
// passed back as the machine's input, restores it after a refresh or from a shared link).
import type { BookingRestore } from "../booking/routes";

export const FLIGHT_PATHS = {
  search: "/booknow/flights/search",
  details: "/booknow/flights/search-details",
  reservation: "/booknow/flights/reservation-details",
  checkout: "/booknow/flights/checkout",
  confirmation: "/booknow/flights/confirmation",
  // spec A §2 / spec B §2: the protected booking detail page (My trip links here).
  booking: "/flight-details",
} as const;

/** The machine's `restore` input: where to start and what to load. */
export type FlightRestore = BookingRestore;
