// Stripe in the browser (docs/decisions.md "Stripe Elements in the browser"): the payment machine's actors with
// Stripe's fields, on a fake Stripe.js (no browser here can load js.stripe.com). The PaymentMethod is made before
// the vertical's call, which gets only its id; 3-D Secure runs Stripe.js's handleNextAction with the client secret
// the server answered as the challenge id, and the outcome is the server's, read from the intent.
import type { PaymentMethodResult, StripeCardElement } from "@stripe/stripe-js";
import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { paymentMachine } from "@machines/payment/payable";
import { paymentMessages } from "@machines/payment/messages";
import type { CompleteChallengeInput, PaymentOutcome, TokenizedPaymentInput } from "@machines/payment/payment.machine";
import { money } from "@/shared/money";
import { cardPaymentActors, type BankStep } from "@/web/lib/card-gateway";
import { runNextAction, stripeCard, type StripeCalls } from "@/web/components/booking/stripe-js";

const SECRET = "pi_3DS_secret_abc";
const element = { mounted: true } as unknown as StripeCardElement;
const visa = { holderName: "Ana Souza", number: "4242424242424242", expMonth: 12, expYear: 2031, cvc: "123" };

/** Stripe.js as the tests need it: the PaymentMethod it makes (or its refusal) and the bank's answer to 3-D Secure. */
function fakeStripe(method: PaymentMethodResult, bank: "approves" | "fails" = "approves") {
  const made: unknown[] = [];
  const nextActions: string[] = [];
  const state = { authenticated: false, failed: false };
  const stripe = {
    createPaymentMethod: async (data: unknown) => (made.push(data), method),
    handleNextAction: async ({ clientSecret }: { clientSecret: string }) => {
      nextActions.push(clientSecret);
      if (bank === "fails") {
        state.failed = true;
        return { error: { type: "card_error", code: "payment_intent_authentication_failure", message: "We are unable to authenticate your payment method." } };
      }
      state.authenticated = true;
      return { paymentIntent: { id: "pi_3DS", status: "requires_capture" } };
    },
  } as unknown as StripeCalls;
  return { stripe, made, nextActions, state: state as { authenticated: boolean; failed: boolean } };
}

const outcome = (o: Partial<PaymentOutcome>): PaymentOutcome => ({ status: "succeeded", reference: "WP-1", card: null, challengeId: null, declineCode: null, ...o });

/** The vertical's server calls: a PaymentMethod that needs 3-D Secure answers the intent's client secret. */
function fakeServer(bank: { authenticated: boolean; failed: boolean }) {
  const confirmed: TokenizedPaymentInput[] = [];
  const completed: CompleteChallengeInput[] = [];
  return {
    confirmed,
    completed,
    calls: {
      confirm: async (input: TokenizedPaymentInput) => {
        confirmed.push(input);
        const id = input.card && "paymentMethodId" in input.card ? input.card.paymentMethodId : "typed";
        return id === "pm_3ds" ? outcome({ status: "requires_action", challengeId: SECRET }) : outcome({ card: { brand: "visa", last4: "4242" } });
      },
      complete: async (input: CompleteChallengeInput) => {
        completed.push(input);
        if (bank.authenticated) return outcome({});
        if (bank.failed) return outcome({ status: "declined", declineCode: "authentication_failed" });
        return outcome({ status: "requires_action", challengeId: SECRET });
      },
    },
  };
}

function start(fake: ReturnType<typeof fakeStripe>, gateway: "stripe" | "sandbox" = "stripe") {
  const server = fakeServer(fake.state);
  const bankStep = async (): Promise<BankStep | null> => (gateway === "stripe" ? (secret) => runNextAction(fake.stripe, secret) : null);
  const actor = createActor(paymentMachine.provide({ actors: cardPaymentActors(server.calls, bankStep) }), {
    input: { idempotencyKey: "idem-1", amount: money(10_000, "USD"), order: {} },
  }).start();
  return { actor, server };
}

const made = (id: string) => ({ paymentMethod: { id } }) as unknown as PaymentMethodResult;

describe("Stripe's card field in the payment machine", () => {
  it("makes the PaymentMethod with the name on the card and sends only its id", async () => {
    const fake = fakeStripe(made("pm_ok"));
    const { actor, server } = start(fake);
    actor.send({ type: "payment.submitted", card: stripeCard(fake.stripe, element, "Ana Souza", true) });
    await waitFor(actor, (s) => s.status === "done");
    expect(actor.getSnapshot().output).toEqual({ status: "succeeded", reference: "WP-1", card: { brand: "visa", last4: "4242" } });
    expect(fake.made).toEqual([{ type: "card", card: element, billing_details: { name: "Ana Souza" } }]);
    expect(server.confirmed.map((c) => c.card)).toEqual([{ paymentMethodId: "pm_ok" }]);
  });

  it("3-D Secure: handleNextAction with the intent's client secret, then the server's answer: paid", async () => {
    const fake = fakeStripe(made("pm_3ds"));
    const { actor, server } = start(fake);
    actor.send({ type: "payment.submitted", card: stripeCard(fake.stripe, element, "Ana Souza", true) });
    await waitFor(actor, (s) => s.matches("requiresAction"));
    expect(fake.nextActions).toEqual([]);
    actor.send({ type: "challenge.approved" });
    await waitFor(actor, (s) => s.status === "done");
    expect(fake.nextActions).toEqual([SECRET]);
    expect(server.completed).toEqual([{ idempotencyKey: "idem-1", reference: "WP-1", challengeId: SECRET, approve: true }]);
    expect(actor.getSnapshot().output?.status).toBe("succeeded");
  });

  it("3-D Secure failed at the bank: declined with the authentication message, the same key kept for a retry", async () => {
    const fake = fakeStripe(made("pm_3ds"), "fails");
    const { actor } = start(fake);
    actor.send({ type: "payment.submitted", card: stripeCard(fake.stripe, element, "Ana Souza", true) });
    await waitFor(actor, (s) => s.matches("requiresAction"));
    actor.send({ type: "challenge.approved" });
    await waitFor(actor, (s) => s.matches("declined"));
    expect(fake.nextActions).toEqual([SECRET]);
    expect(actor.getSnapshot().context.decline).toEqual({ code: "authentication_failed", message: paymentMessages.authenticationFailed });
    expect(actor.getSnapshot().context.idempotencyKey).toBe("idem-1");
  });

  it("a card Stripe declines while making the PaymentMethod is a decline; nothing reaches the server", async () => {
    const refusal = { error: { type: "card_error", code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." } } as unknown as PaymentMethodResult;
    const fake = fakeStripe(refusal);
    const { actor, server } = start(fake);
    actor.send({ type: "payment.submitted", card: stripeCard(fake.stripe, element, "Ana Souza", true) });
    await waitFor(actor, (s) => s.matches("declined"));
    expect(actor.getSnapshot().context.decline).toEqual({ code: "insufficient_funds", message: paymentMessages.insufficientFunds });
    expect(server.confirmed).toEqual([]);
  });

  it("a code we have no message for shows Stripe's own (translated) words", async () => {
    const refusal = { error: { type: "validation_error", code: "invalid_number", message: "Your card number is invalid." } } as unknown as PaymentMethodResult;
    const fake = fakeStripe(refusal);
    const { actor } = start(fake);
    actor.send({ type: "payment.submitted", card: stripeCard(fake.stripe, element, "Ana Souza", true) });
    await waitFor(actor, (s) => s.matches("declined"));
    expect(actor.getSnapshot().context.decline).toEqual({ code: "invalid_number", message: "Your card number is invalid." });
  });

  it("an incomplete field is not payable: the form stays, Stripe is not asked", () => {
    const fake = fakeStripe(made("pm_ok"));
    const { actor } = start(fake);
    actor.send({ type: "payment.submitted", card: stripeCard(fake.stripe, element, "Ana Souza", false) });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(fake.made).toEqual([]);
  });
});

describe("the sandbox's typed card with the same actors", () => {
  it("goes to the vertical's call as typed, and its challenge step runs no Stripe.js", async () => {
    const fake = fakeStripe(made("pm_unused"));
    const { actor, server } = start(fake, "sandbox");
    actor.send({ type: "payment.submitted", card: visa });
    await waitFor(actor, (s) => s.status === "done");
    expect(server.confirmed.map((c) => c.card)).toEqual([visa]);
    expect(fake.made).toEqual([]);
    expect(fake.nextActions).toEqual([]);
  });
});
