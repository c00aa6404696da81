// The agency's subscription (spec B §7 "Agency back office"): POST, PATCH, GET /api/agency/subscriptions;
// GET /api/agency/subscriptions/billings (duration, planType); GET and PATCH …/payment-methods; POST
// …/payment-methods/verify (the card's 3-D Secure step, for a subscription, a plan change or a new card).
import { z } from "zod";
import { BILLING_DURATIONS } from "../billing/lists";
import { cardSummary, paymentMethod } from "../booking/cards";
import { planType } from "../billing/plans";
import { moneySchema } from "../money-schema";
import { envelope } from "./envelope";

const idempotencyKey = z.string().trim().min(8).max(100);

/** The saved card: brand, last four and expiry, never the number (card payments). */
export const paymentMethodView = z.object({ ...cardSummary.shape, expMonth: z.number().int(), expYear: z.number().int() });

export const subscriptionView = z.object({
  isSubscribed: z.boolean(),
  planType: planType.nullable(),
  /** The plan the subscription moves to when the current period ends (a yearly agency choosing monthly). */
  scheduledPlanType: planType.nullable(),
  currentPeriodStart: z.iso.datetime().nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  paymentMethod: paymentMethodView.nullable(),
  /** past_due: the renewal was declined and is tried again at `nextAttemptAt` (null while not subscribed). */
  status: z.enum(["active", "past_due"]).nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  /** Cancelled by the owner: the subscription ends with the current period instead of renewing. */
  cancelAtPeriodEnd: z.boolean(),
});
export type SubscriptionView = z.infer<typeof subscriptionView>;
export const subscriptionResponse = envelope(subscriptionView);

/** POST: subscribe to a plan with a card. */
export const subscribeRequest = z.object({ planType, card: paymentMethod, idempotencyKey });
/** PATCH: change the plan. To yearly: charged now (the card is needed); to monthly: from the period's end. */
const changePlan = z.object({ planType, card: z.optional(paymentMethod), idempotencyKey });
/** PATCH: cancel at the period's end (true), or keep renewing after all (false). */
const cancelAtPeriodEnd = z.object({ cancelAtPeriodEnd: z.boolean() });
export const changePlanRequest = z.union([changePlan, cancelAtPeriodEnd]);
/** A card saved in the browser on Stripe (a SetupIntent confirmed by Stripe.js), by its id. */
const setupIntentId = z.string().check(z.regex(/^seti_[A-Za-z0-9_]{1,200}$/, "Invalid card setup"));

/**
 * PATCH …/payment-methods: replace the card. The sandbox: the typed card, checked with a one-dollar authorisation,
 * then released. Stripe: the SetupIntent (…/payment-methods/setup) Stripe.js confirmed with the new card.
 */
export const updatePaymentMethodRequest = z.union([z.object({ card: paymentMethod, idempotencyKey }), z.object({ setupIntentId, idempotencyKey })]);
/** POST …/payment-methods/setup (Stripe): a SetupIntent on the agency's Customer, for Stripe.js to confirm with the new card. */
export const cardSetupRequest = z.object({ idempotencyKey });
/** `clientSecret` is what Stripe.js's confirmCardSetup takes; `reference` goes back with PATCH …/payment-methods. */
export const cardSetupResponse = envelope(z.object({ reference: z.string(), clientSecret: z.string() }));
/** POST …/payment-methods/verify: the 3-D Secure step's result for a payment that asked for it. */
export const verifyPaymentMethodRequest = z.object({
  reference: z.string().trim().min(1).max(100),
  challengeId: z.string().trim().min(1).max(200),
  approve: z.boolean(),
});

/**
 * What one payment attempt came to. requires_action: the browser shows the bank's step for `challengeId`
 * and reports it to …/verify with `reference`; declined: the form again (same idempotency key);
 * succeeded/scheduled: the subscription as it is now.
 */
export const subscriptionPaymentResult = z.object({
  status: z.enum(["succeeded", "requires_action", "declined", "scheduled"]),
  reference: z.string(),
  challengeId: z.string().nullable(),
  card: z.nullable(cardSummary),
  declineCode: z.string().nullable(),
  declineText: z.string().nullable(),
  subscription: subscriptionView,
  /** The invoice a succeeded charge produced. */
  invoiceId: z.uuid().nullable(),
});
export type SubscriptionPaymentResult = z.infer<typeof subscriptionPaymentResult>;
export const subscriptionPaymentResponse = envelope(subscriptionPaymentResult);

/** GET …/billings: the invoices of the last month, quarter or year (or all), of one plan or both. */
export const billingsQuery = z.object({
  duration: z.enum(BILLING_DURATIONS).default("all"),
  planType: planType.optional(),
});
export type BillingsQuery = z.input<typeof billingsQuery>;

export const invoiceView = z.object({
  _id: z.uuid(),
  number: z.string(),
  issuedAt: z.iso.datetime(),
  planType,
  kind: z.enum(["subscription", "upgrade", "renewal"]),
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  amount: moneySchema,
  /** What was left of the monthly period, taken off an upgrade's price. */
  credit: moneySchema,
  card: z.nullable(cardSummary),
});
export type InvoiceView = z.infer<typeof invoiceView>;
export const billingsResponse = envelope(z.object({ invoices: z.array(invoiceView), totalRecords: z.number().int() }));
export const invoiceParams = z.object({ id: z.uuid() });

export const paymentMethodsResponse = envelope(z.object({ paymentMethods: z.array(paymentMethodView) }));
