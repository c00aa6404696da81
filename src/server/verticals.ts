import { activityPlugIn } from "./activities/plug-in";
import type { ServerVertical } from "./bookings/plug-in";
import { carPlugIn } from "./cars/plug-in";
import { flightPlugIn } from "./flights/plug-in";
import { hotelPlugIn } from "./hotels/plug-in";

// The server's registry of verticals (docs/architecture.md "Adding a vertical"): one value per vertical, in the
// shared registry's order (src/shared/verticals.ts). app.ts registers their routes, the back office's lists
// and My trip read their listings and trip descriptions, and the OpenAPI document their tags.
export const SERVER_VERTICALS: readonly ServerVertical[] = [flightPlugIn, hotelPlugIn, carPlugIn, activityPlugIn];

/**
 * The verticals a server runs: the registry's, then those a test server is given (AppOptions.extraVerticals: the
 * airport-transfer fixture in tests/fixtures/transfers proves a vertical plugs in as one value). The product ships
 * no test vertical: production refuses any, as it refuses a fault point (docs/decisions.md "Test verticals").
 */
export function serverVerticals(extra: readonly ServerVertical[], production: boolean): readonly ServerVertical[] {
  if (extra.length === 0) return SERVER_VERTICALS;
  if (production) throw new Error(`Test verticals (${extra.map((v) => v.shared.id).join(", ")}) are refused in production: a server runs SERVER_VERTICALS only.`);
  const taken = new Set<string>(SERVER_VERTICALS.flatMap((v) => [v.shared.id, v.shared.plural]));
  const clash = extra.find((v) => taken.has(v.shared.id) || taken.has(v.shared.plural));
  if (clash) throw new Error(`A test vertical may not replace the registered vertical "${clash.shared.id}".`);
  return [...SERVER_VERTICALS, ...extra];
}
