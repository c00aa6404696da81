// "Fast on a phone": the answers every page's first load waits for (the agency, the countries and their
// currencies, the exchange rates, the visitor's country) travel inside the first HTML, so the app draws as
// soon as its code runs instead of asking for them after it (src/server/http/first-html.ts writes them,
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
 * the flight search form, at their plain address (a query other than the language names a search, a saved
 * checkout or a proposal, which the app draws from its answers).
 */
export const FIRST_SCREEN_PATHS = ["/", "/booknow/flights/search"] as const;
export type FirstScreenPath = (typeof FIRST_SCREEN_PATHS)[number];

/** Whether the server draws this page's first screen: one of those paths, with no query but `lng`. */
export function firstScreenPath(path: string, query: URLSearchParams): FirstScreenPath | null {
  const plain = [...query.keys()].every((key) => key === "lng");
  return plain ? (FIRST_SCREEN_PATHS.find((known) => known === path) ?? null) : null;
}
