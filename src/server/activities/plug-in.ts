import { verticalOf } from "@/shared/verticals";
import type { ServerVertical } from "../bookings/plug-in";
import { activityListing } from "./listing";
import { registerActivityRoutes } from "./routes";
import { activityTrip } from "./trip";

// Activities as the server's composition sees them (src/server/verticals.ts SERVER_VERTICALS).
export const activityPlugIn: ServerVertical = {
  shared: verticalOf("activity"),
  apiTag: "Activity destinations, search, availability, booking, payment and cancellation",
  listing: activityListing,
  trip: activityTrip,
  register: registerActivityRoutes,
};
