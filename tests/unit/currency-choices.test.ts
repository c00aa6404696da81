// The header's currency selector (src/web/components/currency-selector.tsx) offers the country list's currencies that
// the rates table prices (spec A §3), labelled with the symbol the country list gives each (src/web/state/load-site.ts).
import { describe, expect, it } from "vitest";
import { currencyChoicesOf } from "@/web/state/load-site";

const rates = { base: "USD", rates: { EUR: 0.92, BRL: 5.4, GBP: 0.79 } } as never;

describe("the currencies a visitor may pick", () => {
  it("are the countries' own that the rates price, once each, in order, with the country list's symbol", () => {
    const countries = [
      { currency: "EUR", symbol: "€" },
      { currency: "usd", symbol: "$" },
      { currency: "BRL", symbol: "R$" },
      { currency: "EUR", symbol: "EUR" },
      // Not priced by the rates table: not offered.
      { currency: "AFN", symbol: "؋" },
      // Not a currency code.
      { currency: "", symbol: "" },
    ];
    expect(currencyChoicesOf(countries, rates)).toEqual({ currencies: ["BRL", "EUR", "USD"], currencySymbols: { EUR: "€", USD: "$", BRL: "R$" } });
  });

  it("are none without a rates table", () => {
    expect(currencyChoicesOf([{ currency: "USD", symbol: "$" }], null)).toEqual({ currencies: [], currencySymbols: {} });
  });
});
