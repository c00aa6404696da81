import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { BookingContact, FlightOffer, FlightSearchRequest, MarkupType } from "../../shared/api/flights";
import type { BookingStatus } from "../../shared/booking/statuses";
import type { BookedRefundProtection, RefundProtectionProduct } from "../../shared/api/refund-protection";
import type { PaymentIntent, PaymentIntentStatus } from "../payments/types";
import type { SupplierOrder, SupplierOrderPassenger } from "../suppliers/flights/types";
import { agencies, users } from "./schema";

// Flight booking (docs/flights-api.md). Kept apart from schema.ts so the accounts and flights work do not collide;
// schema.ts re-exports this file so drizzle-kit and the typed client see one schema.

export type MarkupLevel = "agency" | "agent" | "client";

/**
 * Agency pricing on top of the supplier's net fare (spec A §3/§9: default percent 0, fee 0).
 * One row per level: the agency (userId null), an agent, or a client. A null markup or fee means
 * "inherit from the level above" (resolvePricingRule in src/server/pricing).
 */
export const flightMarkupConfigs = pgTable(
  "flight_markup_configs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    level: text("level").$type<MarkupLevel>().notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    markupType: text("markup_type").$type<MarkupType>(),
    /** Percent (12.5 = 12.5 %) for "percent"; whole minor units for "fixed". */
    markupValue: doublePrecision("markup_value"),
    /** Whole minor units per booking. */
    agencyFee: integer("agency_fee"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("flight_markup_agency_uq").on(t.agencyId).where(sql`${t.userId} is null`),
    uniqueIndex("flight_markup_user_uq").on(t.agencyId, t.level, t.userId).where(sql`${t.userId} is not null`),
  ],
);
export type FlightMarkupConfigRow = typeof flightMarkupConfigs.$inferSelect;

/**
 * A flight booking. Money columns are integer minor units in `currency`; the customer paid
 * `totalAmount` = net + markup + fee. Card: brand and last four only (card payments).
 */
export const flightBookings = pgTable(
  "flight_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    referenceNumber: text("reference_number").notNull().unique(),
    /** Who made the booking (a customer, or an agent booking for a client). */
    bookedByUserId: uuid("booked_by_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** Who travels / is billed: the agent's client; null when the customer booked for themself. */
    clientUserId: uuid("client_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The client's key for POST /api/flight/booking: one booking per key per agency. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** The first key POST /api/flight/payment was sent with; a key belongs to one booking. */
    paymentIdempotencyKey: text("payment_idempotency_key"),
    supplier: text("supplier").notNull(),
    offerId: text("offer_id").notNull(),
    /** The supplier's offer (net prices) as booked. */
    offer: jsonb("offer").$type<FlightOffer>().notNull(),
    passengers: jsonb("passengers").$type<SupplierOrderPassenger[]>().notNull(),
    contact: jsonb("contact").$type<BookingContact>().notNull(),
    supplierOrderId: text("supplier_order_id"),
    pnr: text("pnr"),
    currency: text("currency").notNull(),
    netAmount: integer("net_amount").notNull(),
    markupAmount: integer("markup_amount").notNull(),
    feeAmount: integer("fee_amount").notNull(),
    totalAmount: integer("total_amount").notNull(),
    /** Refund protection premium (spec B add-ons), included in totalAmount; 0 when not bought. */
    protectionAmount: integer("protection_amount").notNull().default(0),
    /** The redeemed refund protection quote (quote id and covered products); null when not bought. */
    refundProtection: jsonb("refund_protection").$type<BookedRefundProtection>(),
    markupType: text("markup_type").$type<MarkupType>().notNull(),
    markupValue: doublePrecision("markup_value").notNull(),
    status: text("status").$type<BookingStatus>().notNull(),
    paymentIntentId: text("payment_intent_id"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    /** What the traveller lost and got back on cancel or void. */
    penaltyAmount: integer("penalty_amount"),
    refundAmount: integer("refund_amount"),
    /** Supplier or gateway code when status is failed (OFFER_SOLD_OUT, SUPPLIER_TIMEOUT, ...). */
    failureCode: text("failure_code"),
    /** Lease held while one request runs payment + booking (other requests and servers wait). */
    paymentLockedUntil: timestamp("payment_locked_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("flight_bookings_idempotency_uq").on(t.agencyId, t.idempotencyKey),
    uniqueIndex("flight_bookings_payment_key_uq").on(t.agencyId, t.paymentIdempotencyKey),
    index("flight_bookings_agency_user_idx").on(t.agencyId, t.bookedByUserId, t.createdAt),
    index("flight_bookings_client_idx").on(t.clientUserId),
    index("flight_bookings_pnr_idx").on(t.agencyId, t.pnr),
  ],
);
export type FlightBookingRow = typeof flightBookings.$inferSelect;
export type NewFlightBookingRow = typeof flightBookings.$inferInsert;

/**
 * Refund protection (spec B "Add-ons": isEnabled, refundProtectMarkup), one row per agency; no row
 * means disabled. The premium is `premiumRate` percent of the trip total, plus the agency's
 * `markupPercent` percent of that premium.
 */
export const refundProtectionConfigs = pgTable("refund_protection_configs", {
  agencyId: uuid("agency_id")
    .primaryKey()
    .references(() => agencies.id, { onDelete: "cascade" }),
  isEnabled: boolean("is_enabled").notNull().default(false),
  premiumRate: doublePrecision("premium_rate").notNull(),
  markupPercent: doublePrecision("markup_percent").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
export type RefundProtectionConfigRow = typeof refundProtectionConfigs.$inferSelect;

/**
 * Refund protection quotes: the random id is what the client holds; everything it promises (agency,
 * user, offer, the trip total it was priced from, the premium, expiry) stays here, so it cannot be
 * forged or moved to another agency, user or offer.
 */
export const refundProtectionQuotes = pgTable(
  "refund_protection_quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientUserId: uuid("client_user_id").references(() => users.id, { onDelete: "cascade" }),
    offerId: text("offer_id").notNull(),
    currency: text("currency").notNull(),
    /** The trip total (net + markup + fee) the premium was priced from. */
    basisAmount: integer("basis_amount").notNull(),
    protectionAmount: integer("protection_amount").notNull(),
    products: jsonb("products").$type<RefundProtectionProduct[]>().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("refund_protection_quotes_agency_idx").on(t.agencyId, t.createdAt)],
);
export type RefundProtectionQuoteRow = typeof refundProtectionQuotes.$inferSelect;

/** Status history (held, paid, ticketed, cancelled, voided, failed) with timestamps. */
export const flightBookingEvents = pgTable(
  "flight_booking_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => flightBookings.id, { onDelete: "cascade" }),
    status: text("status").$type<BookingStatus>().notNull(),
    note: text("note"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("flight_booking_events_booking_idx").on(t.bookingId, t.at)],
);
export type FlightBookingEventRow = typeof flightBookingEvents.$inferSelect;

/** Stored searches (POST /api/flight/flightStore, DELETE /api/flight/:id). */
export const flightSearches = pgTable(
  "flight_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    search: jsonb("search").$type<FlightSearchRequest>().notNull(),
    url: text("url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("flight_searches_agency_idx").on(t.agencyId, t.createdAt)],
);
export type FlightSearchRow = typeof flightSearches.$inferSelect;

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

/** The sandbox supplier's own orders (the "airline side"), so PNRs survive a restart. */
export const sandboxFlightOrders = pgTable("sandbox_flight_orders", {
  pnr: text("pnr").primaryKey(),
  data: jsonb("data").$type<SupplierOrder>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
