import { and, eq, gt, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { DashboardFigures, RegisteredDashboardResult as DashboardResult } from "@/shared/api/agency-bookings";
import type { Db } from "../db/client";
import { users, type AgencyRow, type UserRow } from "../db/schema";
import { bookings } from "../db/schema-bookings";
import { today, type AgencyBookingsQuery } from "./agency-query";
import { visibleTo } from "./visibility";

// The agency dashboard (spec B §7 GET /api/agency/dashboards; docs/decisions.md "Back office: dashboard
// figures"): the bookings confirmed in a range of booking days, summed in the database per currency,
// vertical and booker, then added up here for the totals, so every figure is a sum of booking records.

/** A booking was confirmed (paid) once it reached one of these; cancelled and voided ones were paid first. */
const CONFIRMED = ["paid", "ticketed", "cancelled", "voided"] as const;
const STANDS = sql`${bookings.status} in ('paid', 'ticketed')`;
const ENDED = sql`${bookings.status} in ('cancelled', 'voided')`;
/** Upcoming trips: from today, this many days ahead. */
const UPCOMING_DAYS = 14;
const UPCOMING_MAX = 10;
/** The range when none is chosen: the last 30 days. */
const DEFAULT_DAYS = 30;

type Sums = Omit<DashboardFigures, "currency">;

const ZERO: Sums = { bookings: 0, sales: 0, markup: 0, commission: 0, cancellations: 0, refunds: 0 };

function plus(a: Sums, b: Sums): Sums {
  return {
    bookings: a.bookings + b.bookings,
    sales: a.sales + b.sales,
    markup: a.markup + b.markup,
    commission: a.commission + b.commission,
    cancellations: a.cancellations + b.cancellations,
    refunds: a.refunds + b.refunds,
  };
}

/** Adds each group's sums into the bucket `keyOf` names; buckets in order of sales, largest first. */
function bucket<K, T extends Sums & { currency: string }>(groups: readonly T[], keyOf: (g: T) => string, head: (g: T) => K): (K & DashboardFigures)[] {
  const out = new Map<string, K & DashboardFigures>();
  for (const g of groups) {
    const key = `${keyOf(g)}|${g.currency}`;
    const seen = out.get(key);
    const { currency } = g;
    out.set(key, { ...head(g), currency, ...plus(seen ?? ZERO, g) } as K & DashboardFigures);
  }
  return [...out.values()].sort((a, b) => b.sales - a.sales || a.currency.localeCompare(b.currency));
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export async function agencyDashboard(db: Db, query: AgencyBookingsQuery, agency: AgencyRow, user: UserRow, range: { startDate?: string | undefined; endDate?: string | undefined }): Promise<DashboardResult> {
  const endDate = range.endDate ?? (range.startDate ? addDays(range.startDate, DEFAULT_DAYS - 1) : today());
  const startDate = range.startDate ?? addDays(endDate, -(DEFAULT_DAYS - 1));
  const scope = visibleTo(agency, user);
  const inRange = and(scope, inArray(bookings.status, [...CONFIRMED]), gte(bookings.createdAt, new Date(`${startDate}T00:00:00Z`)), lt(bookings.createdAt, new Date(`${addDays(endDate, 1)}T00:00:00Z`))) as SQL;
  const groups = await db
    .select({
      currency: bookings.currency,
      vertical: bookings.vertical,
      bookerId: bookings.bookedByUserId,
      bookerName: users.name,
      bookerIsAgent: users.isTravelAgent,
      bookings: sql<number>`count(*)::int`,
      sales: sql<number>`coalesce(sum(${bookings.totalAmount}), 0)::int`,
      markup: sql<number>`coalesce(sum(case when ${STANDS} then ${bookings.markupAmount} else 0 end), 0)::int`,
      commission: sql<number>`coalesce(sum(case when ${STANDS} then ${bookings.markupAmount} + ${bookings.feeAmount} else 0 end), 0)::int`,
      cancellations: sql<number>`(count(*) filter (where ${ENDED}))::int`,
      refunds: sql<number>`coalesce(sum(coalesce(${bookings.refundAmount}, 0)), 0)::int`,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.bookedByUserId))
    .where(inRange)
    .groupBy(bookings.currency, bookings.vertical, bookings.bookedByUserId, users.name, users.isTravelAgent);

  const held = await db
    .select({ vertical: bookings.vertical, count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(scope, eq(bookings.status, "held"), gt(bookings.offerExpiresAt, sql`now()`)))
    .groupBy(bookings.vertical)
    .orderBy(bookings.vertical);
  const from = today();
  const upcoming = await query.startingBetween(agency, user, from, addDays(from, UPCOMING_DAYS), UPCOMING_MAX);

  return {
    startDate,
    endDate,
    totals: bucket(
      groups,
      () => "all",
      () => ({}),
    ),
    byCategory: bucket(
      groups,
      (g) => g.vertical,
      (g) => ({ category: query.categories.categoryOf(g.vertical) }),
    ),
    // Customers who booked for themselves are one row: the dashboard is about the agency's agents.
    byAgent: bucket(
      groups,
      (g) => (g.bookerIsAgent ? g.bookerId : "customers"),
      (g) => (g.bookerIsAgent ? { userId: g.bookerId, name: g.bookerName } : { userId: null, name: null }),
    ),
    onHold: held.map((h) => ({ category: query.categories.categoryOf(h.vertical), count: h.count })),
    upcoming: upcoming.map((b) => ({
      bookingId: b.bookingId,
      referenceNumber: b.referenceNumber,
      category: b.category,
      title: b.title,
      startDate: b.startDate,
      traveller: b.travellers[0] ?? null,
    })),
  };
}
