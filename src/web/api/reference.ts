import type { Country, ExchangeRates } from "@/shared/api/reference";
import type { VisitorCountry } from "@/shared/api/visitor";
import { FIRST_LOAD_PATHS } from "@/shared/first-answers";
import { getChecked } from "./first-load";

// The root loader waits for these on every page's first load: fetched and checked as ./first-load.ts says.
const reference = () => import("@/shared/api/reference");

export async function getCountries(): Promise<Country[]> {
  return (await getChecked(FIRST_LOAD_PATHS.countries, () => reference().then((module) => module.countriesResponse))).data;
}

export async function getExchangeRates(): Promise<ExchangeRates> {
  return (await getChecked(FIRST_LOAD_PATHS.exchangeRates, () => reference().then((module) => module.exchangeResponse))).data;
}

/** GET /api/visitor/country: the visitor's country from their address (spec A §3), else the default. */
export async function getVisitorCountry(): Promise<VisitorCountry> {
  return (await getChecked(FIRST_LOAD_PATHS.visitorCountry, () => import("@/shared/api/visitor").then((module) => module.visitorCountryResponse))).data;
}
