/** What the build lists for the server to preload in a page's first HTML (src/build/page-preloads.ts). */
export interface PagePreloads {
  /** Each language's compiled catalog (the app loads only the active one). */
  catalogs: Record<string, string>;
  /** A public page's path → its route code not already in index.html. */
  pages: Record<string, string[]>;
  /** The stylesheet of the landing (`/`) and of every other page (src/web/landing.css, styles.css). */
  styles?: { landing: string; app: string };
}

export const PAGE_PRELOADS_FILE = "preloads.json";
