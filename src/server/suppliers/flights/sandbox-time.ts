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

/** The zone's offset from UTC in minutes at an instant (east positive). */
export function offsetMinutes(timeZone: string, epochMs: number): number {
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

/** 2030-05-01T18:30:00-04:00 for an instant shown in a zone. */
export function formatLocal(epochMs: number, timeZone: string): string {
  const offset = offsetMinutes(timeZone, epochMs);
  const wall = new Date(epochMs + offset * 60_000);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return (
    `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}
