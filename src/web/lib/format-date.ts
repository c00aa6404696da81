import { useLingui } from "@lingui/react/macro";
import { dateTimeFormat, formatByTable } from "@/shared/intl-formats";
import { localeTablesOf } from "./locale-tables";

/**
 * "Tue, 2 May 2030" in the active locale, read as a calendar date (no time zone shift). Its own module, apart from the
 * date picker's, so that a page that shows a date and no picker (a folded search's line, a review) loads no picker.
 */
export function useFormatDate(): (iso: string, options?: Intl.DateTimeFormatOptions) => string {
  const { i18n } = useLingui();
  return (iso, options = { weekday: "short", day: "numeric", month: "short", year: "numeric" }) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
    const [y = 2000, m = 1, d = 1] = iso.split("-").map(Number);
    // The search forms' formats are written out per language (lib/locale-tables.ts): their first render makes no
    // Intl.DateTimeFormat, whose first one loads ICU's calendar data ("Every page fast on a phone").
    const table = localeTablesOf(i18n.locale)?.dates[JSON.stringify(options)];
    return table ? formatByTable(table, y, m, d) : dateTimeFormat(i18n.locale, { ...options, timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
  };
}
