import type { AgencyData } from "@/shared/api/agency";
import type { Country, ExchangeRates } from "@/shared/api/reference";
import { messages } from "@/shared/messages";
import { getAgencyForHost } from "../api/agency";
import { setAgencyKey } from "../api/request-headers";
import { errorMessage } from "../api/errors";
import { DEFAULT_COUNTRY, type CountryChoice } from "@/shared/constants";
import { getCountries, getExchangeRates, getVisitorCountry } from "../api/reference";
import { applyAgencyLanguage, i18n } from "../i18n";
import { toastError } from "../lib/toasts";

// The agency and the reference tables do not change while the page is open, so the
// root loader asks once and every later navigation reuses the answer.
let agencyOnce: Promise<AgencyData | null> | null = null;
let referenceOnce: Promise<Reference> | null = null;

/**
 * The reference tables as the site uses them: the currencies a visitor may pick, the rates, and the country list
 * ([] when it failed), which the forms that list countries take from here ("Every page fast on a phone", part 5: the
 * first HTML's answer is read once, and a hotel search by address asked /api/code again after it).
 */
interface Reference {
  currencies: string[];
  currencySymbols: Readonly<Record<string, string>>;
  rates: ExchangeRates | null;
  countries: Country[];
}

export function loadAgency(): Promise<AgencyData | null> {
  agencyOnce ??= getAgencyForHost().then(
    async (agency) => {
      if (agency) {
        setAgencyKey(agency._id);
        await applyAgencyLanguage(agency.defaultLanguage);
      }
      return agency;
    },
    (error: unknown) => {
      agencyOnce = null;
      throw error;
    },
  );
  return agencyOnce;
}

/** The agency as the website settings just saved it: the next render of every page shows it, no reload. */
export function replaceAgency(agency: AgencyData): void {
  agencyOnce = Promise.resolve(agency);
}

async function fetchReference(): Promise<Reference> {
  const [countries, rates] = await Promise.all([
    getCountries().catch(() => []),
    getExchangeRates().catch(async (error: unknown) => {
      // spec A §8: exchange rate failure → the server's message or 'Something went wrong'.
      toastError(await errorMessage(error, i18n._(messages.somethingWentWrong)));
      return null;
    }),
  ]);
  return { ...currencyChoicesOf(countries, rates), rates, countries };
}

/**
 * The currencies a visitor may pick: the countries' own that the rates table prices (spec A §3), and each one's
 * symbol as the country list gives it (the selector's labels).
 */
export function currencyChoicesOf(countries: readonly Pick<Country, "currency" | "symbol">[], rates: ExchangeRates | null): Pick<Reference, "currencies" | "currencySymbols"> {
  const priced = new Set(rates ? [rates.base, ...Object.keys(rates.rates)] : []);
  const currencySymbols: Record<string, string> = {};
  for (const country of countries) {
    const code = country.currency.toUpperCase();
    if (/^[A-Z]{3}$/.test(code) && priced.has(code)) currencySymbols[code] ??= country.symbol;
  }
  return { currencies: Object.keys(currencySymbols).sort(), currencySymbols };
}

let visitorOnce: Promise<CountryChoice> | null = null;
let visitor: CountryChoice = DEFAULT_COUNTRY;

/**
 * spec A §3: the visitor's country, from their address, else the United States (a failed lookup is not worth
 * a message: the default is what the site used before). The search forms start from it.
 */
export function loadVisitorCountry(): Promise<CountryChoice> {
  visitorOnce ??= getVisitorCountry().then(
    ({ country, name }) => (visitor = { alpha2Code: country, name }),
    () => DEFAULT_COUNTRY,
  );
  return visitorOnce;
}

/** The visitor's country as loaded so far (the default until the lookup answers). */
export function visitorCountry(): CountryChoice {
  return visitor;
}

export function loadReference(): Promise<Reference> {
  referenceOnce ??= fetchReference();
  return referenceOnce;
}
