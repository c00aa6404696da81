import { assertEvent, assign, fromPromise, setup } from "xstate";
import { toApiFailure } from "@/shared/api/failure";
import type { CardSummary, PaymentCard, PaymentMethod } from "@/shared/booking/cards";
import type { Money } from "@/shared/money";
import { failureMessage, type AlertMessage } from "../effects";
import { declineMessage } from "./messages";

// ---- actor contracts (the web implements them per vertical with the API client) ----

/**
 * Card fields the gateway's own browser library draws (Stripe Elements), which the page cannot read: `tokenize`
 * turns them into the gateway's token for the card inside the `confirmPayment` actor, so the machine's states and
 * events are the same for every gateway. A card the library refuses is a decline like the bank's.
 */
export interface HostedCard {
  readonly hosted: true;
  /** The library says its fields hold a whole card (number, expiry, security code). */
  readonly complete: boolean;
  tokenize(): Promise<{ paymentMethodId: string } | { declineCode: string; declineText: string | null }>;
  /**
   * Saves the card without a charge by confirming the gateway's setup (Stripe's SetupIntent, its client secret), the
   * bank's check included: a card saved for a subscription's renewals (docs/decisions.md "Saved cards on Stripe").
   */
  confirmSetup?(clientSecret: string): Promise<{ setupIntentId: string } | { declineCode: string; declineText: string | null }>;
}

/** What the card form submits: the typed card (the sandbox) or the gateway's own fields (Stripe). */
export type CardEntry = PaymentCard | HostedCard;

export function isHostedCard(card: unknown): card is HostedCard {
  return typeof card === "object" && card !== null && (card as { hosted?: unknown }).hosted === true;
}

/**
 * What the gateway said about one payment attempt. The web maps the vertical's answer onto it
 * (flights: `flightPaymentResult`: requires_action → requires_action, succeeded → succeeded,
 * anything with an errorCode → declined).
 */
export interface PaymentOutcome {
  /**
   * `refused`: the booking failed for good after the card was authorised and released (a vendor's refusal, a slot
   * sold out): nothing was charged and this offer cannot be paid again; `declineText` says why.
   */
  status: "succeeded" | "requires_action" | "declined" | "refused";
  /** The booking/order reference this payment belongs to (flights: the reference number). */
  reference: string;
  card: CardSummary | null;
  /** Set with requires_action: the 3-D Secure challenge the page step shows. */
  challengeId: string | null;
  /** card_declined, insufficient_funds, expired_card, authentication_failed, … */
  declineCode: string | null;
  /** The gateway's own (translated) decline text, used for codes we have no message for. */
  declineText?: string | null;
}

/**
 * Charge (or book and charge) once. Every call of one attempt carries the same idempotency key, so a
 * repeat or a concurrent double submit is one booking and one charge on the server. The card goes
 * straight from the submit event into this input and is never kept in context.
 * Rejects with an `ApiFailure` (shown as the server message or 'Something went wrong').
 */
export interface ConfirmPaymentInput<TOrder = unknown> {
  idempotencyKey: string;
  amount: Money;
  /** The vertical's order (flights: `FlightOrder`), formed by its description for the booking core. */
  order: TOrder;
  /** Null only when reward wallet credit pays the whole amount (docs/decisions.md "Reward wallet"). */
  card: CardEntry | null;
  /** Reward wallet credit applied; the card pays `amount` less it. Null: none. */
  credit: Money | null;
  /**
   * The declined hold this checkout continues (its reference), sent with the booking request so the server reuses
   * that hold and no other (docs/decisions.md "A retry after a declined card reuses the hold"). Null: none.
   */
  retryOf: string | null;
}

/** The payment as the vertical's call sends it: a gateway's fields already tokenised (src/web card gateway). */
export type TokenizedPaymentInput<TOrder = unknown> = Omit<ConfirmPaymentInput<TOrder>, "card"> & { card: PaymentMethod | null };

/** The card of a payment that takes no credit (a subscription, ticketing): the machine let it through only with one. */
export function requireCard(input: Pick<TokenizedPaymentInput, "card">): PaymentMethod {
  if (!input.card) throw new Error("a card payment without a card");
  return input.card;
}

/** The 3-D Secure page step's result, reported to the gateway. Same outcome shape. */
export interface CompleteChallengeInput {
  idempotencyKey: string;
  reference: string;
  challengeId: string;
  approve: boolean;
}

export interface PaymentInput<TOrder = unknown> {
  /** One per checkout attempt, made by the parent flow; reused on every retry of this attempt. */
  idempotencyKey: string;
  amount: Money;
  order: TOrder;
  /**
   * Resumable checkouts: a checkout restored mid-payment asked the server what became of this attempt
   * (`fetchPaymentOutcome`); a pending 3-D Secure challenge or a decline opens the child on that
   * step instead of the empty form, so nothing is charged again.
   */
  resume?: PaymentOutcome | null;
  /** The reference of this checkout's hold whose card was declined in an earlier attempt (null: none). */
  declinedHold?: string | null;
}

export interface PaymentDecline {
  code: string | null;
  message: AlertMessage;
}

export interface PaymentContext<TOrder = unknown> extends Omit<PaymentInput<TOrder>, "declinedHold"> {
  /** The hold whose card was declined (the input's, or this attempt's own decline): what a new attempt continues. */
  declinedHold: string | null;
  /** Brand and last four only (card payments): never the number or CVC. */
  card: CardSummary | null;
  reference: string | null;
  challengeId: string | null;
  decline: PaymentDecline | null;
  /** A failure that is not a decline (network, sold out): server message or 'Something went wrong'. */
  alert: AlertMessage | null;
  /** Set on the final states; the machine's output reads it. */
  outcome: "open" | "succeeded" | "abandoned" | "refused";
}

export type PaymentEvent =
  /** `credit`: reward wallet credit applied (the checkout's "Use wallet credit"); no card when it pays everything. */
  | { type: "payment.submitted"; card?: CardEntry; credit?: Money }
  /** The form was edited after a decline: hide the decline message. */
  | { type: "payment.edited" }
  /** Back to the previous step; only from the form, never mid-charge. */
  | { type: "payment.abandoned" }
  | { type: "challenge.approved" }
  | { type: "challenge.declined" }
  /** After a refusal (`refused`): leave this offer for the results; nothing can be paid here any more. */
  | { type: "payment.refusalClosed" };

export type PaymentOutput =
  | { status: "succeeded"; reference: string; card: CardSummary | null }
  /** Back to the travellers: `declinedHold` is the hold a new attempt of this checkout continues (null: none). */
  | { status: "abandoned"; declinedHold: string | null }
  /** The booking was refused for good (nothing charged): `message` says why, for the page the flow goes back to. */
  | { status: "refused"; message: AlertMessage };

const outcomeOf = (output: unknown) => output as PaymentOutcome;

/**
 * Card payment with 3-D Secure, shared by every vertical (card gateway), typed over the vertical's
 * order so its `confirmPayment` reads the order the vertical formed. A decline returns to the form
 * (`declined`) with the parent's traveller details untouched and the same idempotency key.
 */
export function createPaymentMachine<TOrder>() {
  return setup({
    types: {
      input: {} as PaymentInput<TOrder>,
      context: {} as PaymentContext<TOrder>,
      events: {} as PaymentEvent,
      output: {} as PaymentOutput,
    },
    actors: {
      confirmPayment: fromPromise<PaymentOutcome, ConfirmPaymentInput<TOrder>>(() => Promise.reject(new Error("confirmPayment actor not provided"))),
      completeChallenge: fromPromise<PaymentOutcome, CompleteChallengeInput>(() => Promise.reject(new Error("completeChallenge actor not provided"))),
    },
    guards: {
      /**
       * A complete card, unless wallet credit pays the whole amount (src/shared/booking/reward-wallet.ts
       * `isPayable`): provided by name (./payable.ts), so a page that draws before zod arrives can carry the
       * machine and bring the card rule with the checkout ("Fast on a phone").
       */
      payable: (_: { context: PaymentContext<TOrder>; event: PaymentEvent }): boolean => {
        throw new Error("payable guard not provided");
      },
      succeeded: (_, p: { outcome: PaymentOutcome }) => p.outcome.status === "succeeded",
      refused: (_, p: { outcome: PaymentOutcome }) => p.outcome.status === "refused",
      requiresAction: (_, p: { outcome: PaymentOutcome }) => p.outcome.status === "requires_action" && p.outcome.challengeId !== null,
      resumesChallenge: ({ context }) => context.resume?.status === "requires_action" && context.resume.challengeId !== null,
      resumesDecline: ({ context }) => context.resume?.status === "declined",
    },
    actions: {
      clearMessages: assign({ decline: null, alert: null }),
      keepOutcome: assign((_, p: { outcome: PaymentOutcome }) => ({
        reference: p.outcome.reference,
        card: p.outcome.card,
        challengeId: p.outcome.challengeId,
      })),
      showDecline: assign(({ context }, p: { outcome: PaymentOutcome }) => ({
        card: p.outcome.card,
        // The declined booking is what a new attempt continues; a card the gateway's fields refused booked nothing (no reference).
        declinedHold: p.outcome.reference || context.declinedHold,
        challengeId: null,
        decline: { code: p.outcome.declineCode, message: declineMessage(p.outcome.declineCode, p.outcome.declineText) },
      })),
      showFailure: assign({ alert: (_, p: { error: unknown }) => failureMessage(toApiFailure(p.error)), challengeId: null }),
      showRefusal: assign((_, p: { outcome: PaymentOutcome }) => ({
        challengeId: null,
        decline: null,
        alert: p.outcome.declineText ? p.outcome.declineText : failureMessage({ httpStatus: 409 }),
      })),
    },
  }).createMachine({
    id: "payment",
    context: ({ input }) => ({ ...input, declinedHold: input.declinedHold ?? null, card: null, reference: null, challengeId: null, decline: null, alert: null, outcome: "open" }),
    initial: "resuming",
    states: {
      /** Never rests here: a fresh attempt opens the form; a restored one the step the server reported. */
      resuming: {
        always: [
          {
            guard: "resumesChallenge",
            target: "requiresAction",
            actions: { type: "keepOutcome", params: ({ context }) => ({ outcome: context.resume as PaymentOutcome }) },
          },
          {
            guard: "resumesDecline",
            target: "declined",
            actions: { type: "showDecline", params: ({ context }) => ({ outcome: context.resume as PaymentOutcome }) },
          },
          { target: "editing" },
        ],
      },
      editing: {
        tags: ["form"],
        on: {
          "payment.submitted": { guard: "payable", target: "submitting", actions: "clearMessages" },
          "payment.edited": { actions: "clearMessages" },
          "payment.abandoned": "abandoned",
        },
      },
      // No `payment.submitted` here: a double click while charging is ignored (and the key is the same anyway).
      submitting: {
        tags: ["busy"],
        invoke: {
          id: "confirmPayment",
          src: "confirmPayment",
          input: ({ context, event }) => {
            assertEvent(event, "payment.submitted");
            return {
              idempotencyKey: context.idempotencyKey,
              amount: context.amount,
              order: context.order,
              card: event.card ?? null,
              credit: event.credit ?? null,
              retryOf: context.declinedHold,
            };
          },
          onDone: [
            {
              guard: { type: "succeeded", params: ({ event }) => ({ outcome: outcomeOf(event.output) }) },
              target: "succeeded",
              actions: { type: "keepOutcome", params: ({ event }) => ({ outcome: event.output }) },
            },
            {
              guard: { type: "requiresAction", params: ({ event }) => ({ outcome: outcomeOf(event.output) }) },
              target: "requiresAction",
              actions: { type: "keepOutcome", params: ({ event }) => ({ outcome: event.output }) },
            },
            {
              guard: { type: "refused", params: ({ event }) => ({ outcome: outcomeOf(event.output) }) },
              target: "refused",
              actions: { type: "showRefusal", params: ({ event }) => ({ outcome: event.output }) },
            },
            { target: "declined", actions: { type: "showDecline", params: ({ event }) => ({ outcome: event.output }) } },
          ],
          onError: { target: "editing", actions: { type: "showFailure", params: ({ event }) => ({ error: event.error }) } },
        },
      },
      /** The 3-D Secure page step: the web shows the challenge for `challengeId` and reports its result. */
      requiresAction: {
        on: {
          "challenge.approved": "completingChallenge",
          "challenge.declined": "completingChallenge",
        },
      },
      completingChallenge: {
        tags: ["busy"],
        invoke: {
          id: "completeChallenge",
          src: "completeChallenge",
          input: ({ context, event }) => ({
            idempotencyKey: context.idempotencyKey,
            reference: context.reference ?? "",
            challengeId: context.challengeId ?? "",
            approve: event.type === "challenge.approved",
          }),
          onDone: [
            {
              guard: { type: "succeeded", params: ({ event }) => ({ outcome: outcomeOf(event.output) }) },
              target: "succeeded",
              actions: { type: "keepOutcome", params: ({ event }) => ({ outcome: event.output }) },
            },
            {
              guard: { type: "requiresAction", params: ({ event }) => ({ outcome: outcomeOf(event.output) }) },
              target: "requiresAction",
              actions: { type: "keepOutcome", params: ({ event }) => ({ outcome: event.output }) },
            },
            {
              guard: { type: "refused", params: ({ event }) => ({ outcome: outcomeOf(event.output) }) },
              target: "refused",
              actions: { type: "showRefusal", params: ({ event }) => ({ outcome: event.output }) },
            },
            { target: "declined", actions: { type: "showDecline", params: ({ event }) => ({ outcome: event.output }) } },
          ],
          onError: { target: "editing", actions: { type: "showFailure", params: ({ event }) => ({ error: event.error }) } },
        },
      },
      /** The form again, with the decline message; submitting retries with the same idempotency key. */
      declined: {
        tags: ["form"],
        on: {
          "payment.submitted": { guard: "payable", target: "submitting", actions: "clearMessages" },
          "payment.edited": { target: "editing", actions: "clearMessages" },
          "payment.abandoned": "abandoned",
        },
      },
      /**
       * Refused for good after the card was released (a vendor's refusal, a slot sold out): the message, no Pay and no
       * way back to this offer's travellers; the traveller goes back to the results (the parent's `refused` output).
       */
      refused: { on: { "payment.refusalClosed": "closed" } },
      succeeded: { type: "final", entry: assign({ outcome: "succeeded" }) },
      abandoned: { type: "final", entry: assign({ outcome: "abandoned" }) },
      closed: { type: "final", entry: assign({ outcome: "refused" }) },
    },
    output: ({ context }): PaymentOutput =>
      context.outcome === "succeeded"
        ? { status: "succeeded", reference: context.reference ?? "", card: context.card }
        : context.outcome === "refused"
          ? { status: "refused", message: context.alert ?? failureMessage({ httpStatus: 409 }) }
          : { status: "abandoned", declinedHold: context.declinedHold },
  });
}

/** The payment machine over one vertical's order. */
export type PaymentMachine<TOrder> = ReturnType<typeof createPaymentMachine<TOrder>>;
