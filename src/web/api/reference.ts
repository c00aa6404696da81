import { countriesResponse, exchangeResponse, type Country, type ExchangeRates } from "../../shared/api/reference";
import { healthResponse } from "../../shared/api/health";
import { visitorCountryResponse, type VisitorCountry } from "../../shared/api/visitor";
import { api } from "./client";

export async function getCountries(): Promise<Country[]> {
  return countriesResponse.parse(await api.get("code").json()).data;
}

export async function getExchangeRates(): Promise<ExchangeRates> {
  return exchangeResponse.parse(await api.get("multi-currency/exchange").json()).data;
}

/** GET /api/visitor/country: the visitor's country from their address (spec A §3), else the default. */
export async function getVisitorCountry(): Promise<VisitorCountry> {
  return visitorCountryResponse.parse(await api.get("visitor/country").json()).data;
}

/** Whether the embedded mailbox is served (demo mode without SMTP): where a new user's verification mail goes. */
export async function isMailboxServed(): Promise<boolean> {
  return healthResponse.parse(await api.get("health").json()).data.mailbox;
}
