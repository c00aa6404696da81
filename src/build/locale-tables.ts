import type { Plugin } from "vite";
import worldCountries from "world-countries";
import { formatByTable, TABLED_DATE_FORMATS, type DateTable } from "../shared/intl-formats.ts";

const PREFIX = "virtual:locale-tables/";
const RESOLVED = "\0locale-tables:";

/**
 * Every country of the country list (spec A §3, world-countries) named in `language` by CLDR, as the build's Node
 * has it (Intl.DisplayNames): code → name in the names' alphabetical order, the codes CLDR has no name for left out.
 */
export function regionNamesIn(language: string): Record<string, string> {
  const names = new Intl.DisplayNames([language], { type: "region", fallback: "none" });
  const named = worldCountries.flatMap(({ cca2 }) => {
    const name = names.of(cca2);
    return name ? [[cca2, name] as const] : [];
  });
  // In the language's alphabetical order (its collator's): the app's lists keep the table's order, no collator of
  // their own to make (src/web/lib/region-names.ts byCountryName).
  const collator = new Intl.Collator(language);
  return Object.fromEntries(named.sort((a, b) => collator.compare(a[1], b[1])));
}

const DAY_MS = 86_400_000;
/** Two years of days: every weekday in every month, a leap day. */
const CHECKED_DAYS = Array.from({ length: 731 }, (_, i) => new Date(Date.UTC(2031, 0, 1) + i * DAY_MS));

/**
 * `options` in `language` written out as Intl formats it (UTC), or null when its output is not a fixed pattern of
 * names and plain numbers: checked against Intl on every day of two years.
 */
export function dateTableIn(language: string, options: Intl.DateTimeFormatOptions): DateTable | null {
  const format = new Intl.DateTimeFormat(language, { ...options, timeZone: "UTC" });
  const partsOf = (date: Date) => format.formatToParts(date);
  const first = partsOf(CHECKED_DAYS[0] ?? new Date(0));
  if (first.some((part) => !["literal", "weekday", "day", "month", "year"].includes(part.type))) return null;
  const table: DateTable = {
    parts: first.map((part) => (part.type === "literal" ? (["literal", part.value] as const) : ([part.type] as ["weekday" | "day" | "month" | "year"]))),
    weekdays: Array.from({ length: 7 }, (_, day) => partsOf(new Date(Date.UTC(2031, 0, 5 + day))).find((part) => part.type === "weekday")?.value ?? ""),
    months: Array.from({ length: 12 }, (_, month) => partsOf(new Date(Date.UTC(2031, month, 1))).find((part) => part.type === "month")?.value ?? ""),
  };
  const same = CHECKED_DAYS.every((date) => formatByTable(table, date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()) === format.format(date));
  return same ? table : null;
}

/** A language's tables: its country names, and its first screens' date formats by their options' JSON. */
export function localeTablesIn(language: string): { regions: Record<string, string>; dates: Record<string, DateTable> } {
  const dates: Record<string, DateTable> = {};
  for (const options of TABLED_DATE_FORMATS) {
    const table = dateTableIn(language, options);
    if (table) dates[JSON.stringify(options)] = table;
  }
  return { regions: regionNamesIn(language), dates };
}

/**
 * `virtual:locale-tables/<language>`: the countries' names in that language and the search forms' date formats,
 * tables the app reads (src/web/lib/locale-tables.ts) instead of making the browser's Intl.DisplayNames, Intl.Collator
 * and Intl.DateTimeFormat. The browser's first one of each loads ICU's data: the region names 49 ms of an unthrottled
 * page start (~200 ms on a phone), the calendar's 37–49 ms, on every page that names a country or a date in its first
 * screen ("Every page fast on a phone"). A Node without that language's data (a small-icu build) would name every
 * country in English: refused. A date format whose output is no fixed pattern is left to Intl (a warning).
 */
export function localeTables(): Plugin {
  return {
    name: "waypoint:locale-tables",
    resolveId: (id) => (id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : null),
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const language = id.slice(RESOLVED.length);
      const tables = localeTablesIn(language);
      if (language !== "en" && tables.regions.DE === regionNamesIn("en").DE) this.error(`this Node's ICU has no country names in "${language}" (a full-icu Node is needed)`);
      const missing = TABLED_DATE_FORMATS.filter((options) => !tables.dates[JSON.stringify(options)]);
      if (missing.length) this.warn(`"${language}" formats ${missing.map((options) => JSON.stringify(options)).join(", ")} with no fixed pattern: left to Intl.DateTimeFormat`);
      return `export default ${JSON.stringify(tables)};`;
    },
  };
}
