import { assign, fromPromise, setup } from "xstate";
import { toApiFailure } from "@/shared/api/failure";
import type { Money } from "@/shared/money";
import type { MessageDescriptor } from "@/shared/validation/messages";
import { failureMessage, type AlertMessage, type ToastParams } from "../effects";
import { cancellationMessages } from "./messages";

// ---- actor contracts (the web implements them per vertical) ----

/** Penalty lookup (flights: GET get-penalty). Rejects with an `ApiFailure`. */
export interface CancellationQuote {
  /** What the supplier keeps. */
  penalty: Money;
  /** What goes back to the traveller. */
  refund: Money;
  cancellable: boolean;
  /** Void (full refund) is allowed only within 24 hours of booking (flights). */
  voidable: boolean;
  /** What a void refunds, when `voidable` (everything paid). */
  voidRefund?: Money;
  /** Paid from the reward wallet: a refund goes back there first, the rest to the card. */
  paidFromCredit?: Money;
  /** Why one may cancel (spec B §3 activities: reasons); when given, the confirmation names one. */
  reasons?: string[];
  /** The supplier refunds in another currency: the refund above is converted at this rate (spec B §3 exchangeRate). */
  exchangeRate?: ExchangeRate | null;
}

export interface ExchangeRate {
  from: string;
  to: string;
  rate: number;
}

export type CancelAction = "cancel" | "void";

export interface CancelBookingInput {
  referenceNumber: string;
  action: CancelAction;
  /** The refund the traveller confirmed; a supplier that quotes another answers `priceChanged`. */
  expectedRefund: Money;
  /** The reason chosen, where the quote offers reasons. */
  reason?: string;
}

export interface CancelBookingOutput {
  penalty: Money;
  refund: Money;
  /** spec B §4 (activities): a changed refund is shown again for reconfirmation, nothing cancelled yet. */
  priceChanged?: boolean;
  exchangeRate?: ExchangeRate | null;
}

export interface CancellationInput {
  referenceNumber: string;
  /** The vertical's success toast (flights: flightMessages.cancelled). */
  successMessage: MessageDescriptor;
  /** The vertical offers void at all (flights yes); the quote still decides per booking. */
  allowVoid?: boolean;
}

export interface CancellationContext {
  referenceNumber: string;
  successMessage: MessageDescriptor;
  allowVoid: boolean;
  quote: CancellationQuote | null;
  action: CancelAction;
  /** The reason the confirmation named (null: none asked, or none yet). */
  reason: string | null;
  alert: AlertMessage | null;
  outcome: "open" | "cancelled" | "voided" | "dismissed";
}

export type CancellationEvent =
  | { type: "cancel.requested" }
  | { type: "void.requested" }
  /** `reason`: one of the quote's reasons, where it offers them (a cancel without one is refused). */
  | { type: "cancel.confirmed"; reason?: string }
  | { type: "cancel.back" }
  | { type: "cancel.retried" }
  | { type: "cancel.dismissed" };

export type CancellationOutput = { status: "cancelled" | "voided"; referenceNumber: string } | { status: "dismissed"; referenceNumber: string };

/**
 * Cancellation quote flow shared by the verticals (spec A §4 cancel/void/penalty, §8
 * "Cancel or penalty failure": server message or 'Something went wrong').
 */
export const cancellationMachine = setup({
  types: {
    input: {} as CancellationInput,
    context: {} as CancellationContext,
    events: {} as CancellationEvent,
    output: {} as CancellationOutput,
  },
  actors: {
    getPenalty: fromPromise<CancellationQuote, { referenceNumber: string }>(() => Promise.reject(new Error("getPenalty actor not provided"))),
    cancelBooking: fromPromise<CancelBookingOutput, CancelBookingInput>(() => Promise.reject(new Error("cancelBooking actor not provided"))),
  },
  guards: {
    canCancel: ({ context }) => context.quote?.cancellable === true,
    canVoid: ({ context }) => context.allowVoid && context.quote?.voidable === true,
    refundChanged: (_, p: { result: CancelBookingOutput }) => p.result.priceChanged === true,
    /** A void, or a quote without reasons, needs none; otherwise one of the quote's. */
    reasonGiven: ({ context, event }) => {
      const reasons = context.quote?.reasons ?? [];
      if (context.action === "void" || reasons.length === 0) return true;
      return event.type === "cancel.confirmed" && event.reason !== undefined && reasons.includes(event.reason);
    },
  },
  actions: {
    keepQuote: assign({ quote: (_, p: { quote: CancellationQuote }) => p.quote, alert: null }),
    keepReason: assign({ reason: ({ event }) => (event.type === "cancel.confirmed" ? (event.reason ?? null) : null) }),
    requote: assign(({ context }, p: { result: CancelBookingOutput }) => ({
      quote: context.quote ? { ...context.quote, penalty: p.result.penalty, refund: p.result.refund, ...(p.result.exchangeRate !== undefined ? { exchangeRate: p.result.exchangeRate } : {}) } : null,
      alert: cancellationMessages.refundChanged,
    })),
    showFailure: assign({ alert: (_, p: { error: unknown }) => failureMessage(toApiFailure(p.error)) }),
    toast: (_, _p: ToastParams) => {},
  },
}).createMachine({
  id: "cancellation",
  context: ({ input }) => ({
    referenceNumber: input.referenceNumber,
    successMessage: input.successMessage,
    allowVoid: input.allowVoid ?? true,
    quote: null,
    action: "cancel",
    reason: null,
    alert: null,
    outcome: "open",
  }),
  initial: "loadingPenalty",
  states: {
    loadingPenalty: {
      tags: ["busy"],
      invoke: {
        id: "getPenalty",
        src: "getPenalty",
        input: ({ context }) => ({ referenceNumber: context.referenceNumber }),
        onDone: { target: "quoting", actions: { type: "keepQuote", params: ({ event }) => ({ quote: event.output }) } },
        onError: {
          target: "failed",
          actions: [
            { type: "showFailure", params: ({ event }) => ({ error: event.error }) },
            { type: "toast", params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error)) }) },
          ],
        },
      },
    },
    /** Shows the penalty and refund; offers cancel, and void when the quote allows it. */
    quoting: {
      on: {
        "cancel.requested": { guard: "canCancel", target: "confirming", actions: assign({ action: "cancel" }) },
        "void.requested": { guard: "canVoid", target: "confirming", actions: assign({ action: "void" }) },
        "cancel.dismissed": "dismissed",
      },
    },
    confirming: {
      on: {
        "cancel.confirmed": { guard: "reasonGiven", target: "cancelling", actions: "keepReason" },
        "cancel.back": "quoting",
      },
    },
    cancelling: {
      tags: ["busy"],
      invoke: {
        id: "cancelBooking",
        src: "cancelBooking",
        input: ({ context }) => ({
          referenceNumber: context.referenceNumber,
          action: context.action,
          expectedRefund: context.quote?.refund ?? { amount: 0, currency: "USD" },
          ...(context.reason === null ? {} : { reason: context.reason }),
        }),
        onDone: [
          {
            guard: { type: "refundChanged", params: ({ event }) => ({ result: event.output }) },
            target: "quoting",
            actions: { type: "requote", params: ({ event }) => ({ result: event.output }) },
          },
          {
            target: "cancelled",
            actions: { type: "toast", params: ({ context }) => ({ kind: "success", message: context.successMessage }) },
          },
        ],
        onError: {
          target: "failed",
          actions: [
            { type: "showFailure", params: ({ event }) => ({ error: event.error }) },
            { type: "toast", params: ({ event }) => ({ kind: "error", message: failureMessage(toApiFailure(event.error)) }) },
          ],
        },
      },
    },
    failed: {
      on: {
        "cancel.retried": { target: "loadingPenalty", actions: assign({ alert: null }) },
        "cancel.dismissed": "dismissed",
      },
    },
    cancelled: { type: "final", entry: assign({ outcome: ({ context }) => (context.action === "void" ? "voided" : "cancelled") }) },
    dismissed: { type: "final", entry: assign({ outcome: "dismissed" }) },
  },
  output: ({ context }) => ({
    status: context.outcome === "cancelled" || context.outcome === "voided" ? context.outcome : "dismissed",
    referenceNumber: context.referenceNumber,
  }),
});
