// spec B §7 "Activities", booking one: the booking, its record and list, its cancellation, and an activity as an item of
// a proposal. Apart from finding one (./activities.ts), so the search, results and details pages do not load these
// schemas ("Every page fast on a phone").
import { z } from "zod";
import { activityContact, activityTraveller, bookingAnswer, isoDate, productCode } from "../activities/requests";
import { activityTravellers } from "../activities/travellers";
import { bookingStatus } from "../booking/status-schema";
import { moneySchema } from "../money-schema";
import { bookingFinishing, idempotencyKey, priceBreakdown, referenceNumber, retryOf } from "./bookings";
import { envelope } from "./envelope";
import { pagedEnvelope } from "./paging";
import { bookedRefundProtection, bookingAddOn } from "./refund-protection";
import { bookingProposalId, proposalPage } from "./proposals";
import { activityLocation, activityOffer, activityOfferId as offerId, activityStartTime as startTime } from "./activities";

// --- Book (POST /api/activities/bookings/book) -----------------------------------------------------

/** Strict: a key the server ignores (a misspelt add-on) would lose what it carries silently. */
export const activityBookingRequest = z.strictObject({
  idempotencyKey,
  offerId,
  /** The lead traveller first; one entry per adult and child of the offer. */
  travellers: z.array(activityTraveller).min(1).max(10),
  contact: activityContact,
  answers: z.array(bookingAnswer).max(10).default([]),
  clientId: z.string().uuid("Client must be a user id").optional(),
  /** Booked from a proposal (docs/decisions.md "Proposals"): it is marked booked once this booking is confirmed. */
  proposalId: bookingProposalId,
  retryOf,
  /** spec B add-ons: the refund protection quoted for this offer (POST /api/activities/refund-protects/quote). */
  addOns: z.array(bookingAddOn).max(1, "At most one refund protection").default([]),
});
export type ActivityBookingRequest = z.infer<typeof activityBookingRequest>;

export const activityBookingResult = z.object({
  referenceNumber: z.string(),
  bookingId: z.string(),
  bookingStatus,
  totalAmount: moneySchema,
});
export const activityBookingResponse = envelope(activityBookingResult);

// Payment, 3-D Secure, release, status and the confirmation mail: the core's payloads
// (src/shared/api/bookings.ts) on /api/activities/bookings/payment, …/payment/3ds, …/release-hold,
// …/status and …/email.

// --- Booking details, list ---------------------------------------------------------------------------
export const bookingIdParams = z.object({ id: referenceNumber });

export const activityBookingDetails = z.object({
  referenceNumber: z.string(),
  bookingId: z.string(),
  bookingStatus,
  supplierReference: z.string().nullable(),
  createdAt: z.string(),
  offer: activityOffer,
  travellers: z.array(activityTraveller),
  contact: activityContact,
  answers: z.array(bookingAnswer),
  /** Where the activity starts (the confirmation, the booking page and the voucher show it); null if the provider no longer resolves it. */
  meetingPoint: activityLocation.nullable(),
  totalAmount: moneySchema,
  card: z.object({ brand: z.string(), last4: z.string().length(4) }).nullable(),
  breakdown: priceBreakdown.optional(),
  bookedFor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable().optional(),
  refundProtection: bookedRefundProtection.nullable().optional(),
  /** Charged means finished or refunded: still being finished, or given back (null: neither). */
  finishing: bookingFinishing.nullable().optional(),
  /** What was given back on cancel. */
  refundAmount: moneySchema.nullable(),
});
export type ActivityBookingDetails = z.infer<typeof activityBookingDetails>;
export const activityBookingDetailsResponse = envelope(activityBookingDetails);

/** My trip (spec B §2): activities show activity.title and travelDate. */
export const activityBookingListItem = z.object({
  referenceNumber: z.string(),
  bookingId: z.string(),
  bookingStatus,
  createdAt: z.string(),
  totalAmount: moneySchema,
  activity: z.object({ title: z.string(), productCode: z.string() }),
  travelDate: isoDate,
});
export const activityBookingsResponse = pagedEnvelope(activityBookingListItem);

// --- Cancellation (GET bookings/{id}/cancel-penalty, POST bookings/cancel) ---------------------------
export const CANCEL_REASONS = ["CHANGE_OF_PLANS", "WEATHER", "ILLNESS", "BOOKED_BY_MISTAKE", "FOUND_BETTER", "OTHER"] as const;
export const cancelReason = z.enum(CANCEL_REASONS, "Choose a reason");

/** spec B §3 "Activity cancellation data": reasons, refundAmount, exchangeRate, currency, priceChanged. */
export const activityCancelQuote = z.object({
  referenceNumber: z.string(),
  reasons: z.array(cancelReason),
  cancellable: z.boolean(),
  penalty: moneySchema,
  refundAmount: moneySchema,
  currency: z.string(),
  /** Booking currency per unit of the supplier's refund currency, when the supplier refunds in another one. */
  exchangeRate: z.object({ from: z.string(), to: z.string(), rate: z.number().positive() }).nullable(),
  /** Paid from the reward wallet: the refund goes back there first, the rest to the card (`splitRefund`). */
  paidFromCredit: moneySchema.optional(),
});
export type ActivityCancelQuote = z.infer<typeof activityCancelQuote>;
export const activityCancelQuoteResponse = envelope(activityCancelQuote);

/** spec B §7: reason, quoteAmount (the refund the traveller confirmed), bookingId (the reference number). */
export const activityCancelRequest = z.object({ bookingId: referenceNumber, reason: cancelReason, quoteAmount: moneySchema });
export const activityCancelResult = activityCancelQuote.omit({ reasons: true, cancellable: true, paidFromCredit: true }).extend({
  bookingStatus,
  /** spec B §4: the refund moved; nothing was cancelled, the new refund is above for reconfirmation. */
  priceChanged: z.boolean(),
});
export type ActivityCancelResult = z.infer<typeof activityCancelResult>;
export const activityCancelResponse = envelope(activityCancelResult);

// --- Proposals (src/shared/api/proposals.ts) -------------------------------------------------------

/**
 * An activity as an item of a proposal: the day, option, start time and travellers chosen (checked with the provider
 * again each time, as the details page does), and its details page.
 */
export const activityProposalOffer = z.object({
  productCode,
  travelDate: isoDate,
  travellers: activityTravellers,
  optionCode: z.string().trim().min(1).max(20),
  startTime,
  // The details page (machines/activity-booking/routes.ts ACTIVITY_PATHS.details, the product code in the path).
  page: proposalPage("/booknow/activities/result-details/"),
});
export type ActivityProposalOffer = z.infer<typeof activityProposalOffer>;
