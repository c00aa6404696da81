// Which stylesheet a page needs ("Fast on a phone"): the landing draws from landing.css, a subset of the app's
// utilities; every other page, and anything the landing loads later (the login dialog, the agents' menu, the
// provider's page), from styles.css, the whole set. The first HTML already links the one its path needs
// (src/server/http/first-html.ts), so on a first load these resolve at once; Vite's loader waits for a
// stylesheet it adds before it resolves, so nothing is drawn unstyled.
//
// Once styles.css is in, the landing does not take landing.css again: the later sheet would win over
// styles.css where the two hold rules for one element in another order.
let app: Promise<unknown> | null = null;
let landing: Promise<unknown> | null = null;

/** The whole app's stylesheet. */
export function loadAppStyles(): Promise<unknown> {
  app ??= import("../styles.css");
  return app;
}

/** The stylesheet a path is drawn with. */
export function loadStylesFor(pathname: string): Promise<unknown> {
  if (pathname !== "/" || app) return loadAppStyles();
  landing ??= import("../landing.css");
  return landing;
}

/** A module the landing loads later, with the whole app's stylesheet. */
export async function withAppStyles<T>(load: Promise<T>): Promise<T> {
  const [module] = await Promise.all([load, loadAppStyles()]);
  return module;
}
