import { randomInt } from "node:crypto";
import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { PageQuery } from "@/shared/api/paging";
import type { BookingStatus } from "@/shared/booking/statuses";
import { money, type Money } from "@/shared/money";
import type { Db } from "../db/client";
import type { AgencyRow, UserRow } from "../db/schema";
import { bookingEvents, bookings, type BookingRow, type NewBookingRow, type Vertical } from "../db/schema-bookings";
import { visibleTo } from "./visibility";

// The bookings of every vertical (docs/architecture.md "Server"): one table, one status history. Each change
// of status is written together with its event, so the history never misses a step.

const REF_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** The vertical's two-letter prefix + 8 characters without look-alikes (0/O, 1/I): easy to read out on the phone. */
export function newReferenceNumber(prefix: string): string {
  let out = prefix;
  for (let i = 0; i < 8; i++) out += REF_ALPHABET[randomInt(REF_ALPHABET.length)] ?? "A";
  return out;
}

export type BookingLookup = { referenceNumber: string } | { supplierReference: string } | { bookingId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function matchOf(by: BookingLookup): SQL {
  if ("supplierReference" in by) return eq(bookings.supplierReference, by.supplierReference.toUpperCase());
  // Not an id at all: nothing matches (a uuid column refuses other text with an error).
  if ("bookingId" in by) return UUID.test(by.bookingId) ? eq(bookings.id, by.bookingId) : sql`false`;
  return eq(bookings.referenceNumber, by.referenceNumber.toUpperCase());
}

/** A booking of `vertical` the user may see, by reference number, the supplier's reference (a PNR) or its id. */
export async function findVisibleBooking(db: Db, agency: AgencyRow, user: UserRow, vertical: Vertical, by: BookingLookup): Promise<BookingRow | null> {
  const match = matchOf(by);
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(visibleTo(agency, user), eq(bookings.vertical, vertical), match))
    .limit(1);
  return row ?? null;
}

/**
 * One page of the user's bookings of a vertical (staff: the agency's), newest first, optionally of one
 * status, with how many there are in all: a list never stops silently at a fixed count.
 */
export async function pageVisibleBookings(db: Db, agency: AgencyRow, user: UserRow, vertical: Vertical, page: PageQuery, status?: BookingStatus): Promise<{ rows: BookingRow[]; total: number }> {
  const where = and(visibleTo(agency, user), eq(bookings.vertical, vertical), status ? eq(bookings.status, status) : undefined);
  const [rows, [counted]] = await Promise.all([
    db.select().from(bookings).where(where).orderBy(desc(bookings.createdAt), asc(bookings.id)).limit(page.limit).offset(page.offSet),
    db.select({ n: count() }).from(bookings).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function loadBooking(db: Db, id: string): Promise<BookingRow> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error(`booking ${id} vanished`);
  return row;
}

export async function findByIdempotencyKey(db: Db, agencyId: string, key: string): Promise<BookingRow | null> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.agencyId, agencyId), eq(bookings.idempotencyKey, key)));
  return row ?? null;
}

/**
 * The lead booking a later attempt of its checkout took over (a declined hold named by `retryOf` is paid under the
 * new attempt's key): a repeat of that attempt's booking request finds it by that key.
 */
export async function findByPaymentKey(db: Db, agencyId: string, key: string): Promise<BookingRow | null> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.agencyId, agencyId), eq(bookings.paymentIdempotencyKey, key), isNull(bookings.leadBookingId)))
    .limit(1);
  return row ?? null;
}

/** The user's latest booking made with this booking or payment key (a restored checkout asks what became of it). */
export async function findByAttemptKey(db: Db, user: UserRow, key: string): Promise<BookingRow | null> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.agencyId, user.agencyId), eq(bookings.bookedByUserId, user.id), or(eq(bookings.idempotencyKey, key), eq(bookings.paymentIdempotencyKey, key))))
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  return row ?? null;
}

/** Insert-first: the (agency, idempotency key) unique index lets exactly one concurrent insert win. */
export async function insertHeldBooking(db: Db, values: Omit<NewBookingRow, "status">): Promise<BookingRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookings)
      .values({ ...values, status: "held" })
      .onConflictDoNothing({ target: [bookings.agencyId, bookings.idempotencyKey] })
      .returning();
    if (!row) return null;
    await tx.insert(bookingEvents).values({ bookingId: row.id, status: "held", at: row.createdAt });
    return row;
  });
}

/**
 * A lead booking and its linked items (trip add-on bundle), held together in one transaction: all or none. The
 * lead's (agency, idempotency key) decides, as for a booking on its own; the items point at the lead.
 */
export async function insertHeldBundle(db: Db, lead: Omit<NewBookingRow, "status">, items: readonly Omit<NewBookingRow, "status" | "leadBookingId">[]): Promise<BookingRow | null> {
  if (items.length === 0) return insertHeldBooking(db, lead);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookings)
      .values({ ...lead, status: "held" })
      .onConflictDoNothing({ target: [bookings.agencyId, bookings.idempotencyKey] })
      .returning();
    if (!row) return null;
    const linked = await tx
      .insert(bookings)
      .values(items.map((item) => ({ ...item, leadBookingId: row.id, status: "held" as const })))
      .returning();
    await tx.insert(bookingEvents).values([row, ...linked].map((b) => ({ bookingId: b.id, status: "held" as const, at: b.createdAt })));
    return row;
  });
}

/** Moves the booking to `status` and records it in the history, in one transaction. */
export async function setStatus(db: Db, id: string, status: BookingStatus, patch: Partial<NewBookingRow> = {}, note: string | null = null): Promise<BookingRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ ...patch, status, updatedAt: sql`now()` })
      .where(eq(bookings.id, id))
      .returning();
    if (!row) throw new Error(`booking ${id} vanished`);
    await tx.insert(bookingEvents).values({ bookingId: id, status, note });
    return row;
  });
}

export async function updateBooking(db: Db, id: string, patch: Partial<NewBookingRow>): Promise<BookingRow> {
  const [row] = await db
    .update(bookings)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(bookings.id, id))
    .returning();
  if (!row) throw new Error(`booking ${id} vanished`);
  return row;
}

export async function bookingHistory(db: Db, id: string): Promise<{ status: BookingStatus; at: string }[]> {
  const rows = await db.select({ status: bookingEvents.status, at: bookingEvents.at }).from(bookingEvents).where(eq(bookingEvents.bookingId, id)).orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
  return rows.map((r) => ({ status: r.status, at: r.at.toISOString() }));
}

/** What the booking cost, line by line: the total is net + markup + fee + add-ons. */
export interface BookingBreakdown {
  net: Money;
  markup: Money;
  fee: Money;
  /** Present when add-ons were bought. */
  addOns?: Money;
  total: Money;
}

export function breakdownOf(b: BookingRow): BookingBreakdown {
  return {
    net: money(b.netAmount, b.currency),
    markup: money(b.markupAmount, b.currency),
    fee: money(b.feeAmount, b.currency),
    ...(b.addOnsAmount > 0 ? { addOns: money(b.addOnsAmount, b.currency) } : {}),
    total: money(b.totalAmount, b.currency),
  };
}
