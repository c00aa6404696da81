import type { Language } from "@/shared/constants";

type RegionNames = Readonly<Record<string, string>>;

// One table per language, loaded with its catalog (i18n.ts activateLanguage), built from CLDR by the build
// (src/build/region-names.ts): the browser's Intl.DisplayNames cost a phone ~200 ms on every page naming a country
// ("Every page fast on a phone").
const TABLES: Record<Language, () => Promise<{ default: RegionNames }>> = {
  en: () => import("virtual:region-names/en"),
  es: () => import("virtual:region-names/es"),
  pt: () => import("virtual:region-names/pt"),
};

const loaded = new Map<string, RegionNames>();
const orders = new Map<string, ReadonlyMap<string, number>>();
const languageOf = (locale: string) => locale.split("-")[0] ?? locale;

/** Loads `language`'s country names (once). */
export async function loadRegionNames(language: Language): Promise<void> {
  if (!loaded.has(language)) loaded.set(language, (await TABLES[language]()).default);
}

/** `language`'s country names, already at hand (the server's first screen imports every language's). */
export function addRegionNames(language: Language, names: RegionNames): void {
  loaded.set(language, names);
}

/**
 * One country's name in `locale` given its code (e.g. an airport's country), or `fallback`: a code the country list
 * does not have (empty, malformed), or a language whose names are not loaded.
 */
export function countryName(code: string, locale: string, fallback: string): string {
  return loaded.get(languageOf(locale))?.[code.toUpperCase()] ?? fallback;
}

/**
 * Orders countries by their names in `locale` as its collator does: the build's table is in that order, so a list
 * of some 250 countries is sorted without the browser's Intl.Collator, whose first use loads ICU's collation data
 * (~20 ms of an unthrottled page start, "Every page fast on a phone"). A country the table lacks goes by its name.
 */
export function byCountryName<T>(locale: string, codeOf: (item: T) => string, nameOf: (item: T) => string): (a: T, b: T) => number {
  const language = languageOf(locale);
  const table = loaded.get(language);
  let order = orders.get(language);
  if (table && !order) orders.set(language, (order = new Map(Object.keys(table).map((code, i) => [code, i]))));
  return (a, b) => {
    const [x, y] = [order?.get(codeOf(a).toUpperCase()), order?.get(codeOf(b).toUpperCase())];
    if (x !== undefined && y !== undefined) return x - y;
    if (x !== undefined || y !== undefined) return x === undefined ? 1 : -1;
    return nameOf(a).localeCompare(nameOf(b), locale);
  };
}
