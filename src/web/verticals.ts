import { activityPlugIn } from "./features/activities/vertical";
import type { ExtraWebVertical, ScreenPage, VerticalScreens, WebVertical } from "./features/booking/plug-in";
import { carPlugIn } from "./features/cars/vertical";
import { flightPlugIn } from "./features/flights/vertical";
import { hotelPlugIn } from "./features/hotels/vertical";
import { EXTRA_WEB_VERTICALS } from "./extra-verticals";
import { verticalOf, type VerticalId } from "@/shared/verticals";

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

type ScreensLoader = () => Promise<VerticalScreens>;

/**
 * The verticals the core's generic routes draw (routes/booknow/$vertical/), by plural: the registry's that give
 * screens, then a test build's extras. A production build refuses extras, as a production server refuses test
 * verticals (src/server/verticals.ts `serverVerticals`); none replaces a registered vertical.
 */
export function screenedVerticals(extra: readonly ExtraWebVertical[], production: boolean): ReadonlyMap<string, ScreensLoader> {
  if (extra.length > 0 && production) {
    throw new Error(`Test verticals (${extra.map((v) => v.shared.id).join(", ")}) are refused in a production build: the web runs WEB_VERTICALS only.`);
  }
  const taken = new Set<string>(WEB_VERTICALS.flatMap((v) => [v.id, verticalOf(v.id).plural]));
  const clash = extra.find((v) => taken.has(v.shared.id) || taken.has(v.shared.plural));
  if (clash) throw new Error(`A test vertical may not replace the registered vertical "${clash.shared.id}".`);
  const own = WEB_VERTICALS.flatMap((v) => (v.screens ? [[verticalOf(v.id).plural, v.screens] as const] : []));
  return new Map<string, ScreensLoader>([...own, ...extra.map((v) => [v.shared.plural, v.screens] as const)]);
}

// Vite's mode: a test build (vite build --mode e2e) may carry extras; the product's build (production) may not.
const SCREENED = screenedVerticals(EXTRA_WEB_VERTICALS, import.meta.env.MODE === "production");
const loaded = new Map<string, Promise<VerticalScreens>>();

/** Whether a generic route's page is a registered vertical's (its plural in any letter case, as spec B writes paths). */
export function hasScreenedVertical(plural: string): boolean {
  return SCREENED.has(plural.toLowerCase());
}

/** The screen of a generic route's page, loaded once per vertical; null: that vertical has no such page. */
export async function screenOf(plural: string, page: ScreenPage): Promise<VerticalScreens[ScreenPage] | null> {
  const key = plural.toLowerCase();
  const load = SCREENED.get(key);
  if (!load) return null;
  let screens = loaded.get(key);
  if (!screens) {
    // A failed load (the network) is tried again when the page is opened again.
    screens = load().catch((error: unknown) => {
      loaded.delete(key);
      throw error;
    });
    loaded.set(key, screens);
  }
  return (await screens)[page] ?? null;
}
