// The card gateway in the browser (docs/decisions.md "Stripe Elements in the browser"): the server says which one
// it charges through (GET /api/getCurrentPaymentGateway); the sandbox keeps the typed card form, Stripe draws its
// own fields (components/booking/stripe-card-fields.tsx) and runs 3-D Secure with Stripe.js
// (components/booking/stripe-js.ts), both loaded only when a payment step needs them. Every vertical's machine
// carries these actors from the search page's first load on, so this file imports the rest when it is asked. The
// payment machine's actors are the same for both: they tokenise the gateway's fields and run its bank step, then
// call the vertical's API as before.
import { fromPromise } from "xstate";
import { isHostedCard, type CompleteChallengeInput, type ConfirmPaymentInput, type PaymentOutcome, type TokenizedPaymentInput } from "@machines/payment/payment.machine";

/** What the payment step draws: the typed card form, or Stripe Elements with the site's publishable key. */
export type CardGateway = { kind: "sandbox" } | { kind: "stripe"; publishableKey: string };

let answer: Promise<CardGateway> | null = null;

/**
 * The site's gateway, asked once per page load; a failed answer is asked again next time (the card form's retry).
 * STRIPE without a publishable key cannot draw a card form, so it counts as a failure.
 */
export function cardGateway(): Promise<CardGateway> {
  answer ??= import("../api/payment-gateway").then(async ({ getCurrentPaymentGateway }) => {
    const { gateway, publishableKey } = await getCurrentPaymentGateway();
    if (gateway === "SANDBOX") return { kind: "sandbox" } as const;
    if (gateway === "STRIPE" && publishableKey) return { kind: "stripe", publishableKey } as const;
    throw new Error(`no card form for the gateway ${gateway}`);
  });
  answer.catch(() => {
    answer = null;
  });
  return answer;
}

/** The gateway's step before the server reads a 3-D Secure outcome: Stripe.js runs the bank's check; the sandbox has none. */
export type BankStep = (challengeId: string) => Promise<void>;

/** Stripe's bank step, loaded with Stripe.js; the sandbox's check is its own page step (ThreeDSecureChallenge). */
async function siteBankStep(): Promise<BankStep | null> {
  const gateway = await cardGateway();
  if (gateway.kind === "sandbox") return null;
  const stripeJs = await import("../components/booking/stripe-js");
  const stripe = await stripeJs.loadStripeFor(gateway.publishableKey);
  return (challengeId) => stripeJs.runNextAction(stripe, challengeId);
}

/** A vertical's payment calls once the card is the gateway's token (or the typed card, with the sandbox). */
export interface CardPaymentCalls<TOrder> {
  confirm(input: TokenizedPaymentInput<TOrder>): Promise<PaymentOutcome>;
  complete(input: CompleteChallengeInput): Promise<PaymentOutcome>;
}

/**
 * The payment machine's `confirmPayment` and `completeChallenge` for any gateway: Stripe's fields become a
 * PaymentMethod before the vertical's call (a card Stripe refuses is a decline, nothing is booked), and the bank's
 * step runs in Stripe.js before the server reads the outcome from the intent. `bankStep` is the tests' seam.
 */
export function cardPaymentActors<TOrder>(calls: CardPaymentCalls<TOrder>, bankStep: () => Promise<BankStep | null> = siteBankStep) {
  return {
    confirmPayment: fromPromise<PaymentOutcome, ConfirmPaymentInput<TOrder>>(async ({ input }) => {
      const { card } = input;
      if (!isHostedCard(card)) return calls.confirm({ ...input, card });
      const token = await card.tokenize();
      if ("declineCode" in token) {
        return { status: "declined", reference: "", card: null, challengeId: null, declineCode: token.declineCode, declineText: token.declineText };
      }
      return calls.confirm({ ...input, card: token });
    }),
    completeChallenge: fromPromise<PaymentOutcome, CompleteChallengeInput>(async ({ input }) => {
      if (input.approve) {
        const step = await bankStep();
        // The bank's answer (or a closed window) is on the intent: the server reads it either way.
        if (step) await step(input.challengeId).catch(() => undefined);
      }
      return calls.complete(input);
    }),
  };
}

/** A new saved card's calls: the typed card (the sandbox's check), or the gateway's setup opened and then saved. */
export interface CardSetupCalls<TOrder> {
  confirm(input: TokenizedPaymentInput<TOrder>): Promise<PaymentOutcome>;
  /** The gateway's setup for this attempt (the same idempotency key, the same setup): what its library confirms. */
  start(idempotencyKey: string): Promise<{ clientSecret: string }>;
  /** The confirmed setup's card becomes the saved one; the server reads the setup, it does not take our word. */
  save(input: { setupIntentId: string; idempotencyKey: string }): Promise<PaymentOutcome>;
}

/**
 * The payment machine's `confirmPayment` for saving a card without a charge (a subscription's "Change card"): with
 * Stripe's fields the server opens a SetupIntent, Stripe.js confirms it (its bank window included) and the server
 * saves what Stripe attached; a card Stripe refuses is a decline. The sandbox's typed card goes as before.
 */
export function cardSetupActor<TOrder>(calls: CardSetupCalls<TOrder>) {
  return fromPromise<PaymentOutcome, ConfirmPaymentInput<TOrder>>(async ({ input }) => {
    const { card } = input;
    if (!isHostedCard(card)) return calls.confirm({ ...input, card });
    if (!card.confirmSetup) throw new Error("this card field cannot save a card without a payment");
    const { clientSecret } = await calls.start(input.idempotencyKey);
    const confirmed = await card.confirmSetup(clientSecret);
    if ("declineCode" in confirmed) {
      return { status: "declined", reference: "", card: null, challengeId: null, declineCode: confirmed.declineCode, declineText: confirmed.declineText };
    }
    return calls.save({ setupIntentId: confirmed.setupIntentId, idempotencyKey: input.idempotencyKey });
  });
}
