import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { CheckoutSummary, CheckoutVertical } from "@/shared/api/checkout-sessions";
import { agencies, users } from "./schema-accounts";

// Checkout sessions (resumable checkouts): a booking machine's persisted snapshot, so an interrupted checkout
// resumes on any device. Kept apart from schema.ts like schema-flights.ts; schema.ts re-exports it.

export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    /** Made by the client (PUT /api/checkout-sessions/:id upserts), so saving is idempotent. */
    id: uuid("id").primaryKey(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** Who is checking out: a customer, or an agent working for a client. */
    ownerUserId: uuid("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The agent's client the checkout is for; null when the owner books for themself. */
    clientUserId: uuid("client_user_id").references(() => users.id, { onDelete: "set null" }),
    vertical: text("vertical").$type<CheckoutVertical>().notNull(),
    machineId: text("machine_id").notNull(),
    machineVersion: integer("machine_version").notNull(),
    /** `actor.getPersistedSnapshot()`, sanitised: never card data (refused with 400). */
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    /** What the "Unfinished checkouts" list shows: route or name, dates, travellers, step. */
    summary: jsonb("summary").$type<CheckoutSummary>().notNull(),
    /** The current total in minor units, when priced. */
    priceAmount: integer("price_amount"),
    priceCurrency: text("price_currency"),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Every save pushes it out (CHECKOUT_SESSION_TTL_DAYS); the cleanup deletes expired rows. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Discarded (or finished): hidden at once, deleted by the cleanup; a late save cannot revive it. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("checkout_sessions_owner_idx").on(t.agencyId, t.ownerUserId, t.updatedAt), index("checkout_sessions_client_idx").on(t.clientUserId), index("checkout_sessions_expires_idx").on(t.expiresAt)],
);
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
