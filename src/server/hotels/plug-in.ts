import { verticalOf } from "@/shared/verticals";
import type { ServerVertical } from "../bookings/plug-in";
import { hotelListing } from "./listing";
import { registerHotelRoutes } from "./routes";
import { hotelTrip } from "./trip";

// Hotels as the server's composition sees them (src/server/verticals.ts SERVER_VERTICALS).
export const hotelPlugIn: ServerVertical = {
  shared: verticalOf("hotel"),
  apiTag: "Hotel search, rooms and rates, coupons, booking, payment and cancellation (spec B §4)",
  listing: hotelListing,
  trip: hotelTrip,
  register: registerHotelRoutes,
};
