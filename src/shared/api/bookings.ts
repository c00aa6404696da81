import { z } from "zod";
import { moneySchema } from "../money-schema";
import { bookingStatus } from "../booking/status-schema";
import { paymentMethod } from "../booking/cards";
import { envelope } from "./envelope";
import { creditAmount } from "./reward-wallet";
import { pagedEnvelope, pageQuery } from "./paging";

// The booking core's payloads, the same for every vertical (spec A §7 "Flights" named them first; hotels,
// cars and activities answer the same shapes on their own paths): markup, payment and 3-D Secure,
// reservation encoding, confirmation mail, cancellation quote and cancel, status history.

export const referenceNumber = z.string().trim().min(1, "Reference number is required").max(64);
export const idempotencyKey = z.string().trim().min(8, "Idempotency key must be at least 8 characters").max(100);
/**
 * A booking request's new attempt after a declined card names the declined hold it continues (docs/decisions.md "A retry
 * after a declined card reuses the hold"): only that hold, and only the caller's same purchase, is reused; unnamed, the
 * request is a booking of its own (another tab's checkout of the same offer never takes this one over).
 */
export const retryOf = referenceNumber.optional().describe("The reference of this checkout's declined hold that this new attempt continues; without it a new hold is made");
/** What a checkout attempt adds to its vertical's booking request: its idempotency key and the declined hold it continues. */
export type BookAttempt = { idempotencyKey: string; retryOf?: string };

// --- Markup (spec B §6) ---------------------------------------------------------------------------
export const MARKUP_TYPES = ["percent", "fixed"] as const;
export const markupType = z.enum(MARKUP_TYPES);
export type MarkupType = z.infer<typeof markupType>;

export const priceBreakdown = z.object({
  net: moneySchema,
  markup: moneySchema,
  fee: moneySchema,
  /** Refund protection premium (spec B add-ons), when bought; `total` includes it. */
  protection: moneySchema.optional(),
  total: moneySchema,
});
export type PriceBreakdown = z.infer<typeof priceBreakdown>;

// --- Payment (POST /api/<vertical>/payment) ----------------------------------------------------
// The card (src/shared/booking/cards.ts) lives only in this request.

export const paymentRequest = z.object({
  idempotencyKey,
  referenceNumber,
  /**
   * The typed card (sandbox) or Stripe.js's PaymentMethod id (Stripe). Absent only when the reward wallet's credit
   * pays the whole total (docs/decisions.md "Reward wallet").
   */
  card: z.optional(paymentMethod),
  /** Reward wallet credit applied to this payment (minor units); the card pays the rest. */
  creditAmount: creditAmount.optional(),
});
/** @public API payload type. */
export type PaymentRequest = z.infer<typeof paymentRequest>;

export const paymentResult = z.object({
  referenceNumber: z.string(),
  /** The gateway's PaymentIntent id (never a card number). */
  intentId: z.string().nullable(),
  bookingStatus,
  paymentStatus: z.enum(["requires_payment_method", "requires_action", "requires_capture", "succeeded", "canceled"]),
  /** Present while a 3-D Secure challenge waits for the browser page step. */
  challengeId: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string().length(4) }).nullable(),
  /** Decline or validation code (e.g. card_declined, insufficient_funds); null on success. */
  errorCode: z.string().nullable(),
  totalAmount: moneySchema,
  /** What the reward wallet paid and what the card paid (spec B §3 paidFromCredit, paidFromCard); they add up to totalAmount. */
  paidFromCredit: moneySchema.optional(),
  paidFromCard: moneySchema.optional(),
});
export type PaymentResult = z.infer<typeof paymentResult>;
export const paymentResponse = envelope(paymentResult);
/** 402 (card declined or invalid): the usual error envelope, with the attempt's state so the form can show the code. */
export const paymentDeclinedResponse = z.object({ status: z.literal(false), message: z.string(), data: paymentResult });

// --- Charged means finished or refunded (docs/decisions.md) ----------------------------------------
/**
 * On a booking's page, for every vertical: a paid booking whose last steps (issuing, the confirmation) the server is
 * still finishing, until when, or one whose money went back because it could not be finished. Null: neither.
 */
export const bookingFinishing = z.object({
  state: z.enum(["finishing", "refunded"]),
  /** While finishing: when the money goes back if the booking is still not finished (ISO instant). */
  giveBackAt: z.string().nullable(),
});
export type BookingFinishing = z.infer<typeof bookingFinishing>;

// --- Confirmation mail ----------------------------------------------------------------------------
export const sendConfirmMailRequest = z.object({ referenceNumber, email: z.string().trim().email("The entered email is not valid").optional() });
export const sendConfirmMailResponse = envelope(z.object({ queued: z.boolean() }));

// --- Penalty, cancel, void ----------------------------------------------------------------------
export const bookingReferenceRequest = z.object({ referenceNumber });

export const penaltyQuote = z.object({
  referenceNumber: z.string(),
  /** What the airline keeps. */
  penalty: moneySchema,
  /** What goes back to the card. */
  refund: moneySchema,
  cancellable: z.boolean(),
  /** Void (full refund) is possible only within 24 hours of booking. */
  voidable: z.boolean(),
  /** What a void refunds (everything paid), when `voidable`: shown on its own, never beside `penalty`. */
  voidRefund: moneySchema.optional(),
  /** Paid from the reward wallet: a refund goes back there first, the rest to the card (`splitRefund`). */
  paidFromCredit: moneySchema.optional(),
});
export type PenaltyQuote = z.infer<typeof penaltyQuote>;
export const penaltyResponse = envelope(penaltyQuote);

/** A held booking the traveller gives up (declined card, 3-D Secure left open): it fails, nothing is charged. */
export const releaseHoldResponse = envelope(z.object({ referenceNumber: z.string(), bookingStatus }));

/**
 * `expectedRefund`: the refund the traveller confirmed (from get-penalty). On a cancel, an airline
 * refund that differs now answers `priceChanged` with the new quote and cancels nothing.
 */
export const cancelVoidRequest = z.object({
  referenceNumber,
  action: z.enum(["cancel", "void"]).default("cancel"),
  expectedRefund: moneySchema.optional(),
});
export const cancelBookingRequest = z.object({ referenceNumber, expectedRefund: moneySchema.optional() });
export const cancellationResult = z.object({
  referenceNumber: z.string(),
  bookingStatus,
  penalty: moneySchema,
  refund: moneySchema,
  /** The refund differs from `expectedRefund`: nothing was cancelled; `penalty`/`refund` are the new quote. */
  priceChanged: z.boolean().optional(),
});
export type CancellationResult = z.infer<typeof cancellationResult>;
export const cancellationResponse = envelope(cancellationResult);

// --- Status history ---------------------------------------------------------------------------------
/**
 * With a reference number: that booking's status and history. Without one: the vertical's bookings'
 * statuses, newest first, paged with the total, optionally of one status.
 */
export const bookingStatusQuery = pageQuery.extend({ referenceNumber: referenceNumber.optional(), bookingStatus: z.optional(bookingStatus) });
const bookingStatusHistory = z.object({ referenceNumber: z.string(), bookingStatus, history: z.array(z.object({ status: bookingStatus, at: z.string() })) });
export const bookingStatusListItem = z.object({ referenceNumber: z.string(), bookingStatus, createdAt: z.string(), updatedAt: z.string() });
export const bookingStatusResponse = z.union([envelope(bookingStatusHistory), pagedEnvelope(bookingStatusListItem)]);
