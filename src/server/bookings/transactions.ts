import { and, count, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Transaction } from "../../shared/api/my-trip";
import type { PageQuery } from "../../shared/api/paging";
import { money } from "../../shared/money";
import type { Db } from "../db/client";
import type { AgencyRow, UserRow } from "../db/schema";
import { bookingEvents, bookings } from "../db/schema-bookings";
import type { Translate } from "../i18n";
import type { TripStore } from "./trips";
import { visibleTo } from "./visibility";

// spec B §7 "getUserTransactions": the money that moved on the user's bookings, read from what the
// booking core already records (no money logic of its own): a booking's charge is its total, on the day
// its payment was captured (the `paid` event); its refund is the refund the cancellation stored, on the
// day it was cancelled or voided. The card is the only way to pay today: there is no wallet to move.

const REFUNDED = ["cancelled", "voided"] as const;

export interface TransactionFilter {
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
}

function whereTransactions(agency: AgencyRow, user: UserRow, filter: TransactionFilter): SQL {
  const moved = or(eq(bookingEvents.status, "paid"), and(inArray(bookingEvents.status, [...REFUNDED]), gt(bookings.refundAmount, 0)));
  const from = filter.startDate ? gte(bookingEvents.at, new Date(`${filter.startDate}T00:00:00Z`)) : undefined;
  const until = filter.endDate ? lt(bookingEvents.at, new Date(Date.parse(`${filter.endDate}T00:00:00Z`) + 86_400_000)) : undefined;
  return and(visibleTo(agency, user), moved, from, until) as SQL;
}

export interface TransactionTotal {
  currency: string;
  charged: number;
  refunded: number;
  net: number;
}

export async function listTransactions(
  db: Db,
  trips: TripStore,
  who: { agency: AgencyRow; user: UserRow },
  filter: TransactionFilter,
  page: PageQuery,
  t: Translate,
): Promise<{ items: Transaction[]; total: number; totals: TransactionTotal[] }> {
  const where = whereTransactions(who.agency, who.user, filter);
  const isCharge = sql`${bookingEvents.status} = 'paid'`;
  const [rows, [counted], sums] = await Promise.all([
    db
      .select({ booking: bookings, status: bookingEvents.status, at: bookingEvents.at })
      .from(bookingEvents)
      .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
      .where(where)
      .orderBy(desc(bookingEvents.at), desc(bookingEvents.id))
      .limit(page.limit)
      .offset(page.offSet),
    db.select({ n: count() }).from(bookingEvents).innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId)).where(where),
    db
      .select({
        currency: bookings.currency,
        charged: sql<string>`coalesce(sum(case when ${isCharge} then ${bookings.totalAmount} else 0 end), 0)`,
        refunded: sql<string>`coalesce(sum(case when ${isCharge} then 0 else ${bookings.refundAmount} end), 0)`,
      })
      .from(bookingEvents)
      .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
      .where(where)
      .groupBy(bookings.currency)
      .orderBy(bookings.currency),
  ]);
  const items = rows.map(({ booking: b, status, at }): Transaction => {
    const charge = status === "paid";
    return {
      at: at.toISOString(),
      type: charge ? "charge" : "refund",
      amount: money(charge ? b.totalAmount : (b.refundAmount ?? 0), b.currency),
      method: "card",
      card: b.cardBrand && b.cardLast4 ? { brand: b.cardBrand, last4: b.cardLast4 } : null,
      kind: b.vertical,
      referenceNumber: b.referenceNumber,
      title: trips.summary(b, t).title,
    };
  });
  // Sums arrive as numeric text (bigint in PostgreSQL): whole minor units, well within a safe integer.
  const totals = sums.map((row) => {
    const charged = Number(row.charged);
    const refunded = Number(row.refunded);
    return { currency: row.currency, charged, refunded, net: charged - refunded };
  });
  return { items, total: counted?.n ?? 0, totals };
}
