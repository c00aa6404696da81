import { verticalOf } from "@/shared/verticals";
import type { ServerVertical } from "../bookings/plug-in";
import { carListing } from "./listing";
import { registerCarRoutes } from "./routes";
import { carTrip } from "./trip";

// Cars as the server's composition sees them (src/server/verticals.ts SERVER_VERTICALS).
export const carPlugIn: ServerVertical = {
  shared: verticalOf("car"),
  apiTag: "Car rental search, extras, booking, payment and cancellation (spec B §5)",
  listing: carListing,
  trip: carTrip,
  register: registerCarRoutes,
};
