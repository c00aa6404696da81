import { localeTablesOf } from "./locale-tables";

/**
 * One country's name in `locale` given its code (e.g. an airport's country), or `fallback`: a code the country list
 * does not have (empty, malformed), or a language whose names are not loaded.
 */
export function countryName(code: string, locale: string, fallback: string): string {
  return localeTablesOf(locale)?.regions[code.toUpperCase()] ?? fallback;
}

/** Each language's country codes by their place in its table (the order its collator sorts their names in). */
const orders = new WeakMap<object, ReadonlyMap<string, number>>();

/**
 * Orders countries by their names in `locale` as its collator does: the build's table is in that order, so a list
 * of some 250 countries is sorted without the browser's Intl.Collator, whose first use loads ICU's collation data
 * (~20 ms of an unthrottled page start, "Every page fast on a phone"). A country the table lacks goes by its name.
 */
export function byCountryName(locale: string): (a: { code: string; name: string }, b: { code: string; name: string }) => number {
  const table = localeTablesOf(locale)?.regions;
  let order = table && orders.get(table);
  if (table && !order) orders.set(table, (order = new Map(Object.keys(table).map((code, i) => [code, i]))));
  return (a, b) => {
    const [x, y] = [order?.get(a.code.toUpperCase()), order?.get(b.code.toUpperCase())];
    if (x !== undefined && y !== undefined) return x - y;
    if (x !== undefined || y !== undefined) return x === undefined ? 1 : -1;
    return a.name.localeCompare(b.name, locale);
  };
}
