import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { BundleProduct, BundleProductCode } from "@/shared/api/trip-add-on";
import type { Vertical } from "./schema-bookings";
import { agencies, users } from "./schema-accounts";

// The trip add-on bundle (spec B "Add-ons": config isEnabled, configuration; bundle products), the booking
// core's: an agency's configuration, and the items a bundle offer priced. docs/decisions.md "Trip add-on bundle".

/** One row per agency; no row means the agency offers no bundle. */
export const tripAddOnConfigs = pgTable("trip_add_on_configs", {
  agencyId: uuid("agency_id")
    .primaryKey()
    .references(() => agencies.id, { onDelete: "cascade" }),
  isEnabled: boolean("is_enabled").notNull().default(false),
  /** Percent off each added item (never below its net). */
  discountPercent: doublePrecision("discount_percent").notNull(),
  products: jsonb("products").$type<BundleProductCode[]>().notNull(),
  oneWayNights: integer("one_way_nights").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
export type TripAddOnConfigRow = typeof tripAddOnConfigs.$inferSelect;

/**
 * One priced item of a bundle offer (its id is the quote the booking redeems). Everything it promises (agency,
 * user, the anchor offer, the item's supplier offer, its price and discount, expiry) stays here, so it cannot
 * be forged or moved to another agency, user or trip.
 */
export const tripAddOnQuotes = pgTable(
  "trip_add_on_quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The bundle offer the item was priced in (one POST createBundleOffer). */
    bundleOfferId: uuid("bundle_offer_id").notNull(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientUserId: uuid("client_user_id").references(() => users.id, { onDelete: "cascade" }),
    anchorVertical: text("anchor_vertical").$type<Vertical>().notNull(),
    anchorOfferId: text("anchor_offer_id").notNull(),
    /** The item's vertical and its supplier's offer (a hotel rate id, a car quote id). */
    vertical: text("vertical").$type<Vertical>().notNull(),
    offerId: text("offer_id").notNull(),
    product: jsonb("product").$type<Omit<BundleProduct, "quoteId">>().notNull(),
    discountPercent: doublePrecision("discount_percent").notNull(),
    currency: text("currency").notNull(),
    /** What the traveller pays for the item in the bundle. */
    amount: integer("amount").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("trip_add_on_quotes_agency_idx").on(t.agencyId, t.createdAt)],
);
export type TripAddOnQuoteRow = typeof tripAddOnQuotes.$inferSelect;
