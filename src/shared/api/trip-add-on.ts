import { z } from "zod";
import { BOOKING_STATUSES } from "../booking/lists";
import { tripBundleMessages as rules } from "../booking/trip-bundle";
import { moneySchema } from "../money-schema";
import { bookingAddOn } from "./refund-protection";
import { envelope } from "./envelope";
import { BUNDLE_PRODUCT_CODES, VERTICAL_IDS } from "../verticals";

// spec B "Add-ons": the trip add-on bundle offer. Config answers and bundle offers arrive as base64-encoded
// JSON in `data` (GET /api/tripAdd, POST api/tripAdd/createBundleOffer), as refund protection's config does.
// What the bundle holds is ours to design (docs/decisions.md "Trip add-on bundle"): after a flight is chosen,
// a hotel at the destination for the stay and a car at the arrival airport, each priced live by its own
// supplier, at the agency's bundle discount, booked with the flight and paid in the same payment.

/** The add-on kind the checkout machine's add-on slot and the booking call use. */
export const TRIP_ADD_ON = "tripAddOn";

export const BUNDLE_PRODUCTS = BUNDLE_PRODUCT_CODES;
export const bundleProductCode = z.enum(BUNDLE_PRODUCTS);
export type BundleProductCode = z.infer<typeof bundleProductCode>;

/** spec B "Trip add-on: config isEnabled, configuration": what the agency offers and at what discount. */
export const tripAddOnConfiguration = z.object({
  /** Percent off each added item's price (markup and fee included); never below what its supplier is paid. */
  discountPercent: z.number().min(0, rules.discountRange.id).max(50, rules.discountRange.id),
  /** Which items a bundle offers. */
  products: z
    .array(bundleProductCode)
    .min(1, rules.noProducts.id)
    .refine((products) => new Set(products).size === products.length, rules.productTwice.id),
  /** A one-way trip has no date back: the hotel is offered for this many nights, the car for as many days. */
  oneWayNights: z.number().int(rules.nightsRange.id).min(1, rules.nightsRange.id).max(14, rules.nightsRange.id),
});

export const tripAddOnConfig = z.object({ isEnabled: z.boolean(), configuration: tripAddOnConfiguration });
export type TripAddOnConfig = z.infer<typeof tripAddOnConfig>;
/** GET /api/tripAdd: `data` is base64-encoded JSON of TripAddOnConfig. */
export const tripAddOnConfigResponse = envelope(z.string().base64());
/** PATCH /api/tripAdd (owners and admins; the back office's settings screen): the whole config. */
export const tripAddOnConfigUpdate = tripAddOnConfig.strict();

/** POST api/tripAdd/createBundleOffer. */
export const createBundleOfferRequest = z.object({
  /** The offer the trip is built around, as priced on its details page (a flight's offer id). */
  offerId: z.string().min(1).max(2000),
  /** The offer's vertical; only verticals whose bookings lead a bundle answer (flights). */
  vertical: z.enum(VERTICAL_IDS).default("flight"),
  /** An agent offering for one of the agency's clients (that client's prices apply). */
  clientId: z.string().uuid("Client must be a user id").optional(),
});

/** One item of a bundle offer: a hotel for the stay, or a car for the same days. */
export const bundleProduct = z.object({
  /** Unguessable; what the booking redeems (`addOns: [{ kind: "tripAddOn", quoteId }]`), bound server-side to the agency, user, trip and price. */
  quoteId: z.string().uuid(),
  productCode: bundleProductCode,
  /** The hotel's name; the car's model ("Toyota Corolla or similar"). */
  title: z.string(),
  /** The room and its board; the rental company. */
  subtitle: z.string(),
  /** The hotel's address; the rental desk. */
  place: z.string(),
  /** Local date (hotel) or date-time (car) the item starts and ends. */
  start: z.string(),
  end: z.string(),
  /** Nights (hotel) or rental days (car). */
  units: z.number().int().positive(),
  /** Whether it cancels free (the hotel's rate, the car's policy). */
  freeCancellation: z.boolean(),
  /** The item's own price on its vertical (markup and fee included), before the bundle discount. */
  listPrice: moneySchema,
  discount: moneySchema,
  /** What the traveller pays for it in the bundle. */
  price: moneySchema,
});
export type BundleProduct = z.infer<typeof bundleProduct>;

export const bundleOffer = z.object({
  bundleOfferId: z.string().uuid(),
  /** The anchor offer the bundle belongs to. */
  offerId: z.string(),
  discountPercent: z.number(),
  /** Empty when nothing could be offered for this trip (no hotel or car there, a same-day return). */
  products: z.array(bundleProduct),
  /** ISO instant: the earliest expiry of the anchor offer and its items. */
  expiresAt: z.string(),
});
export type BundleOffer = z.infer<typeof bundleOffer>;
/** `data` is base64-encoded JSON of BundleOffer. */
export const createBundleOfferResponse = envelope(z.string().base64());

/** A bundle item on the anchor's booking call. */
export const tripAddOnChoice = z.object({
  kind: z.literal(TRIP_ADD_ON),
  quoteId: z.string().uuid("Unknown trip add-on"),
});

/** The add-ons an anchor's booking call takes: at most one refund protection and one of each bundle item. */
export const anchorAddOns = z
  .array(z.discriminatedUnion("kind", [bookingAddOn, tripAddOnChoice]))
  .max(1 + BUNDLE_PRODUCTS.length, rules.addOnTwice.id)
  .refine((addOns) => addOns.filter((addOn) => addOn.kind !== TRIP_ADD_ON).length <= 1, rules.addOnTwice.id)
  .refine((addOns) => new Set(addOns.map((addOn) => addOn.quoteId)).size === addOns.length, rules.addOnTwice.id)
  .default([]);

/** On a booking of a bundle (reservation details): every booking paid in the same payment, this one included. */
export const bundleItem = z.object({
  vertical: z.enum(VERTICAL_IDS),
  referenceNumber: z.string(),
  bookingStatus: z.enum(BOOKING_STATUSES),
  title: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  totalAmount: moneySchema,
  /** The booking the payment was made on (the flight). */
  lead: z.boolean(),
});
export type BundleItem = z.infer<typeof bundleItem>;

export const bookedBundle = z.object({
  bundleId: z.string().uuid(),
  items: z.array(bundleItem),
  /** The one payment: the items' totals together. */
  totalAmount: moneySchema,
});
export type BookedBundle = z.infer<typeof bookedBundle>;
