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
