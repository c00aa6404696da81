// POST /api/payments/stripe/webhook: Stripe's word on a payment feeds the same saga as the browser's answer, so a payment
// authorised after the browser went away still ends booked and captured (charged means ticketed or refunded). Each
// event acts once; a body not signed with the webhook secret is refused without a stack. The server charges through
// the Stripe adapter pointed at the local Stripe-API double; events are signed with the SDK's generateTestHeaderString.
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "@/server/db/schema-bookings";
import { stripeWebhookEvents } from "@/server/db/schema-payments";
import { StripePaymentGateway } from "@/server/payments/stripe/gateway";
import { STRIPE_WEBHOOK_PATH } from "@/server/payments/stripe/webhook";
import type { PaymentResult } from "@/shared/api/bookings";
import type { BookingResult } from "@/shared/api/flight-bookings";
import { call, contact, firstOffer, newKey, oneWay, passenger, plainDate, signIn, type Caller } from "./flights-fixtures";
import { createTestApp, type TestContext } from "./helpers";
import { StripeDouble, type DoubleEvent } from "./stripe/stripe-double";

const WEBHOOK_SECRET = "whsec_test_double";
let double: StripeDouble;
let ctx: TestContext;
let alice: Caller;

beforeAll(async () => {
  double = new StripeDouble();
  const api = await double.start();
  const keys = { secretKey: double.secretKey, publishableKey: "pk_test_double", webhookSecret: WEBHOOK_SECRET };
  ctx = await createTestApp({
    payments: { stripe: keys, missingStripeKeys: [], allowSandbox: false },
    paymentGateway: new StripePaymentGateway({ secretKey: keys.secretKey, publishableKey: keys.publishableKey, api }),
  });
  alice = await signIn(ctx.app, ctx.database.db, "acme", "alice@acme.test");
});
afterAll(async () => {
  await ctx?.close();
  await double?.close();
});

const json = <T>(res: { json(): unknown }) => res.json() as { status: boolean; message: string; data: T };

function deliver(event: DoubleEvent, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return ctx.app.inject({ method: "POST", url: STRIPE_WEBHOOK_PATH, headers: { "content-type": "application/json", "stripe-signature": signature }, payload });
}

/** A flight held and paid with a card that asks for 3-D Secure: the server answers requires_action. */
async function challengedBooking(from: string, to: string) {
  const offer = await firstOffer(ctx.app, alice, oneWay(plainDate(), undefined, from, to));
  const held = await call(ctx.app, alice, { method: "POST", url: "/api/flight/booking", body: { idempotencyKey: newKey("book"), offerId: offer.id, passengers: [passenger("ADT", "Lovelace")], contact } });
  expect(held.statusCode, held.body).toBe(200);
  const { referenceNumber } = json<BookingResult>(held).data;
  const paid = await call(ctx.app, alice, {
    method: "POST",
    url: "/api/flight/payment",
    body: { idempotencyKey: newKey("pay"), referenceNumber, card: { paymentMethodId: "pm_card_threeDSecure2Required" } },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const result = json<PaymentResult>(paid).data;
  expect(result).toMatchObject({ paymentStatus: "requires_action", bookingStatus: "held" });
  return { referenceNumber, intentId: result.intentId as string, challengeId: result.challengeId as string };
}

const statusOf = async (referenceNumber: string) => (await ctx.database.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.referenceNumber, referenceNumber)))[0]?.status;
const captures = (intentId: string) => double.requests.filter((r) => r === `POST /v1/payment_intents/${intentId}/capture`).length;

describe("GET /api/getCurrentPaymentGateway with Stripe configured", () => {
  it("answers STRIPE and the publishable key Stripe.js loads with", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/getCurrentPaymentGateway" });
    expect(json(res).data).toEqual({ gateway: "STRIPE", publishableKey: "pk_test_double" });
  });
});

describe("a typed card number with Stripe configured", () => {
  it("is refused: with Stripe the server takes Stripe.js's PaymentMethod id only", async () => {
    const offer = await firstOffer(ctx.app, alice, oneWay(plainDate(), undefined, "JFK", "CDG"));
    const held = await call(ctx.app, alice, { method: "POST", url: "/api/flight/booking", body: { idempotencyKey: newKey("book"), offerId: offer.id, passengers: [passenger("ADT", "Hopper")], contact } });
    const card = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2099, cvc: "123", holderName: "Grace Hopper" };
    const confirms = () => double.requests.filter((r) => r.endsWith("/confirm")).length;
    const before = confirms();
    const paid = await call(ctx.app, alice, { method: "POST", url: "/api/flight/payment", body: { idempotencyKey: newKey("pay"), referenceNumber: json<BookingResult>(held).data.referenceNumber, card } });
    expect(paid.statusCode).toBe(400);
    expect(paid.body).not.toMatch(/\n\s+at |4242 4242/);
    expect(confirms()).toBe(before);
  });
});

describe("POST /api/payments/stripe/webhook", () => {
  it("an authorisation reported before the browser's answer books and captures; the browser's late answer is the same booking", async () => {
    const { referenceNumber, intentId, challengeId } = await challengedBooking("LIS", "GRU");
    // The cardholder passes 3-D Secure in Stripe.js, then the browser goes away before telling the server.
    double.authenticate(intentId, true);
    const res = await deliver(double.lastEvent("payment_intent.amount_capturable_updated", intentId));
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toEqual({ received: true, duplicate: false });
    expect(await statusOf(referenceNumber)).toBe("ticketed");
    expect(double.intent(intentId)).toMatchObject({ status: "succeeded", amount_received: double.intent(intentId).amount });
    // The browser comes back: the same answer, no second capture.
    const late = await call(ctx.app, alice, { method: "POST", url: "/api/flight/payment/3ds", body: { referenceNumber, challengeId, approve: true } });
    expect(late.statusCode, late.body).toBe(200);
    expect(json<PaymentResult>(late).data).toMatchObject({ bookingStatus: "ticketed", paymentStatus: "succeeded", card: { brand: "visa", last4: "3155" } });
    expect(captures(intentId)).toBe(1);
  });

  it("a duplicated event acts once: the second delivery is acknowledged and changes nothing", async () => {
    const { referenceNumber, intentId } = await challengedBooking("MAD", "JFK");
    double.authenticate(intentId, true);
    const event = double.lastEvent("payment_intent.amount_capturable_updated", intentId);
    const [first, second] = await Promise.all([deliver(event), deliver(event)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([json<{ duplicate: boolean }>(first).data.duplicate, json<{ duplicate: boolean }>(second).data.duplicate].sort()).toEqual([false, true]);
    const third = await deliver(event);
    expect(json(third).data).toEqual({ received: true, duplicate: true });
    expect(await statusOf(referenceNumber)).toBe("ticketed");
    expect(captures(intentId)).toBe(1);
    const stored = await ctx.database.db.select().from(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, event.id));
    expect(stored).toHaveLength(1);
  });

  it("an event after the browser's own answer finished the booking changes nothing", async () => {
    const { referenceNumber, intentId, challengeId } = await challengedBooking("LHR", "JFK");
    double.authenticate(intentId, true);
    const answered = await call(ctx.app, alice, { method: "POST", url: "/api/flight/payment/3ds", body: { referenceNumber, challengeId, approve: true } });
    expect(json<PaymentResult>(answered).data.bookingStatus).toBe("ticketed");
    const res = await deliver(double.lastEvent("payment_intent.amount_capturable_updated", intentId));
    expect(res.statusCode).toBe(200);
    expect(await statusOf(referenceNumber)).toBe("ticketed");
    expect(captures(intentId)).toBe(1);
  });

  it("a failed 3-D Secure step reported by Stripe leaves the booking held and uncharged", async () => {
    const { referenceNumber, intentId } = await challengedBooking("CDG", "JFK");
    double.authenticate(intentId, false);
    const res = await deliver(double.lastEvent("payment_intent.payment_failed", intentId));
    expect(res.statusCode).toBe(200);
    expect(await statusOf(referenceNumber)).toBe("held");
    expect(double.intent(intentId).amount_received).toBe(0);
  });

  it("a bad signature is 400 in the error envelope, without a stack, and the event is not recorded", async () => {
    const { intentId } = await challengedBooking("FRA", "JFK");
    double.authenticate(intentId, true);
    const event = double.lastEvent("payment_intent.amount_capturable_updated", intentId);
    const forged = await deliver(event, "whsec_someone_else");
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ status: false });
    expect(forged.body).not.toMatch(/\n\s+at |StripeSignatureVerificationError/);
    const unsigned = await ctx.app.inject({ method: "POST", url: STRIPE_WEBHOOK_PATH, headers: { "content-type": "application/json" }, payload: JSON.stringify(event) });
    expect(unsigned.statusCode).toBe(400);
    expect(await ctx.database.db.select().from(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, event.id))).toHaveLength(0);
    expect(captures(intentId)).toBe(0);
  });
});
