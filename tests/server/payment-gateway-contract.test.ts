// One contract, every gateway (docs/decisions.md "Stripe as the production gateway"): the sandbox and the Stripe adapter
// (the official SDK pointed at the local Stripe-API double) must answer the saga alike — authorise, decline, 3-D
// Secure passed and failed, capture, cancel, a capture that fails after the supplier booked, refund with a penalty
// kept, and retries with the same key that charge once.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SandboxPaymentGateway } from "@/server/payments/sandbox-gateway";
import { StripePaymentGateway } from "@/server/payments/stripe/gateway";
import { GatewayError, type PaymentGateway, type PaymentIntent, type PaymentMethodInput } from "@/server/payments/types";
import { StripeDouble } from "./stripe/stripe-double";

type Method = "succeed" | "decline" | "threeDS" | "captureFails";

interface Harness {
  gateway: PaymentGateway;
  method(kind: Method): PaymentMethodInput;
  /** The cardholder passes or fails 3-D Secure (the sandbox's page, Stripe.js), then the server reads the outcome. */
  authenticate(intent: PaymentIntent, approve: boolean): Promise<PaymentIntent>;
  /** What the gateway's own books say was charged, in its own units (what the card statement shows). */
  charged(intent: PaymentIntent): number;
  close(): Promise<void>;
}

const card = (number: string) => ({ number, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: "123", holderName: "Ada Traveller" });
const SANDBOX_CARDS: Record<Method, string> = { succeed: "4242424242424242", decline: "4000000000000002", threeDS: "4000002500003155", captureFails: "4000000000000770" };
const STRIPE_METHODS: Record<Method, string> = { succeed: "pm_card_visa", decline: "pm_card_chargeDeclined", threeDS: "pm_card_threeDSecure2Required", captureFails: "pm_card_captureFails" };

const harnesses: Record<string, () => Promise<Harness>> = {
  sandbox: async () => {
    const gateway = new SandboxPaymentGateway();
    return {
      gateway,
      method: (kind) => card(SANDBOX_CARDS[kind]),
      authenticate: (intent, approve) => gateway.completeChallenge(intent.id, { approve }),
      charged: (intent) => intent.amountCaptured - intent.amountRefunded,
      close: async () => undefined,
    };
  },
  "stripe (on the local Stripe-API double)": async () => {
    const double = new StripeDouble();
    const api = await double.start();
    const gateway: PaymentGateway = new StripePaymentGateway({ secretKey: double.secretKey, api });
    return {
      gateway,
      method: (kind) => ({ paymentMethodId: STRIPE_METHODS[kind] }),
      authenticate: (intent, approve) => {
        double.authenticate(intent.id, approve);
        return gateway.completeChallenge(intent.id, { approve });
      },
      charged: (intent) => {
        const pi = double.intent(intent.id);
        return pi.amount_received - double.refunds.filter((r) => r.payment_intent === pi.id).reduce((n, r) => n + r.amount, 0);
      },
      close: () => double.close(),
    };
  },
};

describe.each(Object.keys(harnesses))("the gateway contract: %s", (name) => {
  let h: Harness;
  beforeAll(async () => {
    h = await (harnesses[name] as () => Promise<Harness>)();
  });
  afterAll(async () => h?.close());

  const intent = (amount = 12_345, currency = "USD") => h.gateway.createIntent({ amount, currency, idempotencyKey: `flights-booking:${randomUUID()}`, metadata: { vertical: "flights" } });
  const authorised = async () => {
    const created = await intent();
    const confirmed = await h.gateway.confirm(created.id, h.method("succeed"));
    expect(confirmed.status).toBe("requires_capture");
    return confirmed;
  };

  it("authorises a good card without charging it: requires_capture, brand and last four only", async () => {
    const created = await intent();
    expect(created).toMatchObject({ status: "requires_payment_method", amount: { amount: 12_345, currency: "USD" }, amountCaptured: 0 });
    const confirmed = await h.gateway.confirm(created.id, h.method("succeed"));
    expect(confirmed).toMatchObject({ id: created.id, status: "requires_capture", lastError: null, challengeId: null, amountCaptured: 0 });
    expect(confirmed.card).toMatchObject({ brand: "visa", last4: "4242" });
    expect(JSON.stringify(confirmed)).not.toContain("4242424242424242");
  });

  it("a decline leaves the intent ready for another card, with the decline code; the next card authorises it", async () => {
    const created = await intent();
    const declined = await h.gateway.confirm(created.id, h.method("decline"));
    expect(declined.status).toBe("requires_payment_method");
    expect(declined.lastError).toMatchObject({ code: "card_declined", declineCode: "generic_decline" });
    const retried = await h.gateway.confirm(created.id, h.method("succeed"));
    expect(retried).toMatchObject({ id: created.id, status: "requires_capture", lastError: null });
  });

  it("3-D Secure required: requires_action with a challenge; passed, the intent is authorised", async () => {
    const created = await intent();
    const challenged = await h.gateway.confirm(created.id, h.method("threeDS"));
    expect(challenged.status).toBe("requires_action");
    expect(challenged.challengeId).toEqual(expect.any(String));
    expect((await h.gateway.get(created.id)).status).toBe("requires_action");
    const passed = await h.authenticate(challenged, true);
    expect(passed).toMatchObject({ status: "requires_capture", challengeId: null, lastError: null });
  });

  it("3-D Secure failed: back to requires_payment_method with authentication_failed, nothing authorised", async () => {
    const challenged = await h.gateway.confirm((await intent()).id, h.method("threeDS"));
    const failed = await h.authenticate(challenged, false);
    expect(failed).toMatchObject({ status: "requires_payment_method", challengeId: null, amountCaptured: 0 });
    expect(failed.lastError?.code).toBe("authentication_failed");
  });

  it("captures the authorised amount once: a second capture is the same charge", async () => {
    const auth = await authorised();
    const captured = await h.gateway.capture(auth.id);
    expect(captured).toMatchObject({ status: "succeeded", amountCaptured: 12_345 });
    expect((await h.gateway.capture(auth.id)).amountCaptured).toBe(12_345);
    expect(h.charged(captured)).toBe(12_345);
  });

  it("cancel releases an authorisation (twice is once); a released intent cannot be captured", async () => {
    const auth = await authorised();
    expect((await h.gateway.cancel(auth.id)).status).toBe("canceled");
    expect((await h.gateway.cancel(auth.id)).status).toBe("canceled");
    await expect(h.gateway.capture(auth.id)).rejects.toMatchObject({ code: "invalid_state" });
    expect(h.charged(await h.gateway.get(auth.id))).toBe(0);
  });

  it("a capture that fails after the supplier booked throws; the saga's cancel then leaves nothing charged", async () => {
    const created = await intent();
    const auth = await h.gateway.confirm(created.id, h.method("captureFails"));
    expect(auth.status).toBe("requires_capture");
    await expect(h.gateway.capture(auth.id)).rejects.toBeDefined();
    const released = await h.gateway.cancel(auth.id);
    expect(released).toMatchObject({ status: "canceled", amountCaptured: 0 });
    expect(h.charged(released)).toBe(0);
  });

  it("refunds what the cancellation gives back and keeps the penalty; never more than was captured", async () => {
    const captured = await h.gateway.capture((await authorised()).id);
    const penalty = 2_345;
    const refunded = await h.gateway.refund(captured.id, captured.amountCaptured - penalty);
    expect(refunded).toMatchObject({ status: "succeeded", amountCaptured: 12_345, amountRefunded: 10_000 });
    expect(refunded.refunds).toHaveLength(1);
    expect(refunded.refunds[0]?.amount).toEqual({ amount: 10_000, currency: "USD" });
    expect(h.charged(refunded)).toBe(penalty);
    await expect(h.gateway.refund(captured.id, penalty + 1)).rejects.toMatchObject({ code: "invalid_amount" });
    await expect(h.gateway.refund((await authorised()).id)).rejects.toMatchObject({ code: "invalid_state" });
  });

  it("a retry with the same key is the same intent; the same key with another amount is refused", async () => {
    const idempotencyKey = `hotels-booking:${randomUUID()}`;
    const first = await h.gateway.createIntent({ amount: 5_000, currency: "EUR", idempotencyKey });
    const again = await h.gateway.createIntent({ amount: 5_000, currency: "EUR", idempotencyKey });
    expect(again.id).toBe(first.id);
    expect(again.idempotencyKey).toBe(idempotencyKey);
    const conflict = await h.gateway.createIntent({ amount: 5_001, currency: "EUR", idempotencyKey }).catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(GatewayError);
    expect(conflict).toMatchObject({ code: "idempotency_conflict" });
  });

  it("an intent that does not exist is intent_not_found", async () => {
    await expect(h.gateway.get("pi_missing")).rejects.toMatchObject({ code: "intent_not_found" });
  });

  it("refuses another gateway's kind of card: unsupported_payment_method", async () => {
    const created = await intent();
    const other: PaymentMethodInput = "paymentMethodId" in h.method("succeed") ? card("4242424242424242") : { paymentMethodId: "pm_card_visa" };
    await expect(h.gateway.confirm(created.id, other)).rejects.toMatchObject({ code: "unsupported_payment_method" });
  });
});

describe("the Stripe adapter's amounts and dashboard metadata", () => {
  let double: StripeDouble;
  let gateway: StripePaymentGateway;
  beforeAll(async () => {
    double = new StripeDouble();
    gateway = new StripePaymentGateway({ secretKey: double.secretKey, api: await double.start() });
  });
  afterAll(async () => double?.close());

  it("sends zero-decimal currencies as they are, ISK in Stripe's two decimals, and reads them back in ours", async () => {
    const yen = await gateway.createIntent({ amount: 15_000, currency: "JPY", idempotencyKey: randomUUID() });
    expect(double.intent(yen.id)).toMatchObject({ amount: 15_000, currency: "jpy" });
    expect(yen.amount).toEqual({ amount: 15_000, currency: "JPY" });
    const krona = await gateway.createIntent({ amount: 9_900, currency: "ISK", idempotencyKey: randomUUID() });
    expect(double.intent(krona.id).amount).toBe(990_000);
    expect(krona.amount).toEqual({ amount: 9_900, currency: "ISK" });
    const dinar = await gateway.createIntent({ amount: 12_340, currency: "KWD", idempotencyKey: randomUUID() });
    expect(double.intent(dinar.id).amount).toBe(12_340);
    await expect(gateway.createIntent({ amount: 12_345, currency: "KWD", idempotencyKey: randomUUID() })).rejects.toMatchObject({ code: "invalid_amount" });
  });

  it("creates manual-capture intents carrying the metadata the operator reads in the dashboard", async () => {
    const created = await gateway.createIntent({
      amount: 1_000,
      currency: "USD",
      idempotencyKey: "flights-booking:b-1",
      metadata: { agency: "acme", booking_reference: "WP-ABC123", vertical: "flights" },
      description: "flights booking WP-ABC123",
    });
    expect(double.intent(created.id)).toMatchObject({
      capture_method: "manual",
      description: "flights booking WP-ABC123",
      metadata: { agency: "acme", booking_reference: "WP-ABC123", vertical: "flights", waypoint_payment_key: "flights-booking:b-1" },
    });
  });

  it("off-session with a card that needs authentication: declined authentication_required, never requires_action", async () => {
    const created = await gateway.createIntent({ amount: 1_000, currency: "USD", idempotencyKey: randomUUID() });
    const declined = await gateway.confirmSaved(created.id, { brand: "visa", last4: "3155", expMonth: 12, expYear: 2099, gatewayReference: "pm_card_threeDSecure2Required" });
    expect(declined).toMatchObject({ status: "requires_payment_method", lastError: { code: "authentication_required" } });
  });

  it("the 3-D Secure challenge is the intent's client secret, for Stripe.js's handleNextAction", async () => {
    const created = await gateway.createIntent({ amount: 1_000, currency: "USD", idempotencyKey: randomUUID() });
    const challenged = await gateway.confirm(created.id, { paymentMethodId: "pm_card_threeDSecure2Required" });
    expect(challenged.challengeId).toBe(double.intent(created.id).client_secret);
  });
});
