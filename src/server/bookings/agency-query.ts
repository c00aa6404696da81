import { and, desc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { BookingPerson, RegisteredBookingRow as AgencyBookingRow } from "@/shared/api/agency-bookings";
import type { BackOfficeCategories } from "./categories";
import { money } from "@/shared/money";
import { NEEDS_ATTENTION_DAYS, NOT_FINISHED_REFUNDED } from "@/shared/booking/finishing";
import type { BookingStatus } from "@/shared/booking/statuses";
import type { Db } from "../db/client";
import { users, type AgencyRow, type UserRow } from "../db/schema";
import { bookings, type BookingRow, type Vertical } from "../db/schema-bookings";
import { searchWords, tripDay, type BookingListing } from "./listing";
import { visibleTo } from "./visibility";

// The back office's reads of the bookings table (spec B §7 "Agency back office"): one query for every
// vertical, scoped by who asks (visibility.ts), filtered, paged and summed in the database, so a page and
// its totals always agree.

const booker = alias(users, "booker");
const client = alias(users, "client");

export interface ListFilters {
  vertical?: Vertical;
  status?: BookingStatus;
  search?: string;
  /** Booking days, inclusive (UTC). */
  startDate?: string;
  endDate?: string;
  /** false: only trips that end today or later. */
  showPastTrips?: boolean;
  /** Made by or for this user. */
  userId?: string;
  /** Paid and still being finished, or given back in the last NEEDS_ATTENTION_DAYS (src/shared/booking/finishing.ts). */
  needsAttention?: boolean;
}

/** The day after `day` (YYYY-MM-DD), at midnight UTC. */
function dayAfter(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
}

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** `%` and `_` are wildcards in LIKE, and `\` escapes them: what was typed is matched as typed. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export class AgencyBookingsQuery {
  private readonly tripStart: SQL<string>;
  private readonly tripEnd: SQL<string>;
  private readonly words: SQL<string>;
  /** The verticals that issue after payment (a flight's e-tickets). */
  private readonly issuing: Vertical[];

  constructor(
    private readonly db: Db,
    readonly listings: readonly BookingListing[],
    readonly categories: BackOfficeCategories,
  ) {
    this.tripStart = tripDay(listings, "start");
    this.tripEnd = tripDay(listings, "end");
    this.words = searchWords(listings);
    this.issuing = listings.filter((l) => l.issues === true).map((l) => l.vertical);
  }

  listing(vertical: Vertical): BookingListing {
    const found = this.listings.find((l) => l.vertical === vertical);
    if (!found) throw new Error(`no back-office listing for ${vertical}`);
    return found;
  }

  /** Everything the filters say, inside what the user may see. */
  where(agency: AgencyRow, user: UserRow, f: ListFilters): SQL {
    const search = f.search?.trim();
    const pattern = search ? likePattern(search) : null;
    const conditions = [
      visibleTo(agency, user),
      f.vertical ? eq(bookings.vertical, f.vertical) : undefined,
      f.status ? eq(bookings.status, f.status) : undefined,
      f.startDate ? gte(bookings.createdAt, new Date(`${f.startDate}T00:00:00Z`)) : undefined,
      f.endDate ? lt(bookings.createdAt, dayAfter(f.endDate)) : undefined,
      f.showPastTrips === false ? sql`${this.tripEnd} >= ${today()}` : undefined,
      f.userId ? or(eq(bookings.bookedByUserId, f.userId), eq(bookings.clientUserId, f.userId)) : undefined,
      f.needsAttention
        ? or(
            // Still awaiting the supplier (a booking lacking only its mail is booked: finishingOf).
            and(isNotNull(bookings.unfinishedSince), eq(bookings.status, "paid"), this.issuing.length ? inArray(bookings.vertical, this.issuing) : sql`false`),
            and(eq(bookings.failureCode, NOT_FINISHED_REFUNDED), sql`${bookings.updatedAt} > now() - make_interval(days => ${NEEDS_ATTENTION_DAYS})`),
          )
        : undefined,
      pattern ? sql`concat_ws(' ', ${bookings.referenceNumber}, ${bookings.supplierReference}, ${booker.name}, ${booker.email}, ${client.name}, ${client.email}, ${this.words}) ilike ${pattern}` : undefined,
    ];
    return and(...conditions) as SQL;
  }

  private selection() {
    return {
      booking: bookings,
      tripStart: this.tripStart,
      tripEnd: this.tripEnd,
      booker: { id: booker.id, name: booker.name, email: booker.email },
      client: { id: client.id, name: client.name, email: client.email },
    };
  }

  private from() {
    return this.db.select(this.selection()).from(bookings).innerJoin(booker, eq(booker.id, bookings.bookedByUserId)).leftJoin(client, eq(client.id, bookings.clientUserId));
  }

  /** One page, newest first (the id breaks ties, so pages never overlap). */
  async page(where: SQL, offset: number, limit: number): Promise<AgencyBookingRow[]> {
    const rows = await this.from().where(where).orderBy(desc(bookings.createdAt), desc(bookings.id)).limit(limit).offset(offset);
    return rows.map((row) => this.rowOf(row));
  }

  async count(where: SQL): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .innerJoin(booker, eq(booker.id, bookings.bookedByUserId))
      .leftJoin(client, eq(client.id, bookings.clientUserId))
      .where(where);
    return row?.n ?? 0;
  }

  /** The filtered list's totals per currency (every page). */
  async sums(where: SQL): Promise<{ currency: string; totalAmount: number; markup: number; fee: number }[]> {
    return this.db
      .select({
        currency: bookings.currency,
        totalAmount: sql<number>`coalesce(sum(${bookings.totalAmount}), 0)::int`,
        markup: sql<number>`coalesce(sum(${bookings.markupAmount}), 0)::int`,
        fee: sql<number>`coalesce(sum(${bookings.feeAmount}), 0)::int`,
      })
      .from(bookings)
      .innerJoin(booker, eq(booker.id, bookings.bookedByUserId))
      .leftJoin(client, eq(client.id, bookings.clientUserId))
      .where(where)
      .groupBy(bookings.currency)
      .orderBy(bookings.currency);
  }

  /** A booking of the vertical the user may see, by its id; null otherwise (another agency's, someone else's). */
  async one(agency: AgencyRow, user: UserRow, vertical: Vertical, id: string): Promise<{ row: AgencyBookingRow; booking: BookingRow } | null> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
    const [found] = await this.from()
      .where(and(visibleTo(agency, user), eq(bookings.vertical, vertical), eq(bookings.id, id)))
      .limit(1);
    return found ? { row: this.rowOf(found), booking: found.booking } : null;
  }

  /** One page with each row's booking, newest first (lists that show more than the row, like "needs attention"). */
  async pageWithBookings(where: SQL, offset: number, limit: number): Promise<{ row: AgencyBookingRow; booking: BookingRow }[]> {
    const rows = await this.from().where(where).orderBy(desc(bookings.createdAt), desc(bookings.id)).limit(limit).offset(offset);
    return rows.map((row) => ({ row: this.rowOf(row), booking: row.booking }));
  }

  /** Rows for the CSV: at most `max`, newest first. */
  async all(where: SQL, max: number): Promise<AgencyBookingRow[]> {
    return this.page(where, 0, max);
  }

  /** Bookings that stand (paid, ticketed) whose trip starts between the two days, soonest first. */
  async startingBetween(agency: AgencyRow, user: UserRow, from: string, to: string, limit: number): Promise<AgencyBookingRow[]> {
    const where = and(visibleTo(agency, user), inArray(bookings.status, ["paid", "ticketed"]), sql`${this.tripStart} between ${from} and ${to}`) as SQL;
    const rows = await this.from().where(where).orderBy(this.tripStart, bookings.createdAt).limit(limit);
    return rows.map((row) => this.rowOf(row));
  }

  /** Whether the user belongs to the agency (a userId filter names one of its users). */
  async inAgency(agency: AgencyRow, userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.agencyId, agency.id)));
    return !!row;
  }

  private rowOf(row: { booking: BookingRow; tripStart: string; tripEnd: string; booker: BookingPerson; client: BookingPerson | null }): AgencyBookingRow {
    const b = row.booking;
    const summary = this.listing(b.vertical).summary(b);
    return {
      bookingId: b.id,
      referenceNumber: b.referenceNumber,
      category: this.categories.categoryOf(b.vertical),
      bookingStatus: b.status,
      supplierReference: b.supplierReference,
      createdAt: b.createdAt.toISOString(),
      title: summary.title,
      detail: summary.detail,
      startDate: row.tripStart,
      endDate: row.tripEnd,
      travellers: summary.travellers,
      bookedBy: row.booker,
      bookedFor: row.client,
      totalAmount: money(b.totalAmount, b.currency),
      markup: money(b.markupAmount, b.currency),
      fee: money(b.feeAmount, b.currency),
    };
  }
}
