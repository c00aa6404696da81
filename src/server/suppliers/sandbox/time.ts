const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * Memo of offsetMinutes per zone and instant. The answer is a pure function of both, and a search
 * asks for the same few hundred segment times thousands of times (formatToParts dominated the
 * profile of a 1000-offer search). Bounded: a zone's map is dropped when it grows past the cap.
 */
const offsets = new Map<string, Map<number, number>>();
// A search asks for a few hundred distinct instants per zone, so 5,000 keeps every hit inside a search and a
// few searches beyond it, while the memory of all zones together stays a few MiB.
const OFFSETS_PER_ZONE = 5_000;

/**
 * Offsets by zone and UTC day: a zone's offset changes a few times a year at most, so a day whose first and last
 * second share an offset has it all day, and two lookups of the zone's rules serve every instant of the day (a cold
 * flight search to a new date asked for each of its few hundred times: docs/performance.md "Search at 20 clients,
 * part 7"). A day with a change in it (null here) keeps the memo by instant below.
 */
const dayOffsets = new Map<string, Map<number, number | null>>();
const DAY_MS = 86_400_000;
/** Three years of days a zone: a few tens of KiB each. */
const DAYS_PER_ZONE = 1_100;

/** The zone's offset from UTC in minutes at an instant (east positive). */
export function offsetMinutes(timeZone: string, epochMs: number): number {
  let days = dayOffsets.get(timeZone);
  if (!days) dayOffsets.set(timeZone, (days = new Map()));
  const day = Math.floor(epochMs / DAY_MS);
  let wholeDay = days.get(day);
  if (wholeDay === undefined) {
    const first = computeOffsetMinutes(timeZone, day * DAY_MS);
    wholeDay = first === computeOffsetMinutes(timeZone, (day + 1) * DAY_MS - 1000) ? first : null;
    if (days.size >= DAYS_PER_ZONE) days.clear();
    days.set(day, wholeDay);
  }
  if (wholeDay !== null) return wholeDay;
  let zone = offsets.get(timeZone);
  if (!zone) offsets.set(timeZone, (zone = new Map()));
  const known = zone.get(epochMs);
  if (known !== undefined) return known;
  const offset = computeOffsetMinutes(timeZone, epochMs);
  if (zone.size >= OFFSETS_PER_ZONE) zone.clear();
  zone.set(epochMs, offset);
  return offset;
}

function computeOffsetMinutes(timeZone: string, epochMs: number): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(epochMs))) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  const asUtc = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

/** The instant of a local wall time (date + minutes after midnight) in a zone. */
export function localToEpoch(date: string, minutesAfterMidnight: number, timeZone: string): number {
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  const wall = Date.UTC(y, m - 1, d) + minutesAfterMidnight * 60_000;
  // Two passes settle the offset across a DST change.
  let epoch = wall - offsetMinutes(timeZone, wall) * 60_000;
  epoch = wall - offsetMinutes(timeZone, epoch) * 60_000;
  return epoch;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Memo of formatLocal per zone and instant (a pure function of both). Formatting is cheap once the offset
 * is known (~0.5 µs); the memo's worth is that a search's offers share one string per instant. Bounded over
 * all zones together: a search asks for a few hundred instants in two to four zones, and a cap per zone let
 * the memo grow with the number of zones searched (5.9 MiB of a 137 MiB live heap under the mixed 20-client
 * search load, docs/performance.md part 36).
 */
const formatted = new Map<string, Map<number, string>>();
let formattedCount = 0;
const FORMATTED_KEPT = 20_000;

/** 2030-05-01T18:30:00-04:00 for an instant shown in a zone. */
export function formatLocal(epochMs: number, timeZone: string): string {
  let zone = formatted.get(timeZone);
  const known = zone?.get(epochMs);
  if (known !== undefined) return known;
  const text = computeFormatLocal(epochMs, timeZone);
  if (formattedCount >= FORMATTED_KEPT) {
    formatted.clear();
    formattedCount = 0;
    zone = undefined;
  }
  if (!zone) formatted.set(timeZone, (zone = new Map()));
  zone.set(epochMs, text);
  formattedCount += 1;
  return text;
}

function computeFormatLocal(epochMs: number, timeZone: string): string {
  const offset = offsetMinutes(timeZone, epochMs);
  const wall = new Date(epochMs + offset * 60_000);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  // Joined, not concatenated: a concatenation of 13 characters or more is a tree of V8's rope strings (~400 bytes of
  // heap here, where the memo and the cached offers keep it), a join one flat string (docs/performance.md part 36).
  return [
    wall.getUTCFullYear(),
    "-",
    pad(wall.getUTCMonth() + 1),
    "-",
    pad(wall.getUTCDate()),
    "T",
    pad(wall.getUTCHours()),
    ":",
    pad(wall.getUTCMinutes()),
    ":00",
    sign,
    pad(Math.floor(abs / 60)),
    ":",
    pad(abs % 60),
  ].join("");
}
