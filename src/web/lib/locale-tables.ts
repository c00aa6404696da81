import type { Language } from "@/shared/constants";
import type { DateTable } from "@/shared/intl-formats";

/** A language's tables (src/build/locale-tables.ts): its country names and its first screens' date formats. */
export interface LocaleTables {
  regions: Readonly<Record<string, string>>;
  dates: Readonly<Record<string, DateTable>>;
}

// One module per language, loaded with its catalog (i18n.ts activateLanguage): the browser's first Intl.DisplayNames,
// Intl.Collator and Intl.DateTimeFormat each load ICU's data, ~200 ms of a phone's start for the first two alone on
// every page naming a country ("Every page fast on a phone").
const MODULES: Record<Language, () => Promise<{ default: LocaleTables }>> = {
  en: () => import("virtual:locale-tables/en"),
  es: () => import("virtual:locale-tables/es"),
  pt: () => import("virtual:locale-tables/pt"),
};

const loaded = new Map<string, LocaleTables>();

/** Loads `language`'s tables (once). */
export async function loadLocaleTables(language: Language): Promise<void> {
  if (!loaded.has(language)) loaded.set(language, (await MODULES[language]()).default);
}

/** `language`'s tables, already at hand (the server's first screen imports every language's). */
export function addLocaleTables(language: Language, tables: LocaleTables): void {
  loaded.set(language, tables);
}

/** The tables of `locale`'s language, if loaded. */
export function localeTablesOf(locale: string): LocaleTables | undefined {
  return loaded.get(locale.split("-")[0] ?? locale);
}
