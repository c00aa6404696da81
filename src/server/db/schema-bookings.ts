import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { BookedRefundProtection, RefundProtectionProduct } from "@/shared/api/refund-protection";
import type { BookingStatus } from "@/shared/booking/statuses";
import type { SupplierCallState } from "@/shared/booking/supplier-holds";
import type { CoreVerticalId } from "@/shared/verticals";

/** What a bundle's linked item keeps of the trip add-on quote it redeemed. */
export interface BookedTripAddOn {
  quoteId: string;
  productCode: string;
  discountPercent: number;
}
import { agencies, users } from "./schema-accounts";

// The booking core's tables (docs/architecture.md "Server"): one bookings table and one status history for
// every vertical (flights, hotels, cars, activities), and one markups table keyed by vertical. What only one
// vertical knows (a flight's offer, passengers and tickets; a hotel's rooms) lives in `details`, which the
// vertical reads and writes; the core never looks inside it.

/** A booking's vertical: the core's id, any registered vertical's (saved checkouts name theirs in the plural: "flights"). */
export type Vertical = CoreVerticalId;
export type MarkupLevel = "agency" | "agent" | "client";
export type MarkupKind = "percent" | "fixed";

/**
 * Agency pricing on top of the supplier's net price, per vertical (spec B §6: the agency sets markups for
 * itself, its agents and its clients; spec A §9 / spec B §9 defaults: percent 0, fee 0). One row per
 * level and vertical: the agency (userId null), an agent, or a client. A null markup or fee means
 * "inherit from the level above" (resolvePricingRule in src/server/pricing).
 */
export const markups = pgTable(
  "markups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    vertical: text("vertical").$type<Vertical>().notNull(),
    level: text("level").$type<MarkupLevel>().notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    markupType: text("markup_type").$type<MarkupKind>(),
    /** Percent (12.5 = 12.5 %) for "percent"; whole minor units for "fixed". */
    markupValue: doublePrecision("markup_value"),
    /** Whole minor units per booking. */
    agencyFee: integer("agency_fee"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("markups_agency_uq")
      .on(t.agencyId, t.vertical)
      .where(sql`${t.userId} is null`),
    uniqueIndex("markups_user_uq")
      .on(t.agencyId, t.vertical, t.level, t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);
export type MarkupRow = typeof markups.$inferSelect;

/**
 * A booking of any vertical. Money columns are integer minor units in `currency`; the customer pays
 * `totalAmount` = net + markup + fee + add-ons − discount. Card: brand and last four only.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vertical: text("vertical").$type<Vertical>().notNull(),
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
    /** The client's key for the booking request: one booking per key per agency. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** The first key the payment was sent with; a key belongs to one booking. */
    paymentIdempotencyKey: text("payment_idempotency_key"),
    supplier: text("supplier").notNull(),
    offerId: text("offer_id").notNull(),
    /** After this the supplier will not book the offer: no card is charged, and an unpaid hold is released. */
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }).notNull(),
    supplierOrderId: text("supplier_order_id"),
    /** The supplier's record locator (a flight's PNR, a hotel's confirmation number): what cancel and void name. */
    supplierReference: text("supplier_reference"),
    /** The vertical's own part of the booking (a flight: offer, passengers, contact). */
    details: jsonb("details").$type<Record<string, unknown>>().notNull(),
    currency: text("currency").notNull(),
    netAmount: integer("net_amount").notNull(),
    markupAmount: integer("markup_amount").notNull(),
    feeAmount: integer("fee_amount").notNull(),
    /** Add-ons bought at checkout (spec B "Add-ons"), included in totalAmount; 0 when none. */
    addOnsAmount: integer("add_ons_amount").notNull().default(0),
    /** A coupon's discount (spec B §3 coupon code), taken off totalAmount; 0 when none. */
    discountAmount: integer("discount_amount").notNull().default(0),
    /** The coupon code redeemed, as the agency wrote it; null when none. */
    couponCode: text("coupon_code"),
    totalAmount: integer("total_amount").notNull(),
    /**
     * spec B §3 booking record: what the reward wallet paid (held from the wallet when the payment starts, given back
     * when the card fails) and what the card pays; paidFromCredit + paidFromCard = totalAmount.
     */
    paidFromCredit: integer("paid_from_credit").notNull().default(0),
    paidFromCard: integer("paid_from_card").notNull().default(0),
    /** The redeemed refund protection quote (quote id and covered products); null when not bought. */
    refundProtection: jsonb("refund_protection").$type<BookedRefundProtection>(),
    /**
     * Trip add-on bundle (spec B "Add-ons"): the bookings bought together and paid in one payment share this
     * id; null for a booking on its own. Each is still an ordinary booking of its vertical.
     */
    bundleId: uuid("bundle_id"),
    /** A bundle's linked item (a hotel, a car): the booking whose payment pays for it; null for the lead or a booking on its own. */
    leadBookingId: uuid("lead_booking_id"),
    /** A linked item: the trip add-on quote it redeemed and its price before the bundle discount (in discountAmount). */
    tripAddOn: jsonb("trip_add_on").$type<BookedTripAddOn>(),
    /** The proposal (of the agency, for this client) the booking was made from: marked booked once this is confirmed. */
    proposalId: uuid("proposal_id"),
    markupType: text("markup_type").$type<MarkupKind>().notNull(),
    markupValue: doublePrecision("markup_value").notNull(),
    status: text("status").$type<BookingStatus>().notNull(),
    paymentIntentId: text("payment_intent_id"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    /** What the traveller lost and got back on cancel or void. */
    penaltyAmount: integer("penalty_amount"),
    refundAmount: integer("refund_amount"),
    /** Supplier or gateway code when status is failed (OFFER_SOLD_OUT, SUPPLIER_TIMEOUT, HOLD_EXPIRED, ...). */
    failureCode: text("failure_code"),
    /** Lease held while one request runs payment + booking (other requests and servers wait). */
    paymentLockedUntil: timestamp("payment_locked_until", { withTimezone: true }),
    /**
     * Paid (the card captured) and not yet finished: issued where the vertical issues, and its confirmation queued.
     * The recovery sweep finishes it, or gives the money back after FINISH_PAID_WITHIN_MINUTES (src/shared/booking/finishing.ts).
     */
    unfinishedSince: timestamp("unfinished_since", { withTimezone: true }),
    /** How many times finishing failed: the back office's "needs attention" says so. */
    finishAttempts: integer("finish_attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("bookings_idempotency_uq").on(t.agencyId, t.idempotencyKey),
    index("bookings_unfinished_idx")
      .on(t.unfinishedSince)
      .where(sql`${t.unfinishedSince} is not null`),
    uniqueIndex("bookings_payment_key_uq").on(t.agencyId, t.paymentIdempotencyKey),
    index("bookings_agency_user_idx").on(t.agencyId, t.bookedByUserId, t.createdAt),
    index("bookings_client_idx").on(t.clientUserId),
    index("bookings_supplier_reference_idx").on(t.agencyId, t.supplierReference),
    index("bookings_held_idx").on(t.status, t.offerExpiresAt),
    index("bookings_lead_idx").on(t.leadBookingId),
  ],
);
export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;

/** Status history (held, paid, ticketed, cancelled, voided, failed) with timestamps. */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    status: text("status").$type<BookingStatus>().notNull(),
    note: text("note"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_events_booking_idx").on(t.bookingId, t.at)],
);

export type CouponKind = "percent" | "fixed";

/**
 * An agency's coupon codes (spec B §3 "Coupon code states: loading, valid, invalid"): a percentage or a
 * fixed amount off the booking's price (before add-ons), for one vertical, until it expires. A code is
 * unique per agency and matched without regard to case; another agency's code is unknown here.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** Upper case: what the customer types is upper-cased before it is looked up. */
    code: text("code").notNull(),
    vertical: text("vertical").$type<Vertical>().notNull(),
    kind: text("kind").$type<CouponKind>().notNull(),
    /** Percent (10 = 10 %) for "percent"; whole minor units of `currency` for "fixed". */
    value: doublePrecision("value").notNull(),
    /** A fixed amount's currency; null for a percentage. */
    currency: text("currency"),
    description: text("description").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("coupons_agency_code_uq").on(t.agencyId, t.code)],
);

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

/**
 * Write-ahead for supplier calls (docs/decisions.md "Charged means finished or refunded"): committed before the
 * booking core asks a supplier to book, with the idempotency key the supplier is asked with (the row's id), so a
 * process killed between the supplier's answer and saving it leaves a row the reconciliation round finds. `calling`
 * until the booking saved the answer (`owned`), or the round found nothing at the supplier (`absent`) or gave the
 * supplier's booking back (`released`).
 */
export const supplierCalls = pgTable(
  "supplier_calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vertical: text("vertical").$type<Vertical>().notNull(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    state: text("state").$type<SupplierCallState>().notNull().default("calling"),
    /** The supplier's reference once known (owned or released). */
    supplierReference: text("supplier_reference"),
    /** One reconciliation round at a time works on a row (several instances). */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("supplier_calls_calling_idx").on(t.vertical, t.state, t.createdAt), index("supplier_calls_booking_idx").on(t.bookingId)],
);
export type SupplierCallRow = typeof supplierCalls.$inferSelect;

/**
 * The sandbox suppliers' record of what they hold, for every sandbox (flights, hotels, cars, activities): what a
 * real supplier answers when asked for a booking by its idempotency key, or for its open bookings.
 */
export const sandboxSupplierHolds = pgTable(
  "sandbox_supplier_holds",
  {
    supplier: text("supplier").notNull(),
    reference: text("reference").notNull(),
    orderId: text("order_id").notNull(),
    idempotencyKey: text("idempotency_key"),
    open: boolean("open").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("sandbox_supplier_holds_pk").on(t.supplier, t.reference),
    uniqueIndex("sandbox_supplier_holds_key_idx").on(t.supplier, t.idempotencyKey),
    index("sandbox_supplier_holds_open_idx").on(t.supplier, t.open, t.createdAt),
  ],
);
