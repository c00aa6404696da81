// URL ↔ state for flights (spec A §2 "Booking routes"): the core's routes (machines/booking/routes.ts)
// on the flight pages. `routeFor` gives the path for a snapshot plus the `FlightRestore` that, passed
// back as the machine's input, restores it after a refresh or from a shared link.
import { routeForState as bookingRouteForState, stepOf, type BookingRestore, type BookingRoute, type RouteContext } from "../booking/routes";

export const FLIGHT_PATHS = {
  search: "/booknow/flights/search",
  details: "/booknow/flights/search-details",
  reservation: "/booknow/flights/reservation-details",
  checkout: "/booknow/flights/checkout",
  confirmation: "/booknow/flights/confirmation",
  // spec A §2 / spec B §2: the protected booking detail page (My trip links here).
  booking: "/flight-details",
} as const;
export type FlightPath = (typeof FLIGHT_PATHS)[keyof typeof FLIGHT_PATHS];

/** The machine's `restore` input: where to start and what to load. */
export type FlightRestore = BookingRestore;
export type FlightRoute = BookingRoute<FlightPath>;

/** Top-level state name → route. Checkout and payment share /checkout; cancel is on /reservation-details. */
export function routeForState(state: string, context: RouteContext): FlightRoute {
  return bookingRouteForState<FlightPath>(FLIGHT_PATHS, state, context);
}

/** The route a snapshot of `flightBookingMachine` belongs on. Pure. */
export function routeFor(snapshot: { value: unknown; context: RouteContext }): FlightRoute {
  return routeForState(stepOf(snapshot.value), snapshot.context);
}
