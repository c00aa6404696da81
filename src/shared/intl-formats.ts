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
