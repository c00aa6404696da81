import type { ExchangeRates } from "@/shared/api/reference";
import { formatMoney as formatWithIntl, fromMajor, minorUnitDigits, money, toMajor, type Money } from "@/shared/money";

/** Formats integer minor units for the active locale: 123456 USD → "$1,234.56" (en), "US$ 1.234,56" (pt). */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = minorUnitDigits(currency);
  return formatWithIntl(money(minor, currency), locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/**
 * Converts an amount through the rates table (units per 1 base currency). Null when either
 * currency has no rate, so the caller keeps showing the original currency, never a wrong number.
 */
export function convertMoney(amount: Money, to: string, table: ExchangeRates): Money | null {
  if (amount.currency === to) return amount;
  const rateOf = (code: string) => (code === table.base ? 1 : table.rates[code]);
  const fromRate = rateOf(amount.currency);
  const toRate = rateOf(to);
  if (fromRate === undefined || toRate === undefined) return null;
  const major = (toMajor(amount) / fromRate) * toRate;
  return fromMajor(major.toFixed(minorUnitDigits(to) + 2), to);
}
