// Checkout sessions (resumable checkouts): a booking machine's persisted snapshot saved on the server, so a
// traveller or agent resumes an interrupted checkout on any device. One schema per request and
// answer, used by the server (validation, OpenAPI) and the web (parse). See docs/checkout-sessions.md.
import { z } from "zod";
import { moneySchema } from "../money-schema";
import { envelope } from "./envelope";
import { cardSummary } from "../booking/cards";
import { VERTICAL_PLURALS } from "../verticals";

/** A saved checkout names its vertical in the plural (src/shared/verticals.ts). */
const CHECKOUT_VERTICALS = VERTICAL_PLURALS;
export const checkoutVertical = z.enum(CHECKOUT_VERTICALS);
export type CheckoutVertical = z.infer<typeof checkoutVertical>;

// Card data (what a session must never hold): ../checkout-sessions/card-data.ts, re-exported for the server.
export { containsCardData, isCardKey, looksLikeCardNumber } from "../checkout-sessions/card-data";

// ---------------------------------------------------------------- sessions

/** What the list shows: what is being booked, for how many, at which step. */
export const checkoutSummary = z.object({
  /** The machine's top-level step (search, results, details, checkout, payment, …). */
  step: z.string().max(40),
  /** e.g. "JFK → LHR" (flights), a hotel's name. */
  title: z.string().max(200),
  /** First and last travel date (ISO), when known. */
  startDate: z.string().max(40).nullable(),
  endDate: z.string().max(40).nullable(),
  travellers: z.number().int().nonnegative().max(99),
});
export type CheckoutSummary = z.infer<typeof checkoutSummary>;

export const checkoutSessionParams = z.object({ id: z.uuid() });

/** PUT /api/checkout-sessions/:id: create or replace (the client debounces). */
export const checkoutSessionUpsertRequest = z.object({
  vertical: checkoutVertical,
  machineId: z.string().min(1).max(80),
  machineVersion: z.number().int().nonnegative(),
  /** `actor.getPersistedSnapshot()` after `sanitiseSnapshot` (machines/checkout-session). */
  snapshot: z.record(z.string(), z.unknown()),
  /** Agents: the client the checkout is for (a customer of the same agency). */
  clientId: z.uuid().nullable().optional(),
  summary: checkoutSummary,
  /** The current total in minor units, when priced. */
  price: moneySchema.nullable().optional(),
  /** When the supplier's offer stops holding (ISO). */
  offerExpiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type CheckoutSessionUpsertRequest = z.infer<typeof checkoutSessionUpsertRequest>;

const checkoutSessionClient = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const checkoutSessionItem = z.object({
  id: z.string(),
  vertical: checkoutVertical,
  machineId: z.string(),
  machineVersion: z.number().int(),
  client: checkoutSessionClient.nullable(),
  summary: checkoutSummary,
  price: moneySchema.nullable(),
  offerExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
});
export type CheckoutSessionItem = z.infer<typeof checkoutSessionItem>;

export const checkoutSessionDetail = checkoutSessionItem.extend({ snapshot: z.record(z.string(), z.unknown()) });
export type CheckoutSessionDetail = z.infer<typeof checkoutSessionDetail>;

export const checkoutSessionResponse = envelope(checkoutSessionDetail);
export const checkoutSessionListQuery = z.object({ vertical: checkoutVertical.optional() });
export const checkoutSessionListResponse = envelope(z.array(checkoutSessionItem));
export const checkoutSessionDeletedResponse = envelope(z.object({ id: z.string(), deleted: z.literal(true) }));

// ---------------------------------------------------------------- payment outcome

/** GET /api/checkout-sessions/payment-outcome: what became of a payment attempt, by its idempotency key. */
export const paymentOutcomeQuery = z.object({
  vertical: checkoutVertical,
  idempotencyKey: z.string().trim().min(1).max(200),
});

/**
 * none: nothing charged under this key (pay again, same key); processing: another request holds the
 * payment right now; failed: the booking failed and the card was released; the others as the
 * payment machine's PaymentOutcome.
 */
export const resumePaymentOutcome = z.union([
  z.object({ status: z.literal("none") }),
  z.object({ status: z.literal("processing"), reference: z.string() }),
  z.object({ status: z.literal("failed"), reference: z.string(), failureCode: z.string().nullable() }),
  z.object({
    status: z.enum(["succeeded", "requires_action", "declined"]),
    reference: z.string(),
    card: z.nullable(cardSummary),
    challengeId: z.string().nullable(),
    declineCode: z.string().nullable(),
    declineText: z.string().nullable().optional(),
  }),
]);
export type ResumePaymentOutcome = z.infer<typeof resumePaymentOutcome>;
export const paymentOutcomeResponse = envelope(resumePaymentOutcome);
