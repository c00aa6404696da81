import { randomInt } from "node:crypto";
import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { PriceBreakdown } from "../../shared/api/flights";
import type { BookingStatus } from "../../shared/booking/statuses";
import { money } from "../../shared/money";
import type { Db } from "../db/client";
import type { AgencyRow, UserRow } from "../db/schema";
import { flightBookingEvents, flightBookings, type FlightBookingRow, type NewFlightBookingRow } from "../db/schema-flights";

const REF_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** "FL" + 8 characters without look-alikes (0/O, 1/I): easy to read out on the phone. */
export function newReferenceNumber(): string {
  let out = "FL";
  for (let i = 0; i < 8; i++) out += REF_ALPHABET[randomInt(REF_ALPHABET.length)] ?? "A";
  return out;
}

/** Owners and admins see every booking of their agency; everyone else their own and those made for them. */
function isAgencyStaff(user: UserRow): boolean {
  return user.userType === "AgencyOwner" || user.userType === "Admin";
}

/** Who may see net, markup and fee: the agency's travel agents and staff, never the traveller. */
export function seesBreakdown(user: UserRow | null): boolean {
  return !!user && (user.isTravelAgent || isAgencyStaff(user));
}

function visibleTo(agency: AgencyRow, user: UserRow): SQL {
  const own = or(eq(flightBookings.bookedByUserId, user.id), eq(flightBookings.clientUserId, user.id));
  return isAgencyStaff(user) ? eq(flightBookings.agencyId, agency.id) : (and(eq(flightBookings.agencyId, agency.id), own) as SQL);
}

/** Another agency's (or another customer's) booking is simply not found (404), never 403. */
export async function findVisibleBooking(
  db: Db,
  agency: AgencyRow,
  user: UserRow,
  by: { referenceNumber: string } | { pnr: string },
): Promise<FlightBookingRow | null> {
  const match = "pnr" in by ? eq(flightBookings.pnr, by.pnr.toUpperCase()) : eq(flightBookings.referenceNumber, by.referenceNumber.toUpperCase());
  const [row] = await db.select().from(flightBookings).where(and(visibleTo(agency, user), match)).limit(1);
  return row ?? null;
}

export async function listVisibleBookings(db: Db, agency: AgencyRow, user: UserRow): Promise<FlightBookingRow[]> {
  return db.select().from(flightBookings).where(visibleTo(agency, user)).orderBy(desc(flightBookings.createdAt)).limit(500);
}

export async function loadBooking(db: Db, id: string): Promise<FlightBookingRow> {
  const [row] = await db.select().from(flightBookings).where(eq(flightBookings.id, id));
  if (!row) throw new Error(`flight booking ${id} vanished`);
  return row;
}

export async function findByIdempotencyKey(db: Db, agencyId: string, key: string): Promise<FlightBookingRow | null> {
  const [row] = await db
    .select()
    .from(flightBookings)
    .where(and(eq(flightBookings.agencyId, agencyId), eq(flightBookings.idempotencyKey, key)));
  return row ?? null;
}

/** Insert-first: the (agency, idempotency key) unique index lets exactly one concurrent insert win. */
export async function insertHeldBooking(db: Db, values: NewFlightBookingRow): Promise<FlightBookingRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(flightBookings)
      .values(values)
      .onConflictDoNothing({ target: [flightBookings.agencyId, flightBookings.idempotencyKey] })
      .returning();
    if (!row) return null;
    await tx.insert(flightBookingEvents).values({ bookingId: row.id, status: "held", at: row.createdAt });
    return row;
  });
}

/** Moves the booking to `status` and records it in the history, in one transaction. */
export async function setStatus(
  db: Db,
  id: string,
  status: BookingStatus,
  patch: Partial<NewFlightBookingRow> = {},
  note: string | null = null,
): Promise<FlightBookingRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(flightBookings)
      .set({ ...patch, status, updatedAt: sql`now()` })
      .where(eq(flightBookings.id, id))
      .returning();
    if (!row) throw new Error(`flight booking ${id} vanished`);
    await tx.insert(flightBookingEvents).values({ bookingId: id, status, note });
    return row;
  });
}

export async function updateBooking(db: Db, id: string, patch: Partial<NewFlightBookingRow>): Promise<FlightBookingRow> {
  const [row] = await db
    .update(flightBookings)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(flightBookings.id, id))
    .returning();
  if (!row) throw new Error(`flight booking ${id} vanished`);
  return row;
}

export async function bookingHistory(db: Db, id: string): Promise<{ status: BookingStatus; at: string }[]> {
  const rows = await db
    .select({ status: flightBookingEvents.status, at: flightBookingEvents.at })
    .from(flightBookingEvents)
    .where(eq(flightBookingEvents.bookingId, id))
    .orderBy(asc(flightBookingEvents.at), asc(flightBookingEvents.id));
  return rows.map((r) => ({ status: r.status, at: r.at.toISOString() }));
}

export function breakdownOf(b: FlightBookingRow): PriceBreakdown {
  return {
    net: money(b.netAmount, b.currency),
    markup: money(b.markupAmount, b.currency),
    fee: money(b.feeAmount, b.currency),
    ...(b.protectionAmount > 0 ? { protection: money(b.protectionAmount, b.currency) } : {}),
    total: money(b.totalAmount, b.currency),
  };
}
