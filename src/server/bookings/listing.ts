import type { MessageDescriptor } from "@lingui/core";
import { sql, type SQL } from "drizzle-orm";
import { bookings, type BookingRow, type Vertical } from "../db/schema-bookings";

// How a vertical's bookings appear in the agency's back office (spec B §3 "Agency lists", §7 "Agency back
// office"): the core lists, filters, pages, sums and exports every vertical's bookings the same way; the
// vertical says only where its trip dates and searchable words sit in its `details`, and how one of its
// bookings reads (title, route, travellers, a few facts).

/** A booking in the vertical's words. */
export interface BookingSummary {
  /** "JFK → LHR", "Hotel Lisboa Plaza", "Avis, Toyota Corolla", "Sintra day trip". */
  title: string;
  /** A second line: airline and cabin, room, pick-up and drop-off, option. */
  detail: string | null;
  /** Travellers' names, the lead first. */
  travellers: string[];
  /** Label and value lines the booking's page shows. */
  facts: { label: MessageDescriptor; value: string }[];
}

export interface BookingListing {
  readonly vertical: Vertical;
  /**
   * SQL/JSON paths into `details` (PostgreSQL jsonpath): the trip's first and last local date or
   * date-time (its first 10 characters are the day), for "show past trips" and upcoming departures.
   */
  readonly tripStartPath: string;
  readonly tripEndPath: string;
  /** Paths of the words a search matches besides the core's (reference, supplier reference, booker, client). */
  readonly searchPaths: readonly string[];
  /** The vertical issues what was booked (flights: e-tickets), so the back office may issue a held or paid booking. */
  readonly issues?: boolean;
  summary(b: BookingRow): BookingSummary;
}

/** A jsonpath is the vertical's own constant, never input: still, only plain path characters go into SQL. */
function path(p: string): SQL {
  if (!/^\$[\w.[\]*\s]*$/.test(p)) throw new Error(`unexpected jsonpath ${p}`);
  return sql.raw(`'${p}'`);
}

/** The day (YYYY-MM-DD) at a path of `details`. */
export function dayAt(p: string): SQL<string> {
  return sql<string>`left(jsonb_path_query_first(${bookings.details}, ${path(p)}) #>> '{}', 10)`;
}

/** Every value at the paths, as one text to search. */
export function wordsAt(paths: readonly string[]): SQL<string> {
  const parts = paths.map((p) => sql`jsonb_path_query_array(${bookings.details}, ${path(p)})::text`);
  return sql<string>`concat_ws(' ', ${sql.join(parts, sql`, `)})`;
}

/** The listing's trip start and end for every vertical at once (a CASE on the vertical column). */
export function tripDay(listings: readonly BookingListing[], end: "start" | "end"): SQL<string> {
  const cases = listings.map((l) => sql`when ${l.vertical} then ${dayAt(end === "start" ? l.tripStartPath : l.tripEndPath)}`);
  return sql<string>`(case ${bookings.vertical} ${sql.join(cases, sql` `)} end)`;
}

export function searchWords(listings: readonly BookingListing[]): SQL<string> {
  const cases = listings.map((l) => sql`when ${l.vertical} then ${wordsAt(l.searchPaths)}`);
  return sql<string>`(case ${bookings.vertical} ${sql.join(cases, sql` `)} end)`;
}
