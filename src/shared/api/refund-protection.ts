import { z } from "zod";
import { moneySchema } from "../money-schema";
import { REFUND_PROTECTION } from "../booking/add-on-kinds";
import { refundProtectionRules as rules } from "../booking/refund-protection";
import { envelope } from "./envelope";

// spec B "Add-ons": refund protection (trip protection). Config answers arrive as base64-encoded
// JSON in `data` (GET /api/refund-protects); a quote prices the protection for one repriced offer
// and is redeemed by POST /api/flight/booking (docs/flights-api.md "Refund protection").

export { REFUND_PROTECTION };

/** GET /api/refund-protects, decoded: the agency's configuration (spec B: isEnabled, refundProtectMarkup). */
export const refundProtectionConfig = z.object({
  isEnabled: z.boolean(),
  /** The agency's markup on the premium, percent (10 = 10 %). */
  refundProtectMarkup: z.number().nonnegative(),
  /** The protection provider's premium, percent of the trip total the traveller pays. */
  premiumRate: z.number().nonnegative(),
  /** What the premium (with the agency's markup) costs, percent of the trip total: what the card shows. */
  effectiveRate: z.number().nonnegative(),
});
export type RefundProtectionConfig = z.infer<typeof refundProtectionConfig>;
export const refundProtectionConfigResponse = envelope(z.string().base64());
/**
 * PATCH /api/refund-protects (owners and admins; the back office's add-on settings): what the agency decides,
 * whether it offers the protection and its markup on the provider's premium. The premium rate is the provider's.
 */
export const refundProtectionConfigUpdate = z
  .object({
    isEnabled: z.boolean(),
    refundProtectMarkup: z.number(rules.markupRange.id).min(0, rules.markupRange.id).max(100, rules.markupRange.id).multipleOf(0.01, rules.markupPrecision.id),
  })
  .strict();
export type RefundProtectionConfigUpdate = z.infer<typeof refundProtectionConfigUpdate>;

/** One covered item of a quote (a flight booking is one product, an activity booking another). */
export const refundProtectionProduct = z.object({
  productCode: z.enum(["FLIGHT", "ACTIVITY", "HOTEL", "CAR"]),
  /** The route ("JFK → LHR → JFK"), or the activity and its day ("Lisbon Bike Tour, 2026-12-16 09:00"). */
  description: z.string(),
  /** What a cancellation refunds: the trip total without the premium. */
  coveredAmount: moneySchema,
});
export type RefundProtectionProduct = z.infer<typeof refundProtectionProduct>;

/** POST /api/refund-protects/quote. */
export const refundProtectionQuoteRequest = z.object({
  offerId: z.string().min(1).max(2000),
  /** An agent quoting for one of the agency's clients (that client's fare markup applies). */
  clientId: z.string().uuid("Client must be a user id").optional(),
});

export const refundProtectionQuote = z.object({
  /** Unguessable; bound server-side to the agency, the user, the offer, the amount and expiresAt. */
  quoteId: z.string().uuid(),
  offerId: z.string(),
  protectionAmount: moneySchema,
  products: z.array(refundProtectionProduct),
  /** ISO instant: the offer's own expiry (a quote never outlives its offer). */
  expiresAt: z.string(),
});
export type RefundProtectionQuote = z.infer<typeof refundProtectionQuote>;
export const refundProtectionQuoteResponse = envelope(refundProtectionQuote);

/** An add-on on POST /api/flight/booking and POST /api/activities/bookings/book. */
export const bookingAddOn = z.object({
  kind: z.literal(REFUND_PROTECTION),
  quoteId: z.string().uuid("Unknown refund protection quote"),
});

/** On a booking (reservation details): what was bought. */
export const bookedRefundProtection = z.object({
  quoteId: z.string(),
  protectionAmount: moneySchema,
  products: z.array(refundProtectionProduct),
});
export type BookedRefundProtection = z.infer<typeof bookedRefundProtection>;
