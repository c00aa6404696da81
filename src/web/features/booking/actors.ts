// What every vertical's web side gives the core's payment and cancellation children (spec A §4 book and
// pay, spec B §4 cancellation): the vertical brings its calls, the core wires them the same way for all.
import { fromPromise } from "xstate";
import { cancellationMachine, type CancelBookingInput, type CancelBookingOutput, type CancellationQuote } from "@machines/cancellation/cancellation.machine";
import type { PaymentOutcome } from "@machines/payment/payment.machine";
import type { BookAttempt, PaymentRequest, PaymentResult } from "@/shared/api/bookings";
import type { ResumePaymentOutcome } from "@/shared/api/checkout-sessions";
import { toApiFailure } from "@/shared/api/failure";
import { cardPaymentActors } from "../../lib/card-gateway";
import type { RuntimeActions } from "./web-vertical";

/** The gateway's answer as the web API clients return it (a decline's words with it). */
export interface PaymentAnswer {
  result: PaymentResult;
  declineText: string | null;
}

/** The gateway's answer in the payment machine's terms: one rule for every vertical (one gateway). */
export function paymentOutcomeOf({ result, declineText }: PaymentAnswer): PaymentOutcome {
  const paid = result.paymentStatus === "succeeded" || result.paymentStatus === "requires_capture";
  const status = result.errorCode !== null ? "declined" : result.paymentStatus === "requires_action" ? "requires_action" : paid ? "succeeded" : "declined";
  return { status, reference: result.referenceNumber, card: result.card, challengeId: result.challengeId, declineCode: result.errorCode, declineText };
}

export interface BookAndPayCalls<Order> {
  /**
   * Holds the booking for the order: the attempt (its key, and the declined hold it continues) goes into the
   * vertical's request as it is; the server reuses the hold for the same key, or the declined hold named.
   */
  book(order: Order, attempt: BookAttempt): Promise<{ referenceNumber: string }>;
  /** The card may be absent, and credit applied (reward wallet): PaymentRequest. */
  pay(request: PaymentRequest): Promise<PaymentAnswer>;
  completeThreeDSecure(request: { referenceNumber: string; challengeId: string; approve: boolean }): Promise<PaymentAnswer>;
  /** What became of the attempt under this key (GET /api/checkout-sessions/payment-outcome): asked when paying failed. */
  outcome(idempotencyKey: string): Promise<ResumePaymentOutcome>;
}

/**
 * A payment call that failed: when the booking itself failed for good behind it (the vendor refused, the slot sold out
 * after the card was authorised; the server released the card), the attempt is `refused` with the server's words, so
 * the page offers no Pay for this offer again; otherwise (a network error, a passing refusal) the failure as it was.
 */
async function refusedOrThrow(error: unknown, calls: Pick<BookAndPayCalls<unknown>, "outcome">, idempotencyKey: string, referenceNumber: string): Promise<PaymentOutcome> {
  const outcome = await calls.outcome(idempotencyKey).catch(() => null);
  if (outcome?.status !== "failed") throw error;
  const failure = toApiFailure(error);
  return { status: "refused", reference: referenceNumber, card: null, challengeId: null, declineCode: outcome.failureCode, declineText: failure.message ?? null };
}

/**
 * The payment child's actors: book, then pay with the same idempotency key on both calls, so a repeat
 * (a retry, a double click, a reload) is one booking and one charge; 3-D Secure completes the same attempt.
 * The card gateway's part (Stripe's fields tokenised first, its bank step) is ../../lib/card-gateway.ts.
 */
export function bookAndPayActors<Order>(calls: BookAndPayCalls<Order>) {
  return cardPaymentActors<Order>({
    confirm: async (input) => {
      const attempt: BookAttempt = { idempotencyKey: input.idempotencyKey, ...(input.retryOf ? { retryOf: input.retryOf } : {}) };
      const { referenceNumber } = await calls.book(input.order, attempt);
      const credit = input.credit && input.credit.amount > 0 ? { creditAmount: input.credit.amount } : {};
      try {
        return paymentOutcomeOf(await calls.pay({ idempotencyKey: input.idempotencyKey, referenceNumber, ...(input.card ? { card: input.card } : {}), ...credit }));
      } catch (error) {
        return refusedOrThrow(error, calls, input.idempotencyKey, referenceNumber);
      }
    },
    complete: async (input) => {
      try {
        return paymentOutcomeOf(await calls.completeThreeDSecure({ referenceNumber: input.reference, challengeId: input.challengeId, approve: input.approve }));
      } catch (error) {
        return refusedOrThrow(error, calls, input.idempotencyKey, input.reference);
      }
    },
  });
}

export interface CancellationCalls {
  penalty(referenceNumber: string): Promise<CancellationQuote>;
  /** A changed refund comes back with `priceChanged`: the machine shows it again for reconfirmation. */
  cancel(input: CancelBookingInput): Promise<CancelBookingOutput>;
}

/** The shared cancellation flow (quote, confirm, re-quote) on the vertical's penalty and cancel calls (also the back office's). */
export function cancellationLogic(runtime: Pick<RuntimeActions, "toast">, calls: CancellationCalls) {
  return cancellationMachine.provide({
    actors: {
      getPenalty: fromPromise<CancellationQuote, { referenceNumber: string }>(({ input }) => calls.penalty(input.referenceNumber)),
      cancelBooking: fromPromise<CancelBookingOutput, CancelBookingInput>(({ input }) => calls.cancel(input)),
    },
    actions: { toast: runtime.toast },
  });
}

/** A vertical's cancellation calls from its calls module, loaded on the first call (deferred.ts). */
export function deferredCancellation(calls: () => Promise<{ cancellation: CancellationCalls }>): CancellationCalls {
  return {
    penalty: async (referenceNumber) => (await calls()).cancellation.penalty(referenceNumber),
    cancel: async (input) => (await calls()).cancellation.cancel(input),
  };
}
