import type { ExtraWebVertical } from "./features/booking/plug-in";

// The test verticals a build registers beside WEB_VERTICALS (docs/decisions.md "Test verticals"): none in the
// product. A test build given WEB_TEST_VERTICALS (a module exporting the same name) has this file replaced by that
// module (vite.config.ts `testVerticals`), into a dist folder of its own; src/web/verticals.ts refuses any extra in a
// production build.
export const EXTRA_WEB_VERTICALS: readonly ExtraWebVertical[] = [];
