// "Fast on a phone": the answers every page's first load waits for (the agency, the countries and their
// currencies, the exchange rates, the visitor's country) travel inside the first HTML, so the app draws as
// soon as its code runs instead of asking for them after it (src/server/agency/first-html.ts writes them,
// src/web/api/first-answers.ts reads them). Paths are under /api/.

/** The id of the JSON script element that carries them. */
export const FIRST_ANSWERS_ID = "first-answers";

/** Each first-load call's path, as the server routes and the app's calls name it. */
export const FIRST_LOAD_PATHS = {
  agency: "agency",
  countries: "code",
  exchangeRates: "multi-currency/exchange",
  visitorCountry: "visitor/country",
} as const;

/**
 * The pages whose first screen the server draws into the first HTML (src/web/first-screen.tsx): the landing and
 * each vertical's search page, at their plain address or with a search in it: the form filled in and the results'
 * place, which the app fills once the offers arrive. Any other key names something the app draws from its own
 * answers (a saved checkout, a proposal, an offer's details).
 */
export const FIRST_SCREEN_PATHS = ["/", "/booknow/flights/search", "/booknow/hotels/search", "/booknow/cars/search", "/booknow/activities/search"] as const;
export type FirstScreenPath = (typeof FIRST_SCREEN_PATHS)[number];

/**
 * The query keys each page may carry and still be drawn (`lng` on every page): a search, as each vertical writes it
 * (spec A §2 "Booking routes", spec B §2).
 */
export const FIRST_SCREEN_QUERY_KEYS: Record<FirstScreenPath, readonly string[]> = {
  "/": [],
  "/booknow/flights/search": ["trip", "legs", "ret", "adt", "chd", "inf", "cabin"],
  "/booknow/hotels/search": ["dest", "name", "type", "code", "in", "out", "rooms", "nat"],
  "/booknow/cars/search": ["q"],
  "/booknow/activities/search": ["dest", "name", "date", "adt", "chd", "sort", "tags"],
};

/** The page the server draws for this address (one of FIRST_SCREEN_PATHS, with no query key but its own and `lng`), else null. */
export function firstScreenPath(path: string, query: URLSearchParams): FirstScreenPath | null {
  const page = FIRST_SCREEN_PATHS.find((known) => known === path);
  if (!page) return null;
  const allowed = FIRST_SCREEN_QUERY_KEYS[page];
  return [...query.keys()].every((key) => key === "lng" || allowed.includes(key)) ? page : null;
}
