import { countriesResponse, exchangeResponse, type Country, type ExchangeRates } from "../../shared/api/reference";
import { api } from "./client";

export async function getCountries(): Promise<Country[]> {
  return countriesResponse.parse(await api.get("code").json()).data;
}

export async function getExchangeRates(): Promise<ExchangeRates> {
  return exchangeResponse.parse(await api.get("multi-currency/exchange").json()).data;
}
