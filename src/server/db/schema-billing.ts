import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { PlanType } from "@/shared/billing/plans";
import type { StoredCard } from "@/shared/payments/intent";
import { agencies } from "./schema-accounts";

// The agency's subscription (spec B §7 "Agency back office": subscriptions, billings, payment methods).
// `agencies.is_subscribed` stays the spec's flag (agencyData.isSubscribed, the login result); these tables
// hold the plan, the paid period, the saved card, the payments under way and the invoices.

export const agencySubscriptions = pgTable("agency_subscriptions", {
  agencyId: uuid("agency_id")
    .primaryKey()
    .references(() => agencies.id, { onDelete: "cascade" }),
  planType: text("plan_type").$type<PlanType>().notNull(),
  /** A yearly agency that chose monthly billing: it moves when the current period ends. */
  scheduledPlanType: text("scheduled_plan_type").$type<PlanType>(),
  currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
  /** Brand, last four, expiry and the gateway's token: never the number or the CVC. */
  paymentMethod: jsonb("payment_method").$type<StoredCard>(),
  /**
   * Renewals (src/server/billing/renewal.ts): active; past_due after a declined renewal, while retries
   * remain; ended when the period ran out cancelled or after the last failed retry.
   */
  status: text("status").$type<SubscriptionStatus>().notNull().default("active"),
  /** The owner cancelled: the subscription ends when the current period does, nothing is charged. */
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  /** Declined renewal charges for the period now ending (0 while active). */
  renewalAttempts: integer("renewal_attempts").notNull().default(0),
  /** While past due: when the renewal is tried again. */
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
  /** The renewal lease: the instance that claimed the renewal until then; others leave it alone. */
  renewalLockedUntil: timestamp("renewal_locked_until", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
export type SubscriptionStatus = "active" | "past_due" | "ended";
export type AgencySubscriptionRow = typeof agencySubscriptions.$inferSelect;

/**
 * The agency as the card gateway's customer (Stripe's Customer, named by the agency), made once per gateway account:
 * the subscription's saved card is attached to it, and renewals charge it off-session (docs/decisions.md "Saved
 * cards on Stripe"). The sandbox keeps no customers.
 */
export const paymentCustomers = pgTable(
  "payment_customers",
  {
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** The gateway account and mode the customer lives in (`CardSaving.account`). */
    account: text("account").notNull(),
    customerId: text("customer_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.account] })],
);

export type SubscriptionPaymentKind = "subscribe" | "upgrade" | "card" | "renewal";

/** One payment attempt (one idempotency key): what it pays for, so the 3-D Secure step can finish it. */
export const subscriptionPayments = pgTable(
  "subscription_payments",
  {
    /** The gateway's payment intent id (the `reference` the browser reports the 3-D Secure step with). */
    id: text("id").primaryKey(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    kind: text("kind").$type<SubscriptionPaymentKind>().notNull(),
    planType: text("plan_type").$type<PlanType>(),
    amount: integer("amount").notNull(),
    credit: integer("credit").notNull().default(0),
    currency: text("currency").notNull(),
    /** open until the charge is captured (or the card check released), then done. */
    status: text("status").$type<"open" | "done">().notNull().default("open"),
    invoiceId: uuid("invoice_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("subscription_payments_key_uq").on(t.agencyId, t.idempotencyKey)],
);
export type SubscriptionPaymentRow = typeof subscriptionPayments.$inferSelect;

export const subscriptionInvoices = pgTable(
  "subscription_invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** `<agency code>-<year>-<sequence>`, one sequence per agency. */
    number: text("number").notNull().unique(),
    paymentId: text("payment_id").notNull().unique(),
    kind: text("kind").$type<"subscription" | "upgrade" | "renewal">().notNull(),
    planType: text("plan_type").$type<PlanType>().notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    amount: integer("amount").notNull(),
    credit: integer("credit").notNull().default(0),
    currency: text("currency").notNull(),
    card: jsonb("card").$type<{ brand: string; last4: string }>(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subscription_invoices_agency_idx").on(t.agencyId, t.issuedAt)],
);
export type SubscriptionInvoiceRow = typeof subscriptionInvoices.$inferSelect;
