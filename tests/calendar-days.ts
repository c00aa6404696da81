/**
 * The calendar days that once turned CI red, as instants a test sets its clock to: the 13th (a
 * sandbox trigger used to be keyed on it), the 23rd (the day it bit: 23 + 20 = the 13th), the
 * 28th–31st (month ends: relative dates roll into the next month, calendars page forward) and
 * 23:59 UTC (a booking made just before midnight and cancelled after it). Each is the next such
 * instant from `from`, so a date 20–60 days after it is still inside what the sandbox sells.
 * Used by tests/server/calendar-days.test.ts (server clock) and tests/browser/calendar-days.spec.ts
 * (browser clock).
 */
export interface CalendarDay {
  /** Shown in test names: "the 13th", "23:59 UTC". */
  label: string;
  /** The instant the clock is set to. */
  at: Date;
}

const DAY_MS = 86_400_000;

/** The next instant after `from` that falls on day `dayOfMonth` at `hour`:`minute` UTC (months without that day are skipped). */
function nextDayOfMonth(dayOfMonth: number, from: Date, hour = 10, minute = 0): Date {
  for (let month = 0; month < 14; month++) {
    const at = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + month, dayOfMonth, hour, minute));
    if (at.getUTCDate() === dayOfMonth && at.getTime() > from.getTime()) return at;
  }
  throw new Error(`no day ${dayOfMonth} in the next 14 months`);
}

/** Today's 23:59 UTC (tomorrow's when that has passed). */
function nextMinuteBeforeMidnight(from: Date): Date {
  const today = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), 23, 59));
  return today.getTime() > from.getTime() ? today : new Date(today.getTime() + DAY_MS);
}

export function calendarDays(from = new Date()): CalendarDay[] {
  return [
    { label: "the 13th", at: nextDayOfMonth(13, from) },
    { label: "the 23rd", at: nextDayOfMonth(23, from) },
    ...(
      [
        [28, "28th"],
        [29, "29th"],
        [30, "30th"],
        [31, "31st"],
      ] as const
    ).map(([day, name]) => ({ label: `the ${name}`, at: nextDayOfMonth(day, from) })),
    { label: "23:59 UTC", at: nextMinuteBeforeMidnight(from) },
  ];
}

/** The calendar date (YYYY-MM-DD) `days` after `at` in `timeZone`, as a person there reads it. */
export function localDay(at: Date, days = 0, timeZone = "UTC"): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
  const [y = 1970, m = 1, d = 1] = parts.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
