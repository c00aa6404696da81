import type { Country, ExchangeRates } from "@/shared/api/reference";
import type { VisitorCountry } from "@/shared/api/visitor";
import { FIRST_LOAD_PATHS } from "@/shared/first-answers";
import { answerStatus, getChecked } from "./first-load";

// The root loader waits for these on every page's first load: fetched and checked as ./first-load.ts says.
const reference = () => import("@/shared/api/reference");

let countriesOnce: Promise<Country[]> | null = null;

/**
 * The country list, asked once a page (a failure is asked again next time): the root loader and the forms that list
 * countries (a hotel search's nationality) share it, so the answer the first HTML carries serves both and neither asks
 * the server again ("Every page fast on a phone", part 5: a hotel search by address fetched /api/code after it).
 */
export function getCountries(): Promise<Country[]> {
  countriesOnce ??= getChecked(FIRST_LOAD_PATHS.countries, () => reference().then((module) => module.countriesResponse)).then(
    (answer) => answer.data,
    (error: unknown) => {
      countriesOnce = null;
      throw error;
    },
  );
  return countriesOnce;
}

export async function getExchangeRates(): Promise<ExchangeRates> {
  return (await getChecked(FIRST_LOAD_PATHS.exchangeRates, () => reference().then((module) => module.exchangeResponse))).data;
}

/** GET /api/visitor/country: the visitor's country from their address (spec A §3), else the default. */
export async function getVisitorCountry(): Promise<VisitorCountry> {
  return (await getChecked(FIRST_LOAD_PATHS.visitorCountry, () => import("@/shared/api/visitor").then((module) => module.visitorCountryResponse))).data;
}

/**
 * Whether the embedded mailbox is served (demo mode without SMTP): where a new user's verification mail goes.
 * Its list answers only then (src/server/mail/routes.ts); elsewhere it is a 404, so the page asks it directly.
 */
export async function isMailboxServed(): Promise<boolean> {
  try {
    await getChecked("mailbox", () => import("@/shared/api/mailbox").then((module) => module.mailboxListResponse));
    return true;
  } catch (error) {
    if (answerStatus(error) === 404) return false;
    throw error;
  }
}
