// Which stylesheet a page is drawn with ("Fast on a phone"): the pages of PAGE_SHEETS (src/shared/page-preloads.ts:
// the landing, each vertical's search page) have a sheet of their own, a subset of the app's utilities, which their
// first HTML links (src/server/agency/first-html.ts); every other page, and anything those pages load later (the
// login dialog, the agents' menu, the flight results), draws from styles.css, the whole set.
//
// Order: the first page is drawn with the sheet its first HTML links (its own, or styles.css); every other page
// takes styles.css, and no page's own sheet is taken later. Two subsets loaded one after the other could hold
// rules for one element in another order than the app's (the later sheet wins where it holds only some of the
// element's classes); styles.css, the superset loaded last, restores the app's order. A first HTML without a
// stylesheet (an unknown host's page as built, the dev server) takes styles.css too. Vite's loader waits for a
// stylesheet it adds before it resolves, and finds the one the first HTML links, so nothing is drawn unstyled.
let app: Promise<unknown> | null = null;
/** The first page's path when its first HTML links its stylesheet ("" when it links none). */
let first: string | undefined;

/** The whole app's stylesheet. */
export function loadAppStyles(): Promise<unknown> {
  app ??= import("../styles.css");
  return app;
}

/** The stylesheet a path is drawn with: none to wait for on the first page, styles.css on any other. */
export function loadStylesFor(pathname: string): Promise<unknown> | undefined {
  first ??= document.querySelector('link[rel="stylesheet"]') ? pathname : "";
  return first === pathname ? undefined : loadAppStyles();
}

/** A module a page with a sheet of its own loads later, with the whole app's stylesheet. */
export async function withAppStyles<T>(load: Promise<T>): Promise<T> {
  const [module] = await Promise.all([load, loadAppStyles()]);
  return module;
}
