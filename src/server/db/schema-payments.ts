import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { PaymentIntentStatus } from "@/shared/api/payments";
import type { PaymentIntent } from "@/shared/payments/intent";

// The payment gateway's intents, used by every vertical's booking and by billing: the core's, not a
// vertical's. schema.ts re-exports this file so drizzle-kit and the typed client see one schema.

/** The sandbox gateway's PaymentIntents (PaymentStore in the database). No card number, ever. */
export const paymentIntents = pgTable("payment_intents", {
  id: text("id").primaryKey(),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  status: text("status").$type<PaymentIntentStatus>().notNull(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  data: jsonb("data").$type<PaymentIntent>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Stripe's webhook events already handled (docs/deploy.md "Payments"): Stripe delivers an event at least once,
 * so its id is claimed here before the event is acted on, and a repeat is answered without acting twice.
 */
export const stripeWebhookEvents = pgTable("stripe_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
