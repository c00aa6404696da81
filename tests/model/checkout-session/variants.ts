// Resumable-checkout event variants and inputs for the flight machines' resume paths, spread into the
// flightBooking and payment entries of tests/model/flights/registry.ts (one per guard outcome).
import type { ResumePaymentOutcome } from "@/shared/api/checkout-sessions";
import type { PaymentOutcome } from "@machines/payment/payment.machine";
import { failures, pricing, usd } from "../flights/fixtures";

const card = { brand: "visa", last4: "4242" };
export const outcomes = {
  succeeded: { status: "succeeded", reference: "WP-1", card, challengeId: null, declineCode: null },
  challenge: { status: "requires_action", reference: "WP-1", card: { brand: "visa", last4: "3155" }, challengeId: "ch_1", declineCode: null },
  declined: { status: "declined", reference: "WP-1", card: { brand: "visa", last4: "0002" }, challengeId: null, declineCode: "card_declined" },
  none: { status: "none" },
  processing: { status: "processing", reference: "WP-1" },
  failed: { status: "failed", reference: "WP-1", failureCode: "OFFER_SOLD_OUT" },
} satisfies Record<string, ResumePaymentOutcome>;

/** The same offer, now dearer than the agreed USD 500 (and flagged changed by the server): focused tests. */
export const repricedHigher = { ...pricing(true), totalAmount: usd(52_000) };

export const flightResumeEvents = [
  { type: "xstate.done.actor.fetchPaymentOutcome", output: outcomes.succeeded },
  { type: "xstate.done.actor.fetchPaymentOutcome", output: outcomes.challenge },
  { type: "xstate.done.actor.fetchPaymentOutcome", output: outcomes.none },
  { type: "xstate.done.actor.fetchPaymentOutcome", output: outcomes.processing },
  { type: "xstate.done.actor.fetchPaymentOutcome", output: outcomes.failed },
  { type: "xstate.error.actor.fetchPaymentOutcome", error: failures.server },
  // The same two prices the reprice variants use, so resuming lands in contexts the model already
  // has: every new price would repeat the whole checkout subgraph.
  { type: "xstate.done.actor.revalidateOffer", output: pricing(false) },
  { type: "xstate.done.actor.revalidateOffer", output: pricing(true) },
  { type: "xstate.error.actor.revalidateOffer", error: failures.expired },
  { type: "xstate.error.actor.revalidateOffer", error: failures.server },
] as const;

const paymentBase = { idempotencyKey: "idem-1", amount: usd(50_000), order: { vertical: "flight", offerId: "OF1" } };
export const paymentResumeInputs = [
  { ...paymentBase, resume: outcomes.challenge as PaymentOutcome },
  { ...paymentBase, resume: outcomes.declined as PaymentOutcome },
];
