import { createContext, use } from "react";
import type { AgencyData } from "@/shared/api/agency";
import type { ExchangeRates } from "@/shared/api/reference";

export interface SiteData {
  agency: AgencyData;
  /** Currencies offered in the selector: the country list's currencies that have a rate. */
  currencies: string[];
  /** Each offered currency's symbol, as the country list gives it. */
  currencySymbols: Readonly<Record<string, string>>;
  rates: ExchangeRates | null;
}

export const SiteContext = createContext<SiteData | null>(null);

export function useSite(): SiteData {
  const site = use(SiteContext);
  if (!site) throw new Error("useSite needs <SiteContext>");
  return site;
}

export function useAgency(): AgencyData {
  return useSite().agency;
}

/** spec A §3: status 'Active' is required to act; otherwise every action is disabled. */
export function useAgencyActive(): boolean {
  return useSite().agency.status === "Active";
}

export function useReference(): Pick<SiteData, "currencies" | "currencySymbols" | "rates"> {
  const { currencies, currencySymbols, rates } = useSite();
  return { currencies, currencySymbols, rates };
}
