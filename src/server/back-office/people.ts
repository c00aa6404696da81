import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ListQuery, PersonBooking, PersonSummary } from "@/shared/api/people";
import type { AuditValues } from "@/shared/api/audit";
import { roleOf } from "@/shared/permissions";
import { productVerticalId } from "@/shared/verticals";
import { visibleTo } from "../bookings/visibility";
import type { Db } from "../db/client";
import { bookings, users, type AgencyRow, type UserRow } from "../db/schema";

// The agency's people as the back office sees them: clients (everyone who is not a travel agent) and agents
// (owner, admins, agents). A user of another agency is never found (404), like a booking.

export type PeopleKind = "clients" | "agents";

const ofKind = (kind: PeopleKind): SQL => eq(users.isTravelAgent, kind === "agents");

export function toSummary(user: UserRow): PersonSummary {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phoneNumber: user.phoneNumber,
    userType: user.userType,
    role: roleOf(user),
    isActive: user.isActive,
    emailVerified: user.emailVerified,
    isRewardWalletEnable: user.isRewardWalletEnable,
    createdAt: user.createdAt.toISOString(),
  };
}

/** What the audit trail keeps of a user's role and status. */
export const auditedUser = (user: UserRow): AuditValues => ({
  userType: user.userType,
  isRestrictedAgent: user.isRestrictedAgent,
  isActive: user.isActive,
  isRewardWalletEnable: user.isRewardWalletEnable,
});

/** LIKE wildcards in what was typed are literal. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listPeople(db: Db, agencyId: string, kind: PeopleKind, query: ListQuery): Promise<{ rows: UserRow[]; total: number }> {
  const search = query.searchQuery ? (or(ilike(users.name, likePattern(query.searchQuery)), ilike(users.email, likePattern(query.searchQuery))) as SQL) : undefined;
  const where = and(eq(users.agencyId, agencyId), ofKind(kind), search);
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(query.limit).offset(query.offSet),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findPerson(db: Db, agencyId: string, kind: PeopleKind, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.agencyId, agencyId), eq(users.id, id), ofKind(kind)))
    .limit(1);
  return row ?? null;
}

/** Clients who joined between two days (inclusive, UTC), oldest first: the export. */
export async function clientsJoined(db: Db, agencyId: string, startDate: string, endDate: string): Promise<UserRow[]> {
  const from = new Date(`${startDate}T00:00:00.000Z`);
  const to = new Date(new Date(`${endDate}T00:00:00.000Z`).getTime() + 86_400_000);
  return db
    .select()
    .from(users)
    .where(and(eq(users.agencyId, agencyId), ofKind("clients"), gte(users.createdAt, from), lt(users.createdAt, to)))
    .orderBy(users.createdAt)
    .limit(50_000);
}

const booker = alias(users, "booker");
const traveller = alias(users, "traveller");

/**
 * A person's bookings of every vertical, as far as the viewer may see them (the booking core's visibility: a
 * restricted agent sees only their own): those they made and those made for them, newest first.
 */
export async function bookingsOf(db: Db, agency: AgencyRow, viewer: UserRow, personId: string): Promise<PersonBooking[]> {
  const rows = await db
    .select({ booking: bookings, bookedBy: booker.name, bookedFor: traveller.name })
    .from(bookings)
    .innerJoin(booker, eq(booker.id, bookings.bookedByUserId))
    .leftJoin(traveller, eq(traveller.id, bookings.clientUserId))
    .where(and(visibleTo(agency, viewer), or(eq(bookings.bookedByUserId, personId), eq(bookings.clientUserId, personId))))
    .orderBy(desc(bookings.createdAt))
    .limit(200);
  return rows.map(({ booking, bookedBy, bookedFor }) => ({
    referenceNumber: booking.referenceNumber,
    vertical: productVerticalId(booking.vertical),
    status: booking.status,
    createdAt: booking.createdAt.toISOString(),
    totalAmount: { amount: booking.totalAmount, currency: booking.currency },
    bookedBy,
    bookedFor: bookedFor ?? null,
  }));
}
