import { and, count, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Transaction } from "@/shared/api/my-trip";
import type { PageQuery } from "@/shared/api/paging";
import { money } from "@/shared/money";
import { productVerticalId } from "@/shared/verticals";
import type { Db } from "../db/client";
import type { AgencyRow, UserRow } from "../db/schema";
import { bookingEvents, bookings } from "../db/schema-bookings";
import { rewardWalletMovements, type WalletMovementKind } from "../db/schema-reward-wallet";
import type { Translate } from "../i18n";
import type { TripStore } from "./trips";
import { visibleTo } from "./visibility";

// spec B §7 "getUserTransactions": the money that moved on the user's bookings, read from what the
// booking core already records (no money logic of its own). By card: a booking's card part (paidFromCard) on
// the day its payment was captured (the `paid` event), and on the day it was cancelled or voided the part of
// its refund that went back to the card (the rest went to the wallet first: splitRefund). From the reward
// wallet: every movement of the user's own wallet (docs/decisions.md "Reward wallet").

const REFUNDED = ["cancelled", "voided"] as const;

/** The part of a cancelled booking's refund that went back to the card (the wallet's part first: splitRefund). */
const cardRefund = sql<number>`(coalesce(${bookings.refundAmount}, 0) - least(coalesce(${bookings.refundAmount}, 0), ${bookings.paidFromCredit}))`;

export interface TransactionFilter {
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
}

function between(column: typeof bookingEvents.at | typeof rewardWalletMovements.at, filter: TransactionFilter): SQL[] {
  const from = filter.startDate ? gte(column, new Date(`${filter.startDate}T00:00:00Z`)) : undefined;
  const until = filter.endDate ? lt(column, new Date(Date.parse(`${filter.endDate}T00:00:00Z`) + 86_400_000)) : undefined;
  return [from, until].filter((c): c is SQL => c !== undefined);
}

function whereCard(agency: AgencyRow, user: UserRow, filter: TransactionFilter): SQL {
  const moved = or(and(eq(bookingEvents.status, "paid"), gt(bookings.paidFromCard, 0)), and(inArray(bookingEvents.status, [...REFUNDED]), sql`${cardRefund} > 0`));
  return and(visibleTo(agency, user), moved, ...between(bookingEvents.at, filter)) as SQL;
}

function whereWallet(agency: AgencyRow, user: UserRow, filter: TransactionFilter): SQL {
  return and(eq(rewardWalletMovements.agencyId, agency.id), eq(rewardWalletMovements.userId, user.id), gt(rewardWalletMovements.amount, 0), ...between(rewardWalletMovements.at, filter)) as SQL;
}

export interface TransactionTotal {
  currency: string;
  charged: number;
  refunded: number;
  net: number;
}

const walletType: Record<WalletMovementKind, Transaction["type"]> = { spent: "charge", returned: "refund", refunded: "refund", earned: "earned", takenBack: "takenBack" };

export async function listTransactions(
  db: Db,
  trips: TripStore,
  who: { agency: AgencyRow; user: UserRow },
  filter: TransactionFilter,
  page: PageQuery,
  t: Translate,
): Promise<{ items: Transaction[]; total: number; totals: TransactionTotal[] }> {
  const card = whereCard(who.agency, who.user, filter);
  const wallet = whereWallet(who.agency, who.user, filter);
  const isCharge = sql`${bookingEvents.status} = 'paid'`;
  // Both lists newest first up to the end of the page, merged: a page never needs more than offSet + limit of either.
  const upTo = page.offSet + page.limit;
  const [cardRows, walletRows, [cardCount], [walletCount], cardSums, walletSums] = await Promise.all([
    db
      .select({ booking: bookings, status: bookingEvents.status, at: bookingEvents.at, id: bookingEvents.id })
      .from(bookingEvents)
      .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
      .where(card)
      .orderBy(desc(bookingEvents.at), desc(bookingEvents.id))
      .limit(upTo),
    db
      .select({ booking: bookings, movement: rewardWalletMovements })
      .from(rewardWalletMovements)
      .innerJoin(bookings, eq(bookings.id, rewardWalletMovements.bookingId))
      .where(wallet)
      .orderBy(desc(rewardWalletMovements.at), desc(rewardWalletMovements.id))
      .limit(upTo),
    db.select({ n: count() }).from(bookingEvents).innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId)).where(card),
    db.select({ n: count() }).from(rewardWalletMovements).innerJoin(bookings, eq(bookings.id, rewardWalletMovements.bookingId)).where(wallet),
    db
      .select({
        currency: bookings.currency,
        charged: sql<string>`coalesce(sum(case when ${isCharge} then ${bookings.paidFromCard} else 0 end), 0)`,
        refunded: sql<string>`coalesce(sum(case when ${isCharge} then 0 else ${cardRefund} end), 0)`,
      })
      .from(bookingEvents)
      .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
      .where(card)
      .groupBy(bookings.currency),
    db
      .select({
        currency: rewardWalletMovements.currency,
        charged: sql<string>`coalesce(sum(case when ${rewardWalletMovements.kind} = 'spent' then ${rewardWalletMovements.amount} else 0 end), 0)`,
        refunded: sql<string>`coalesce(sum(case when ${rewardWalletMovements.kind} in ('returned', 'refunded') then ${rewardWalletMovements.amount} else 0 end), 0)`,
      })
      .from(rewardWalletMovements)
      .innerJoin(bookings, eq(bookings.id, rewardWalletMovements.bookingId))
      .where(wallet)
      .groupBy(rewardWalletMovements.currency),
  ]);
  const describe = (b: typeof bookings.$inferSelect) => ({ kind: productVerticalId(b.vertical), referenceNumber: b.referenceNumber, title: trips.summary(b, t).title });
  const cardItems = cardRows.map(({ booking: b, status, at, id }) => {
    const charge = status === "paid";
    const item: Transaction = {
      at: at.toISOString(),
      type: charge ? "charge" : "refund",
      amount: money(charge ? b.paidFromCard : (b.refundAmount ?? 0) - Math.min(b.refundAmount ?? 0, b.paidFromCredit), b.currency),
      method: "card",
      card: b.cardBrand && b.cardLast4 ? { brand: b.cardBrand, last4: b.cardLast4 } : null,
      ...describe(b),
    };
    return { item, at, id };
  });
  const walletItems = walletRows.map(({ booking: b, movement: mv }) => {
    const item: Transaction = { at: mv.at.toISOString(), type: walletType[mv.kind], amount: money(mv.amount, mv.currency), method: "wallet", card: null, ...describe(b) };
    return { item, at: mv.at, id: mv.id };
  });
  const items = [...cardItems, ...walletItems]
    .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(page.offSet, upTo)
    .map((row) => row.item);
  // Sums arrive as numeric text (bigint in PostgreSQL): whole minor units, well within a safe integer.
  const byCurrency = new Map<string, TransactionTotal>();
  for (const row of [...cardSums, ...walletSums]) {
    const total = byCurrency.get(row.currency) ?? { currency: row.currency, charged: 0, refunded: 0, net: 0 };
    total.charged += Number(row.charged);
    total.refunded += Number(row.refunded);
    total.net = total.charged - total.refunded;
    byCurrency.set(row.currency, total);
  }
  const totals = [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
  return { items, total: (cardCount?.n ?? 0) + (walletCount?.n ?? 0), totals };
}
