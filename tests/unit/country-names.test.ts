// Country names follow the page's language (es and pt named countries in English before), from the build's CLDR
// tables (src/build/locale-tables.ts), not the browser's Intl.DisplayNames.
import { beforeAll, describe, expect, it } from "vitest";
import { regionNamesIn } from "@/build/locale-tables";
import { localizeCountries } from "@/web/lib/countries";
import { loadLocaleTables } from "@/web/lib/locale-tables";
import { byCountryName, countryName } from "@/web/lib/region-names";

const english = [
  { code: "US", name: "United States" },
  { code: "DE", name: "Germany" },
  { code: "ES", name: "Spain" },
  { code: "AT", name: "Austria" },
];

beforeAll(() => Promise.all([loadLocaleTables("es"), loadLocaleTables("pt")]));

describe("localizeCountries", () => {
  it("names each country in the locale and sorts by that locale's collator", () => {
    expect(localizeCountries(english, "es").map((c) => c.name)).toEqual(["Alemania", "Austria", "España", "Estados Unidos"]);
    expect(localizeCountries(english, "pt").map((c) => c.name)).toEqual(["Alemanha", "Áustria", "Espanha", "Estados Unidos"]);
  });

  it("keeps each country's code", () => {
    expect(localizeCountries(english, "es").find((c) => c.code === "DE")?.name).toBe("Alemania");
  });
});

describe("countryName", () => {
  it("names a country by its code in either case, as Intl.DisplayNames does", () => {
    expect(countryName("de", "pt", "Germany")).toBe("Alemanha");
    expect(countryName("DE", "es-MX", "Germany")).toBe("Alemania");
    expect(countryName("DE", "es", "Germany")).toBe(new Intl.DisplayNames(["es"], { type: "region" }).of("DE"));
  });

  it("keeps the given name when the code is not a country's, or the language's names are not loaded", () => {
    expect(countryName("", "es", "Nowhere")).toBe("Nowhere");
    expect(countryName("not-a-code", "es", "Nowhere")).toBe("Nowhere");
    expect(countryName("DE", "fr", "Germany")).toBe("Germany");
  });
});

describe("byCountryName", () => {
  it("sorts as the language's collator does, a country the table lacks after the others by its name", () => {
    const list = [{ code: "XX", name: "Zeta" }, { code: "XY", name: "Alfa" }, ...localizeCountries(english, "pt")];
    const sorted = [...list].sort(byCountryName("pt")).map((c) => c.name);
    expect(sorted).toEqual(["Alemanha", "Áustria", "Espanha", "Estados Unidos", "Alfa", "Zeta"]);
    const all = Object.entries(regionNamesIn("es")).map(([code, name]) => ({ code, name }));
    const collator = new Intl.Collator("es");
    expect([...all].reverse().sort(byCountryName("es"))).toEqual([...all].sort((a, b) => collator.compare(a.name, b.name)));
  });
});

describe("the build's tables", () => {
  it("name every country of the country list in each language", () => {
    for (const language of ["en", "es", "pt"]) expect(Object.keys(regionNamesIn(language)).length).toBeGreaterThan(240);
    expect(regionNamesIn("pt").BR).toBe("Brasil");
  });
});
