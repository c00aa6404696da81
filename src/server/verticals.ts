import { activityPlugIn } from "./activities/plug-in";
import type { ServerVertical } from "./bookings/plug-in";
import { carPlugIn } from "./cars/plug-in";
import { flightPlugIn } from "./flights/plug-in";
import { hotelPlugIn } from "./hotels/plug-in";

// The server's registry of verticals (docs/architecture.md "Adding a vertical"): one value per vertical, in the
// shared registry's order (src/shared/verticals.ts). app.ts registers their routes, the back office's lists
// and My trip read their listings and trip descriptions, and the OpenAPI document their tags.
export const SERVER_VERTICALS: readonly ServerVertical[] = [flightPlugIn, hotelPlugIn, carPlugIn, activityPlugIn];
