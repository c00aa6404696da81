// A confirmed trip item as an iCalendar file (RFC 5545), for every vertical: the vertical gives its events
// (a flight's flights, a stay's nights, a rental, an activity's start); the core writes the few lines of
// the format itself: UTC times, escaped text, folded lines, a UID that stays the same every time the file
// is downloaded again (so a calendar updates the entry instead of adding a second one).

/** A whole day (a hotel's check-in to check-out, end exclusive) or an instant (written in UTC). */
export type CalendarTime = { readonly date: string } | { readonly instant: Date };

export interface CalendarEvent {
  readonly summary: string;
  readonly start: CalendarTime;
  /** Absent: the event is the start alone (an activity whose length the provider does not give). */
  readonly end?: CalendarTime;
  readonly location?: string;
  readonly description?: string;
}

export interface CalendarFile {
  /** Who publishes it (the agency: white label). */
  readonly issuer: string;
  readonly referenceNumber: string;
  /** When the booking last changed: the DTSTAMP, so the same booking gives the same file. */
  readonly stamp: Date;
  readonly events: readonly CalendarEvent[];
}

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const pad = (n: number) => String(n).padStart(2, "0");

function utc(instant: Date): string {
  return `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`;
}

function property(name: string, time: CalendarTime): string {
  return "date" in time ? `${name};VALUE=DATE:${time.date.slice(0, 10).replace(/-/g, "")}` : `${name}:${utc(time.instant)}`;
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space, never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

/** The file's text: CRLF line ends, one VEVENT per event, UIDs `<reference>-<n>@waypoint.booking`. */
export function renderCalendar(file: CalendarFile): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:-//${escapeText(file.issuer)}//My trip//EN`, "CALSCALE:GREGORIAN", "METHOD:PUBLISH"];
  file.events.forEach((event, i) => {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${file.referenceNumber.toLowerCase()}-${i + 1}@waypoint.booking`,
      `DTSTAMP:${utc(file.stamp)}`,
      property("DTSTART", event.start),
      ...(event.end ? [property("DTEND", event.end)] : []),
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      "STATUS:CONFIRMED",
      "TRANSP:OPAQUE",
      "END:VEVENT",
    );
  });
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
