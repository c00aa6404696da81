/** What the build lists for the server to preload in a page's first HTML (src/build/page-preloads.ts). */
export interface PagePreloads {
  /** Each language's compiled catalog (the app loads only the active one). */
  catalogs: Record<string, string>;
  /** Each language's tables (country names, dates), loaded with its catalog (src/web/lib/locale-tables.ts). */
  tables?: Record<string, string>;
  /** A public page's path → its route code not already in index.html. */
  pages: Record<string, string[]>;
  /** The stylesheet of every page (src/web/styles.css), and of the pages with one of their own (PAGE_SHEETS). */
  styles?: { app: string; pages: Record<string, string> };
}

export const PAGE_PRELOADS_FILE = "preloads.json";

/**
 * The pages drawn from a stylesheet of their own, a part of the app's utilities ("Fast on a phone"): path →
 * the sheet under src/web. The app loads them (src/web/lib/page-styles.ts), the build checks each against its
 * page's first-load modules (src/build/page-preloads.ts), the first HTML links them (src/server/agency/first-html.ts).
 */
export const PAGE_SHEETS = {
  "/": "landing.css",
  "/booknow/flights/search": "flight-search.css",
  "/booknow/hotels/search": "hotel-search.css",
  "/booknow/cars/search": "car-search.css",
  "/booknow/activities/search": "activity-search.css",
} as const;

/** The stylesheet the first HTML links for `path`: its page's own, or the app's. */
export function pageStylesheet(styles: NonNullable<PagePreloads["styles"]>, path: string): string {
  return styles.pages[path] ?? styles.app;
}
