import { activityPlugIn } from "./features/activities/vertical";
import type { WebVertical } from "./features/booking/plug-in";
import { carPlugIn } from "./features/cars/vertical";
import { flightPlugIn } from "./features/flights/vertical";
import { hotelPlugIn } from "./features/hotels/vertical";
import type { VerticalId } from "../shared/verticals";

// The web's registry of verticals (docs/architecture.md "Adding a vertical"): one value per vertical, in the
// shared registry's order (src/shared/verticals.ts). The pages that compose verticals (booking tabs, landing,
// My trip, unfinished checkouts, the back office's links and cancellation) iterate it and name none.
export const WEB_VERTICALS: readonly WebVertical[] = [flightPlugIn, hotelPlugIn, carPlugIn, activityPlugIn];

const byId = new Map(WEB_VERTICALS.map((vertical) => [vertical.id, vertical]));

/** A vertical's web value; every id of the shared registry has one (tests/unit/vertical-registry.test.ts). */
export function webVerticalOf(id: VerticalId): WebVertical {
  const vertical = byId.get(id);
  if (!vertical) throw new Error(`no web vertical registered for ${id}`);
  return vertical;
}
