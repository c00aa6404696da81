import { sql } from "drizzle-orm";
import { check, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { agencies, users } from "./schema-accounts";
import { bookings } from "./schema-bookings";

// The reward wallet (spec B §6; docs/decisions.md "Reward wallet"), the booking core's: the agency's earn rate,
// each user's balance per currency (the row a payment debits with a conditional update, so two tabs or two
// servers never spend the same credit), and every movement, which My trip's transactions list.

/** One row per agency; no row means the default earn rate (DEFAULT_EARN_RATE). */
export const rewardWalletConfigs = pgTable("reward_wallet_configs", {
  agencyId: uuid("agency_id")
    .primaryKey()
    .references(() => agencies.id, { onDelete: "cascade" }),
  /** Percent of a completed booking's total. */
  earnRate: doublePrecision("earn_rate").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A user's credit in one currency, whole minor units; never below zero (a check constraint says so too). */
export const rewardWallets = pgTable(
  "reward_wallets",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    balance: integer("balance").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.currency] }), check("reward_wallets_balance_nonnegative", sql`${t.balance} >= 0`)],
);

/**
 * earned: a completed booking's reward; spent: credit held for a payment; returned: a hold given back (a declined
 * card, a failed or released booking); refunded: a cancellation's refund back to the wallet; takenBack: a cancelled
 * booking's reward taken back.
 */
export type WalletMovementKind = "earned" | "spent" | "returned" | "refunded" | "takenBack";

export const rewardWalletMovements = pgTable(
  "reward_wallet_movements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    kind: text("kind").$type<WalletMovementKind>().notNull(),
    /** Positive, whole minor units; `kind` says the direction. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** takenBack only: the part of the reward already spent, which the wallet could not give back (never negative). */
    shortfall: integer("shortfall").notNull().default(0),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reward_wallet_movements_user_idx").on(t.userId, t.at),
    // A booking earns once, is refunded to the wallet once and has its reward taken back once.
    uniqueIndex("reward_wallet_movements_once_uq")
      .on(t.bookingId, t.kind)
      .where(sql`${t.kind} in ('earned', 'refunded', 'takenBack')`),
  ],
);
