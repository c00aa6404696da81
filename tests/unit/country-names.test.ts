// Country names follow the page's language (es and pt named countries in English before).
import { describe, expect, it } from "vitest";
import { countryName, localizeCountries } from "@/web/lib/countries";

const english = [
  { code: "US", name: "United States" },
  { code: "DE", name: "Germany" },
  { code: "ES", name: "Spain" },
  { code: "AT", name: "Austria" },
];

describe("localizeCountries", () => {
  it("names each country in the locale and sorts by that locale's collator", () => {
    expect(localizeCountries(english, "es").map((c) => c.name)).toEqual(["Alemania", "Austria", "España", "Estados Unidos"]);
    expect(localizeCountries(english, "pt").map((c) => c.name)).toEqual(["Alemanha", "Áustria", "Espanha", "Estados Unidos"]);
  });

  it("keeps each country's code", () => {
    expect(localizeCountries(english, "es").find((c) => c.name === "Alemania")?.code).toBe("DE");
  });
});

describe("countryName", () => {
  it("keeps the given name when the code is not a region Intl knows", () => {
    expect(countryName("", "es", "Nowhere")).toBe("Nowhere");
    expect(countryName("not-a-code", "es", "Nowhere")).toBe("Nowhere");
  });
});
