// Intl formatters made once per locale and options, then reused (issue "Every page fast on a phone": a filter
// click on a results list). Making an Intl.NumberFormat or DateTimeFormat loads and compiles the locale's patterns,
// about a hundred times the cost of formatting with one; the results pages made one per price, date and duration
// drawn: every card, every filter option's lowest price, on every filter or sort. A handful of locales and option
// sets are ever used, so the kept formatters stay few.

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** Options are written by the code (never by a user): their JSON is a small, stable key. */
const keyOf = (locale: string, options: object | undefined) => `${locale}|${options ? JSON.stringify(options) : ""}`;

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = keyOf(locale, options);
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/**
 * The date formats the search forms draw in their first screen (the date picker's label, components/booking), which the
 * build writes out per language (src/build/locale-tables.ts) so that a page's first render formats its dates without
 * the browser's first Intl.DateTimeFormat (ICU's calendar data loaded: 37–49 ms of an unthrottled start, "Every page
 * fast on a phone"). Each is found by its JSON: callers write these options in this order.
 */
export const TABLED_DATE_FORMATS = [
  { day: "numeric", month: "short" },
  { weekday: "short", day: "numeric", month: "short", year: "numeric" },
] as const satisfies readonly Intl.DateTimeFormatOptions[];

/** A date format written out for a language: its parts in order (a literal's text, or a field), and its names. */
export interface DateTable {
  parts: readonly (readonly ["literal", string] | readonly ["weekday" | "day" | "month" | "year"])[];
  /** By the day of the week, Sunday first (Date's getUTCDay). */
  weekdays: readonly string[];
  /** By month, January first. */
  months: readonly string[];
}

/** A calendar date in a written-out format (TABLED_DATE_FORMATS). */
export function formatByTable(table: DateTable, year: number, month: number, day: number): string {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return table.parts
    .map((part) => {
      switch (part[0]) {
        case "literal":
          return part[1];
        case "weekday":
          return table.weekdays[weekday] ?? "";
        case "month":
          return table.months[month - 1] ?? "";
        case "day":
          return String(day);
        case "year":
          return String(year);
      }
    })
    .join("");
}
