// "Every page fast on a phone", part 5: a results page opened by address carries its search's first answer in the
// first HTML (src/server/agency/first-html.ts asks the API's own route for it, as the app would), so the app draws the
// first cards without asking, and the first card's photo is preloaded. The call is the web's own (the vertical's
// `firstSearch`, src/web/features/booking/web-vertical.ts): the same code that makes the search actor's request makes
// the one the server sends. The app's search actor takes the answer only for the very request it would send.

/** A search's first call: a POST to /api/{path} with this JSON body. */
export interface FirstSearchCall {
  path: string;
  body: unknown;
}

/** What the first HTML carries for it, under `firstSearchKey(path)` among the page's answers. */
export interface FirstSearchAnswer {
  /** The body the answer was made for: the app takes the answer only for the same body. */
  request: unknown;
  /** The route's answer, as the app would have fetched it (200 only). */
  answer: unknown;
}

/**
 * A results page's search as the server sends it for the page's first HTML (src/web/first-screen.tsx `firstSearchOf`):
 * its call (a hotel search's start with its first poll in the answer) and the photo of the first result its answer
 * shows (preloaded first).
 */
export interface FirstSearch {
  call: FirstSearchCall;
  photo(carried: FirstSearchAnswer): unknown;
}

/** Where among the first answers (keyed by path under /api/) a POST's answer is kept: never a GET's path. */
export const firstSearchKey = (path: string): string => `POST ${path}`;

/** A JSON value written with its object keys sorted: two bodies are the same request when these are equal. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v));
}
