// A subscription's new card with Stripe (docs/decisions.md "Saved cards on Stripe"): the payment machine's
// `confirmPayment` for "Change card" opens the server's SetupIntent, confirms it with Stripe.js's confirmCardSetup
// (the card field and the name on the card; 3-D Secure is Stripe's window) and has the server save what Stripe
// attached. On a fake Stripe.js: no browser here can load js.stripe.com. The sandbox's typed card goes as before.
import type { SetupIntentResult, StripeCardElement } from "@stripe/stripe-js";
import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { paymentMachine } from "@machines/payment/payable";
import { paymentMessages } from "@machines/payment/messages";
import type { PaymentOutcome, TokenizedPaymentInput } from "@machines/payment/payment.machine";
import { money } from "@/shared/money";
import { cardSetupActor } from "@/web/lib/card-gateway";
import { stripeCard, type StripeCalls } from "@/web/components/booking/stripe-js";

const SECRET = "seti_1_secret_abc";
const element = { mounted: true } as unknown as StripeCardElement;

/** Stripe.js's confirmCardSetup as the tests need it: the SetupIntent it confirmed, or its refusal. */
function fakeStripe(answer: SetupIntentResult) {
  const setups: { clientSecret: string; data: unknown }[] = [];
  const stripe = {
    createPaymentMethod: async () => {
      throw new Error("a new card is not tokenised on its own: the SetupIntent makes it");
    },
    handleNextAction: async () => {
      throw new Error("confirmCardSetup runs the bank's step itself");
    },
    confirmCardSetup: async (clientSecret: string, data: unknown) => (setups.push({ clientSecret, data }), answer),
  } as unknown as StripeCalls;
  return { stripe, setups };
}

const outcome = (o: Partial<PaymentOutcome>): PaymentOutcome => ({ status: "succeeded", reference: "seti_1", card: { brand: "visa", last4: "4242" }, challengeId: null, declineCode: null, ...o });

function fakeServer() {
  const started: string[] = [];
  const saved: { setupIntentId: string; idempotencyKey: string }[] = [];
  const confirmed: TokenizedPaymentInput[] = [];
  return {
    started,
    saved,
    confirmed,
    calls: {
      confirm: async (input: TokenizedPaymentInput) => (confirmed.push(input), outcome({ reference: "pi_check" })),
      start: async (idempotencyKey: string) => (started.push(idempotencyKey), { clientSecret: SECRET }),
      save: async (input: { setupIntentId: string; idempotencyKey: string }) => (saved.push(input), outcome({})),
    },
  };
}

function start() {
  const server = fakeServer();
  const actor = createActor(paymentMachine.provide({ actors: { confirmPayment: cardSetupActor(server.calls) } }), {
    input: { idempotencyKey: "idem-card-1", amount: money(100, "USD"), order: {} },
  }).start();
  return { actor, server };
}

describe("a new card saved through Stripe's SetupIntent", () => {
  it("opens the setup under the attempt's key, confirms it with the field and the name, and saves the SetupIntent Stripe confirmed", async () => {
    const fake = fakeStripe({ setupIntent: { id: "seti_1", status: "succeeded" } } as unknown as SetupIntentResult);
    const { actor, server } = start();
    actor.send({ type: "payment.submitted", card: stripeCard(fake.stripe, element, "Ana Souza", true) });
    await waitFor(actor, (s) => s.status === "done");
    expect(server.started).toEqual(["idem-card-1"]);
    expect(fake.setups).toEqual([{ clientSecret: SECRET, data: { payment_method: { card: element, billing_details: { name: "Ana Souza" } } } }]);
    expect(server.saved).toEqual([{ setupIntentId: "seti_1", idempotencyKey: "idem-card-1" }]);
    expect(server.confirmed).toEqual([]);
    expect(actor.getSnapshot().output).toEqual({ status: "succeeded", reference: "seti_1", card: { brand: "visa", last4: "4242" } });
  });

  it("a card Stripe declines is a decline with our message; nothing is saved and the same key opens the same setup again", async () => {
    const fake = fakeStripe({ error: { type: "card_error", code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." } } as unknown as SetupIntentResult);
    const { actor, server } = start();
    actor.send({ type: "payment.submitted", card: stripeCard(fake.stripe, element, "Ana Souza", true) });
    await waitFor(actor, (s) => s.matches("declined"));
    expect(actor.getSnapshot().context.decline).toEqual({ code: "insufficient_funds", message: paymentMessages.insufficientFunds });
    expect(server.saved).toEqual([]);
    actor.send({ type: "payment.submitted", card: stripeCard(fake.stripe, element, "Ana Souza", true) });
    await waitFor(actor, (s) => s.matches("declined"));
    expect(server.started).toEqual(["idem-card-1", "idem-card-1"]);
  });

  it("a failed bank check in Stripe's window is authentication_failed", async () => {
    const fake = fakeStripe({
      error: { type: "invalid_request_error", code: "setup_intent_authentication_failure", message: "We are unable to authenticate your payment method." },
    } as unknown as SetupIntentResult);
    const { actor, server } = start();
    actor.send({ type: "payment.submitted", card: stripeCard(fake.stripe, element, "Ana Souza", true) });
    await waitFor(actor, (s) => s.matches("declined"));
    expect(actor.getSnapshot().context.decline).toEqual({ code: "authentication_failed", message: paymentMessages.authenticationFailed });
    expect(server.saved).toEqual([]);
  });

  it("the server's word decides: a SetupIntent it finds unfinished is a decline though Stripe.js answered", async () => {
    const fake = fakeStripe({ setupIntent: { id: "seti_1", status: "succeeded" } } as unknown as SetupIntentResult);
    const { actor, server } = start();
    server.calls.save = async (input) => (server.saved.push(input), outcome({ status: "declined", card: null, declineCode: "card_declined" }));
    actor.send({ type: "payment.submitted", card: stripeCard(fake.stripe, element, "Ana Souza", true) });
    await waitFor(actor, (s) => s.matches("declined"));
    expect(actor.getSnapshot().context.decline?.code).toBe("card_declined");
  });

  it("the sandbox's typed card goes to the server's check as typed; no setup is opened", async () => {
    const { actor, server } = start();
    const typed = { holderName: "Ana Souza", number: "4242424242424242", expMonth: 12, expYear: 2031, cvc: "123" };
    actor.send({ type: "payment.submitted", card: typed });
    await waitFor(actor, (s) => s.status === "done");
    expect(server.confirmed.map((c) => c.card)).toEqual([typed]);
    expect(server.started).toEqual([]);
  });
});
