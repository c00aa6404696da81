import { describe, expect, it } from "vitest";
import { formatLocal, localToEpoch, offsetMinutes } from "@/server/suppliers/sandbox/time";

// The sandboxes' local times (src/server/suppliers/sandbox/time.ts): the offset memo by zone and day must answer what
// the zone's rules answer at every instant, across daylight-saving changes of every shape.
const ZONES = [
  "America/New_York", // DST at 02:00 local
  "Europe/London", // at 01:00 UTC
  "Australia/Lord_Howe", // a half-hour change
  "Pacific/Chatham", // +12:45 / +13:45
  "America/Santiago", // changes at midnight local
  "Africa/Casablanca", // an hour off and on again around Ramadan
  "Asia/Kolkata", // no change
  "America/St_Johns", // -03:30 / -02:30
];

const formats = new Map(
  ZONES.map((timeZone) => [timeZone, new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" })]),
);

/** The zone's rules asked at the instant itself. */
function reference(timeZone: string, epochMs: number): number {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formats.get(timeZone)!.formatToParts(epochMs)) if (part.type !== "literal") parts[part.type] = Number(part.value);
  const asUtc = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

describe("sandbox local time", () => {
  it("answers each zone's offset at every half hour and the second before it, for fourteen months", () => {
    const from = Date.UTC(2026, 10, 1);
    const to = Date.UTC(2028, 0, 1);
    let changes = 0;
    for (const zone of ZONES) {
      let previous = reference(zone, from);
      for (let t = from; t < to; t += 30 * 60_000) {
        // The zone's rules asked once per instant (they are most of the test's time: it ran near its budget on CI).
        const before = reference(zone, t - 1000);
        const now = reference(zone, t);
        if (offsetMinutes(zone, t - 1000) !== before) expect(offsetMinutes(zone, t - 1000), `${zone} at ${new Date(t - 1000).toISOString()}`).toBe(before);
        if (offsetMinutes(zone, t) !== now) expect(offsetMinutes(zone, t), `${zone} at ${new Date(t).toISOString()}`).toBe(now);
        if (now !== previous) changes += 1;
        previous = now;
      }
    }
    // The walk crossed the changes it is about (New York, London, Lord Howe, Chatham, Santiago, Casablanca, St John's).
    expect(changes).toBeGreaterThanOrEqual(14);
  });

  it("formats and reads back local times across a change", () => {
    // New York springs forward at 02:00 on 2027-03-14: 01:30 is EST, 03:30 EDT.
    expect(formatLocal(localToEpoch("2027-03-14", 90, "America/New_York"), "America/New_York")).toBe("2027-03-14T01:30:00-05:00");
    expect(formatLocal(localToEpoch("2027-03-14", 210, "America/New_York"), "America/New_York")).toBe("2027-03-14T03:30:00-04:00");
    expect(formatLocal(Date.UTC(2027, 9, 31, 0, 30), "Europe/London")).toBe("2027-10-31T01:30:00+01:00");
    expect(formatLocal(Date.UTC(2027, 9, 31, 1, 30), "Europe/London")).toBe("2027-10-31T01:30:00+00:00");
  });
});
