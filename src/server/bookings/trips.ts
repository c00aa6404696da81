import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TripItem } from "@/shared/api/my-trip";
import type { PageQuery } from "@/shared/api/paging";
import { bookingStage, type BookingStatus } from "@/shared/booking/statuses";
import { CANCELLED_VIEW_STATUSES, TRIP_KINDS, tripView, type TripKind, type TripView } from "@/shared/booking/trip-items";
import { money } from "@/shared/money";
import { isVerticalId, perVertical, productVerticalId } from "@/shared/verticals";
import type { Db } from "../db/client";
import { users, type AgencyRow, type UserRow } from "../db/schema";
import { bookings, type BookingRow, type Vertical } from "../db/schema-bookings";
import type { Translate } from "../i18n";
import type { CalendarEvent } from "./calendar";
import { seesBreakdown, visibleTo } from "./visibility";

// My trip (spec B §2, §3 "Trip items"), once for every vertical: a vertical tells the core where its
// trip's days are in its `details` (so the views filter, sort and page in the database, whatever the
// number of bookings) and how one of its bookings reads as a trip item and as calendar events. The core
// never looks inside `details` itself; app.ts registers each vertical's description.

export interface TripSummary {
  readonly title: string;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly route: string;
}

export interface TripVertical {
  readonly id: Vertical;
  /** SQL over `bookings.details` for the trip's first and last local day or date-time (text, ISO order). */
  readonly dates: { readonly start: SQL; readonly end: SQL };
  /** The booking as a trip item, in the reader's language (spec B §3: title, date range, route). */
  summary(b: BookingRow, t: Translate): TripSummary;
  /** The calendar entries of a confirmed booking (a flight: one per flight; a stay: its nights). */
  events(b: BookingRow, t: Translate): CalendarEvent[];
}

export type TripVerticals = ReadonlyMap<Vertical, TripVertical>;

export function tripVerticals(list: readonly TripVertical[]): TripVerticals {
  const map = new Map(list.map((v) => [v.id, v]));
  const missing = TRIP_KINDS.filter((kind) => !map.has(kind));
  if (missing.length > 0) throw new Error(`My trip lacks the trip description of ${missing.join(", ")}`);
  return map;
}

/** The booking's trip as SQL: each vertical's own expression, chosen by the row's vertical. */
function dateSql(verticals: TripVerticals, which: "start" | "end"): SQL {
  const cases = [...verticals.values()].map((v) => sql`when ${v.id} then ${v.dates[which]}`);
  return sql`(case ${bookings.vertical} ${sql.join(cases, sql` `)} end)`;
}

const CANCELLED = [...CANCELLED_VIEW_STATUSES];

/** A confirmed trip item (paid or ticketed): it has a calendar file. */
export function isConfirmed(status: BookingStatus): boolean {
  return bookingStage(status) === "booked";
}

/** The view rule of `tripView` (src/shared/booking/trip-items.ts) in SQL: the list and the counts agree with it. */
function viewSql(verticals: TripVerticals, today: string): SQL<TripView> {
  const last = sql`left(coalesce(${dateSql(verticals, "end")}, ${dateSql(verticals, "start")}), 10)`;
  return sql<TripView>`(case when ${inArray(bookings.status, CANCELLED)} then 'cancelled' when ${last} < ${today} then 'past' else 'upcoming' end)`;
}

function whereView(verticals: TripVerticals, view: TripView, today: string): SQL {
  if (view === "cancelled") return inArray(bookings.status, CANCELLED);
  const last = sql`left(coalesce(${dateSql(verticals, "end")}, ${dateSql(verticals, "start")}), 10)`;
  const dated = view === "past" ? sql`${last} < ${today}` : sql`(${last} is null or ${last} >= ${today})`;
  return and(notInArray(bookings.status, CANCELLED), dated) as SQL;
}

const clientUsers = alias(users, "trip_client");
const bookerUsers = alias(users, "trip_booker");

interface TripRow {
  booking: BookingRow;
  client: { name: string; email: string } | null;
  booker: { id: string; name: string; email: string } | null;
}

/** Visible bookings with whom each is for, in pages. */
function selectTrips(db: Db) {
  return db
    .select({
      booking: bookings,
      client: { name: clientUsers.name, email: clientUsers.email },
      booker: { id: bookerUsers.id, name: bookerUsers.name, email: bookerUsers.email },
    })
    .from(bookings)
    .leftJoin(clientUsers, eq(clientUsers.id, bookings.clientUserId))
    .leftJoin(bookerUsers, eq(bookerUsers.id, bookings.bookedByUserId));
}

export class TripStore {
  constructor(
    private readonly db: Db,
    readonly verticals: TripVerticals,
  ) {}

  private vertical(kind: Vertical): TripVertical {
    const found = this.verticals.get(kind);
    if (!found) throw new Error(`no trip description for ${kind}`);
    return found;
  }

  summary(b: BookingRow, t: Translate): TripSummary {
    return this.vertical(b.vertical).summary(b, t);
  }

  events(b: BookingRow, t: Translate) {
    return this.vertical(b.vertical).events(b, t);
  }

  /**
   * One view's trip items, a page at a time, with how many the view holds: upcoming soonest first,
   * past and cancelled most recent first.
   */
  async page(agency: AgencyRow, user: UserRow, view: TripView, today: string, page: PageQuery, t: Translate): Promise<{ items: TripItem[]; total: number }> {
    const where = and(visibleTo(agency, user), whereView(this.verticals, view, today));
    const start = dateSql(this.verticals, "start");
    const order = view === "upcoming" ? [asc(start), asc(bookings.createdAt)] : [sql`${start} desc nulls last`, desc(bookings.createdAt)];
    const [rows, [counted]] = await Promise.all([
      selectTrips(this.db)
        .where(where)
        .orderBy(...order, asc(bookings.id))
        .limit(page.limit)
        .offset(page.offSet),
      this.db.select({ n: count() }).from(bookings).where(where),
    ]);
    return { items: rows.map((row) => this.itemOf(row, user, today, t)), total: counted?.n ?? 0 };
  }

  /** Every visible booking, newest first, in batches (the CSV export: no fixed limit). */
  async *all(agency: AgencyRow, user: UserRow, filter: SQL | undefined, today: string, t: Translate, batch = 500): AsyncGenerator<TripItem & { booking: BookingRow }> {
    for (let offset = 0; ; offset += batch) {
      const rows = await selectTrips(this.db)
        .where(and(visibleTo(agency, user), filter))
        .orderBy(desc(bookings.createdAt), asc(bookings.id))
        .limit(batch)
        .offset(offset);
      for (const row of rows) yield { ...this.itemOf(row, user, today, t), booking: row.booking };
      if (rows.length < batch) return;
    }
  }

  /** How many bookings each view and each vertical holds. */
  async counts(agency: AgencyRow, user: UserRow, today: string): Promise<{ byView: Record<TripView, number>; byKind: Record<TripKind, number> }> {
    const view = viewSql(this.verticals, today);
    const rows = await this.db
      .select({ kind: bookings.vertical, view, n: count() })
      .from(bookings)
      .where(visibleTo(agency, user))
      // By position: the view's expression carries a bound parameter, and a repeated one would not match it.
      .groupBy(sql`1`, sql`2`);
    const byView: Record<TripView, number> = { upcoming: 0, past: 0, cancelled: 0 };
    const byKind: Record<TripKind, number> = perVertical("id", () => 0);
    for (const row of rows) {
      byView[row.view] += row.n;
      // A test vertical's bookings count in their view; the kinds are the product's (productVerticalId).
      if (isVerticalId(row.kind)) byKind[row.kind] += row.n;
    }
    return { byView, byKind };
  }

  private itemOf({ booking: b, client, booker }: TripRow, viewer: UserRow, today: string, t: Translate): TripItem {
    const summary = this.summary(b, t);
    // Agents and staff see whom a booking is for: the client it was booked for, else whoever booked it.
    const traveller = client ?? (booker && booker.id !== viewer.id ? booker : null);
    const bookedFor = seesBreakdown(viewer) ? { bookedFor: traveller ? { name: traveller.name, email: traveller.email } : null } : {};
    return {
      kind: productVerticalId(b.vertical),
      referenceNumber: b.referenceNumber,
      bookingId: b.id,
      bookingStatus: b.status,
      view: tripView(b.status, summary.startDate, summary.endDate, today),
      ...summary,
      totalAmount: money(b.totalAmount, b.currency),
      createdAt: b.createdAt.toISOString(),
      ...bookedFor,
      hasCalendar: isConfirmed(b.status),
    };
  }
}

/** A filter on the visible bookings: one view, or every booking. */
export function viewFilter(verticals: TripVerticals, view: TripView | undefined, today: string): SQL | undefined {
  return view ? whereView(verticals, view, today) : undefined;
}
