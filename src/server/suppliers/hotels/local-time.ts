// Hotel wall time: cancellation deadlines are the hotel's local time (cities carry their IANA zone), so a
// deadline "12:00 on 3 May" means noon where the hotel is, whatever the traveller's or server's zone.

const formatters = new Map<string, Intl.DateTimeFormat>();

function offsetMinutes(timeZone: string, at: number): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    formatters.set(timeZone, format);
  }
  const name = format.formatToParts(new Date(at)).find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? "");
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** "2030-05-03" at "12:00" in the zone → the instant (epoch ms), gaps and overlaps resolved like Temporal's "compatible". */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let at = wall - offsetMinutes(timeZone, wall) * 60_000;
  at = wall - offsetMinutes(timeZone, at) * 60_000;
  return at;
}

/** The wall time with the zone's offset then, e.g. 2030-05-03T12:00:00+01:00. */
export function zonedDateTime(date: string, time: string, timeZone: string): string {
  const at = zonedInstant(date, time, timeZone);
  return `${date}T${time}:00${formatOffset(offsetMinutes(timeZone, at))}`;
}
