// The search forms' dates written out per language by the build (src/build/locale-tables.ts) read as Intl writes
// them, so a page's first render needs no Intl.DateTimeFormat.
import { describe, expect, it } from "vitest";
import { dateTableIn, localeTablesIn } from "@/build/locale-tables";
import { formatByTable, TABLED_DATE_FORMATS } from "@/shared/intl-formats";

const DAY_MS = 86_400_000;

describe("date tables", () => {
  it("write out every format of the search forms in every language", () => {
    for (const language of ["en", "es", "pt"]) expect(Object.keys(localeTablesIn(language).dates)).toEqual(TABLED_DATE_FORMATS.map((options) => JSON.stringify(options)));
  });

  it("format any date as Intl does, years and leap days apart", () => {
    for (const language of ["en", "es", "pt"]) {
      for (const options of TABLED_DATE_FORMATS) {
        const table = dateTableIn(language, options);
        if (!table) throw new Error(`no table for ${language} ${JSON.stringify(options)}`);
        const intl = new Intl.DateTimeFormat(language, { ...options, timeZone: "UTC" });
        for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2041, 0, 1); time += 37 * DAY_MS) {
          const date = new Date(time);
          expect(formatByTable(table, date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())).toBe(intl.format(date));
        }
        expect(formatByTable(table, 2028, 2, 29)).toBe(intl.format(new Date(Date.UTC(2028, 1, 29))));
      }
    }
    expect(formatByTable(dateTableIn("en", TABLED_DATE_FORMATS[1]) ?? { parts: [], weekdays: [], months: [] }, 2030, 5, 2)).toBe("Thu, May 2, 2030");
  });

  it("leave to Intl a format that is no fixed pattern of names and numbers", () => {
    expect(dateTableIn("en", { hour: "numeric", minute: "2-digit" })).toBeNull();
  });
});
