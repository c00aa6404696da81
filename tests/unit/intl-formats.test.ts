// The kept Intl formatters (src/shared/intl-formats.ts, issue "Every page fast on a phone"): one per locale and
// options, reused, and formatting exactly as a formatter made on the spot.
import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat } from "@/shared/intl-formats";
import { formatMoney, money } from "@/shared/money";

describe("kept Intl formatters", () => {
  it("hand out one formatter per locale and options", () => {
    expect(numberFormat("pt", { style: "currency", currency: "EUR" })).toBe(numberFormat("pt", { style: "currency", currency: "EUR" }));
    expect(numberFormat("pt", { style: "currency", currency: "EUR" })).not.toBe(numberFormat("es", { style: "currency", currency: "EUR" }));
    expect(dateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" })).not.toBe(dateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }));
  });

  it("format as a formatter made on the spot", () => {
    const day = new Date(Date.UTC(2030, 4, 2));
    for (const locale of ["en", "es", "pt"]) {
      expect(dateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(day)).toBe(new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(day));
      expect(formatMoney(money(123456, "USD"), locale)).toBe(new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }).format(1234.56));
      expect(formatMoney(money(1234, "JPY"), locale)).toBe(new Intl.NumberFormat(locale, { style: "currency", currency: "JPY" }).format(1234));
    }
  });
});
