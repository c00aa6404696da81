import { verticalOf } from "@/shared/verticals";
import type { ServerVertical } from "../bookings/plug-in";
import { flightListing } from "./listing";
import { registerFlightRoutes } from "./routes";
import { flightTrip } from "./trip";

// Flights as the server's composition sees them (src/server/verticals.ts SERVER_VERTICALS).
export const flightPlugIn: ServerVertical = {
  shared: verticalOf("flight"),
  apiTag: "Flight search, fare rules, hold, payment (3-D Secure), ticketing and cancellation (spec B §3)",
  listing: flightListing,
  trip: flightTrip,
  register: registerFlightRoutes,
};
