// Saved cards and renewals, one contract for every gateway (docs/decisions.md "Saved cards on Stripe"): the sandbox,
// and the Stripe adapter on the local Stripe-API double. The subscription's first payment saves its card; a new card
// is saved without a charge (the sandbox: a released authorisation; Stripe: a SetupIntent Stripe.js confirms); the
// renewal charges the saved card off-session; a decline and a bank that asks for authentication go the renewal
// rules' way (past due, a mail, the tries, the end); a renewal run twice charges once.
import { randomUUID } from "node:crypto";
import { and, eq, like, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renewDue, type RenewalDeps } from "@/server/billing/renewal";
import { agencies, agencySubscriptions, outbox, paymentCustomers, subscriptionInvoices, subscriptionPayments } from "@/server/db/schema";
import { createTranslator } from "@/server/i18n";
import { InMemoryPaymentStore } from "@/server/payments/memory-store";
import { SandboxPaymentGateway } from "@/server/payments/sandbox-gateway";
import { StripePaymentGateway } from "@/server/payments/stripe/gateway";
import type { CreateIntentInput, PaymentGateway } from "@/server/payments/types";
import { cardSetupResponse, subscriptionPaymentResponse, subscriptionResponse, type SubscriptionPaymentResult } from "@/shared/api/subscriptions";
import { PLANS, RENEWAL_RETRY_DAYS } from "@/shared/billing/plans";
import type { PaymentMethod } from "@/shared/booking/cards";
import { call, signIn, type Caller } from "./flights-fixtures";
import { createTestApp, type TestContext } from "./helpers";
import { StripeDouble } from "./stripe/stripe-double";
import { scaled } from "../browser/slowdown";

type Card = "visa" | "mastercard" | "declinesLater" | "authenticatesEveryTime" | "threeDS";

const DAY = 24 * 60 * 60_000;
const year = new Date().getUTCFullYear() + 2;
const typed = (number: string) => ({ number, expMonth: 11, expYear: year, cvc: "123", holderName: "Lena Fischer" });
const SANDBOX_CARDS: Record<Card, string> = {
  visa: "4242424242424242",
  mastercard: "5555555555554444",
  declinesLater: "4000000000000341",
  authenticatesEveryTime: "4000002760003184",
  threeDS: "4000002500003155",
};
const STRIPE_METHODS: Record<Card, string> = {
  visa: "pm_card_visa",
  mastercard: "pm_card_mastercard",
  declinesLater: "pm_card_chargeCustomerFail",
  authenticatesEveryTime: "pm_card_authenticationRequired",
  threeDS: "pm_card_threeDSecure2Required",
};
const LAST4: Record<Card, string> = { visa: "4242", mastercard: "4444", declinesLater: "0341", authenticatesEveryTime: "3184", threeDS: "3155" };

interface Harness {
  gateway: PaymentGateway;
  /** Another server's gateway object on the same gateway (two instances sweeping one database). */
  another(): PaymentGateway;
  /** What the subscribe request carries: the typed card (sandbox) or Stripe.js's PaymentMethod id. */
  payWith(card: Card): PaymentMethod;
  /** The back office's "Change card", the bank's step approved when the card asks for it. */
  changeCard(ctx: TestContext, caller: Caller, card: Card): Promise<SubscriptionPaymentResult>;
  /** The charges the gateway's own books hold for this idempotency key, and what they captured. */
  chargesFor(key: string): Promise<{ count: number; captured: number }>;
  close(): Promise<void>;
}

const mailsTo = (ctx: TestContext, to: string, subject: string) =>
  ctx.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), like(outbox.subject, `%${subject}%`)));
const send = (ctx: TestContext, caller: Caller, method: "POST" | "PATCH", url: string, body: unknown) => call(ctx.app, caller, { method, url, body });
const paid = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(200);
  return subscriptionPaymentResponse.parse(res.json()).data;
};

const harnesses: Record<string, () => Promise<Harness>> = {
  sandbox: async () => {
    const store = new InMemoryPaymentStore();
    const gateway = new SandboxPaymentGateway({ store });
    return {
      gateway,
      another: () => gateway,
      payWith: (card) => typed(SANDBOX_CARDS[card]),
      changeCard: async (ctx, caller, card) => {
        const outcome = paid(await send(ctx, caller, "PATCH", "/api/agency/subscriptions/payment-methods", { card: typed(SANDBOX_CARDS[card]), idempotencyKey: randomUUID() }));
        if (outcome.status !== "requires_action") return outcome;
        return paid(await send(ctx, caller, "POST", "/api/agency/subscriptions/payment-methods/verify", { reference: outcome.reference, challengeId: outcome.challengeId, approve: true }));
      },
      chargesFor: async (key) => {
        const intent = await store.getByIdempotencyKey(key);
        return intent ? { count: 1, captured: intent.amountCaptured } : { count: 0, captured: 0 };
      },
      close: async () => undefined,
    };
  },
  "stripe (on the local Stripe-API double)": async () => {
    const double = new StripeDouble();
    const api = await double.start();
    const make = () => new StripePaymentGateway({ secretKey: double.secretKey, publishableKey: "pk_test_double", api });
    return {
      gateway: make(),
      another: make,
      payWith: (card) => ({ paymentMethodId: STRIPE_METHODS[card] }),
      changeCard: async (ctx, caller, card) => {
        const idempotencyKey = randomUUID();
        const setup = await send(ctx, caller, "POST", "/api/agency/subscriptions/payment-methods/setup", { idempotencyKey });
        expect(setup.statusCode).toBe(200);
        const { reference, clientSecret } = cardSetupResponse.parse(setup.json()).data;
        // The browser: Stripe.js's confirmCardSetup with the card field (and the bank's window when it asks).
        double.confirmSetup(clientSecret, STRIPE_METHODS[card]);
        return paid(await send(ctx, caller, "PATCH", "/api/agency/subscriptions/payment-methods", { setupIntentId: reference, idempotencyKey }));
      },
      chargesFor: async (key) => {
        const found = [...double.intents.values()].filter((pi) => pi.metadata.waypoint_payment_key === key);
        return { count: found.length, captured: found.reduce((n, pi) => n + pi.amount_received, 0) };
      },
      close: () => double.close(),
    };
  },
};

describe.each(Object.keys(harnesses))("saved cards and renewals: %s", (name) => {
  let h: Harness;
  let ctx: TestContext;
  let owner: Caller;
  let now = new Date();
  let deps: RenewalDeps;

  beforeAll(async () => {
    h = await (harnesses[name] as () => Promise<Harness>)();
    ctx = await createTestApp({ agencyCacheMs: 0, billingGateway: h.gateway });
    owner = await signIn(ctx.app, ctx.database.db, "nomad", "owner@nomad.test");
    // Nomad as an agency that never subscribed; every other subscription renews years from now.
    await ctx.database.db.update(agencies).set({ isSubscribed: false }).where(eq(agencies.id, owner.agencyId));
    await ctx.database.db.delete(agencySubscriptions).where(eq(agencySubscriptions.agencyId, owner.agencyId));
    await ctx.database.db
      .update(agencySubscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() + 3650 * DAY) })
      .where(ne(agencySubscriptions.agencyId, owner.agencyId));
    deps = { db: ctx.database.db, gateway: h.gateway, clock: () => now, translator: await createTranslator() };
  }, scaled(60_000));
  afterAll(async () => {
    await ctx?.close();
    await h?.close();
  });

  const view = async () => subscriptionResponse.parse((await call(ctx.app, owner, { method: "GET", url: "/api/agency/subscriptions" })).json()).data;
  const renewalKey = (end: Date) => `renewal:${owner.agencyId}:${end.toISOString()}`;
  const mails = (subject: string) =>
    ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, "owner@nomad.test"), like(outbox.subject, `%${subject}%`)));
  /** The paid period ends at `end` (an hour from the clock's now), as if paid a month before. */
  const periodEndsAt = async (end: Date) => {
    await ctx.database.db
      .update(agencySubscriptions)
      .set({ currentPeriodStart: new Date(end.getTime() - 30 * DAY), currentPeriodEnd: end, status: "active", renewalAttempts: 0, nextAttemptAt: null, renewalLockedUntil: null })
      .where(eq(agencySubscriptions.agencyId, owner.agencyId));
  };
  const renewalInvoice = async (end: Date) => {
    const rows = await ctx.database.db
      .select()
      .from(subscriptionInvoices)
      .where(and(eq(subscriptionInvoices.agencyId, owner.agencyId), eq(subscriptionInvoices.kind, "renewal")));
    return rows.find((i) => i.periodStart.getTime() === end.getTime());
  };

  it("the first payment saves its card for the renewals, and the renewal charges it off-session", async () => {
    const subscribed = paid(await send(ctx, owner, "POST", "/api/agency/subscriptions", { planType: "monthly", card: h.payWith("visa"), idempotencyKey: randomUUID() }));
    expect(subscribed).toMatchObject({ status: "succeeded", subscription: { isSubscribed: true, planType: "monthly", paymentMethod: { brand: "visa", last4: "4242" } } });
    const end = new Date(Date.now() + 40 * DAY);
    await periodEndsAt(end);
    now = new Date(end.getTime() + 60_000);
    expect(await renewDue(deps)).toBe(1);
    expect(await view()).toMatchObject({ status: "active", currentPeriodStart: end.toISOString() });
    expect(await renewalInvoice(end)).toMatchObject({ amount: PLANS.monthly.price.amount, card: { last4: "4242" } });
    expect(await h.chargesFor(renewalKey(end))).toEqual({ count: 1, captured: PLANS.monthly.price.amount });
  });

  it("a new card is saved without a charge, and the next renewal charges it", async () => {
    const saved = await h.changeCard(ctx, owner, "mastercard");
    expect(saved).toMatchObject({ status: "succeeded", invoiceId: null, subscription: { paymentMethod: { brand: "mastercard", last4: "4444" } } });
    const end = new Date(Date.now() + 80 * DAY);
    await periodEndsAt(end);
    now = new Date(end.getTime() + 60_000);
    expect(await renewDue(deps)).toBe(1);
    expect(await renewalInvoice(end)).toMatchObject({ card: { last4: "4444" } });
  });

  it("a card saved after its 3-D Secure step is charged off-session without asking again", async () => {
    expect(await h.changeCard(ctx, owner, "threeDS")).toMatchObject({ status: "succeeded", subscription: { paymentMethod: { last4: LAST4.threeDS } } });
    const end = new Date(Date.now() + 120 * DAY);
    await periodEndsAt(end);
    now = new Date(end.getTime() + 60_000);
    expect(await renewDue(deps)).toBe(1);
    expect(await view()).toMatchObject({ status: "active", currentPeriodStart: end.toISOString() });
  });

  it("a declined renewal is past due with a mail, tried again on its days, then the agency is unsubscribed", async () => {
    expect(await h.changeCard(ctx, owner, "declinesLater")).toMatchObject({ status: "succeeded", subscription: { paymentMethod: { last4: LAST4.declinesLater } } });
    const end = new Date(Date.now() + 160 * DAY);
    await periodEndsAt(end);
    const mailed = (await mails("could not be renewed")).length;
    for (const [index, days] of [0, ...RENEWAL_RETRY_DAYS].entries()) {
      now = new Date(end.getTime() + days * DAY + 60_000);
      expect(await renewDue(deps)).toBe(1);
      if (index < RENEWAL_RETRY_DAYS.length) {
        expect(await view()).toMatchObject({ isSubscribed: true, status: "past_due" });
        expect(await mails("could not be renewed")).toHaveLength(mailed + index + 1);
      }
    }
    expect(await view()).toMatchObject({ isSubscribed: false, status: null });
    expect(await mails("has ended")).toHaveLength(1);
    expect(await h.chargesFor(renewalKey(end))).toEqual({ count: 1, captured: 0 });
  });

  it("a renewal the bank wants to authenticate is declined off-session (past due, mailed); a new card renews at once", async () => {
    paid(await send(ctx, owner, "POST", "/api/agency/subscriptions", { planType: "monthly", card: h.payWith("visa"), idempotencyKey: randomUUID() }));
    expect(await h.changeCard(ctx, owner, "authenticatesEveryTime")).toMatchObject({ status: "succeeded", subscription: { paymentMethod: { last4: LAST4.authenticatesEveryTime } } });
    const end = new Date(Date.now() + 200 * DAY);
    await periodEndsAt(end);
    const mailed = (await mails("could not be renewed")).length;
    now = new Date(end.getTime() + 60_000);
    expect(await renewDue(deps)).toBe(1);
    expect(await view()).toMatchObject({ isSubscribed: true, status: "past_due" });
    expect(await mails("could not be renewed")).toHaveLength(mailed + 1);
    const [payment] = await ctx.database.db
      .select()
      .from(subscriptionPayments)
      .where(and(eq(subscriptionPayments.agencyId, owner.agencyId), eq(subscriptionPayments.idempotencyKey, `renewal:${end.toISOString()}`)));
    expect((await h.gateway.get(payment!.id)).lastError).toMatchObject({ code: "authentication_required" });
    // The owner saves another card: the renewal is tried with it at once.
    const saved = await h.changeCard(ctx, owner, "visa");
    expect(saved.subscription).toMatchObject({ status: "active", currentPeriodStart: end.toISOString() });
    expect(await h.chargesFor(renewalKey(end))).toEqual({ count: 1, captured: PLANS.monthly.price.amount });
  });

  it("the same renewal run twice (two servers, and a server that died after opening the charge) charges once", async () => {
    const end = new Date(Date.now() + 240 * DAY);
    await periodEndsAt(end);
    // A server opens the period's charge with the gateway, then dies before writing it down.
    const base = h.another();
    let opened = "";
    const dying: PaymentGateway = Object.assign(Object.create(base) as PaymentGateway, {
      createIntent: async (input: CreateIntentInput) => {
        opened = (await base.createIntent(input)).id;
        throw new Error("the server died");
      },
    });
    now = new Date(end.getTime() + 60_000);
    expect(await renewDue({ ...deps, gateway: dying })).toBe(0);
    expect(opened).not.toBe("");
    // Two servers sweep at once after it.
    const [a, b] = await Promise.all([renewDue(deps), renewDue({ ...deps, gateway: h.another() })]);
    expect(a + b).toBe(1);
    expect(await renewDue(deps)).toBe(0);
    const rows = await ctx.database.db
      .select()
      .from(subscriptionPayments)
      .where(and(eq(subscriptionPayments.agencyId, owner.agencyId), eq(subscriptionPayments.idempotencyKey, `renewal:${end.toISOString()}`)));
    expect(rows.map((r) => r.id)).toEqual([opened]);
    expect(await h.chargesFor(renewalKey(end))).toEqual({ count: 1, captured: PLANS.monthly.price.amount });
    expect(await renewalInvoice(end)).toBeDefined();
  });

  it("the agency has one customer at a gateway that keeps them, named by the agency", async () => {
    const customers = await ctx.database.db.select().from(paymentCustomers).where(eq(paymentCustomers.agencyId, owner.agencyId));
    expect(customers).toHaveLength(h.gateway.cardSaving ? 1 : 0);
  });
});

describe("Stripe's side of a saved card", () => {
  let double: StripeDouble;
  let gateway: StripePaymentGateway;
  let ctx: TestContext;
  let owner: Caller;
  beforeAll(async () => {
    double = new StripeDouble();
    gateway = new StripePaymentGateway({ secretKey: double.secretKey, publishableKey: "pk_test_double", api: await double.start() });
    ctx = await createTestApp({ agencyCacheMs: 0, billingGateway: gateway });
    owner = await signIn(ctx.app, ctx.database.db, "acme", "owner@acme.test");
  }, scaled(60_000));
  afterAll(async () => {
    await ctx?.close();
    await double?.close();
  });

  it("the first payment is on the agency's Customer (named by the agency) with setup_future_usage, and attaches the card to it", async () => {
    await ctx.database.db.update(agencies).set({ isSubscribed: false }).where(eq(agencies.id, owner.agencyId));
    const subscribed = paid(await send(ctx, owner, "POST", "/api/agency/subscriptions", { planType: "monthly", card: { paymentMethodId: "pm_card_visa" }, idempotencyKey: randomUUID() }));
    const pi = double.intent(subscribed.reference);
    const [agency] = await ctx.database.db.select().from(agencies).where(eq(agencies.id, owner.agencyId));
    expect(pi).toMatchObject({ setup_future_usage: "off_session", status: "succeeded", metadata: { agency: agency!.code, agency_id: agency!.id, subscription_payment: "subscribe" } });
    expect(double.customer(pi.customer!)).toMatchObject({ name: agency!.agencyName, metadata: { agency: agency!.code, agency_id: agency!.id } });
    expect(double.methods.get(pi.payment_method!)?.customer).toBe(pi.customer);
  });

  it("a new card's SetupIntent is on the same Customer; declined or unfinished in the browser, nothing is saved", async () => {
    const before = (await subscriptionResponse.parse((await call(ctx.app, owner, { method: "GET", url: "/api/agency/subscriptions" })).json())).data.paymentMethod;
    const idempotencyKey = randomUUID();
    const setup = cardSetupResponse.parse((await send(ctx, owner, "POST", "/api/agency/subscriptions/payment-methods/setup", { idempotencyKey })).json()).data;
    // The same attempt asks again (a double click): the same SetupIntent.
    expect(cardSetupResponse.parse((await send(ctx, owner, "POST", "/api/agency/subscriptions/payment-methods/setup", { idempotencyKey })).json()).data).toEqual(setup);
    const [customer] = await ctx.database.db.select().from(paymentCustomers).where(eq(paymentCustomers.agencyId, owner.agencyId));
    expect(double.setup(setup.reference)).toMatchObject({ customer: customer!.customerId, usage: "off_session" });
    // Not confirmed yet: the browser's word alone saves nothing.
    const early = paid(await send(ctx, owner, "PATCH", "/api/agency/subscriptions/payment-methods", { setupIntentId: setup.reference, idempotencyKey }));
    expect(early).toMatchObject({ status: "declined", subscription: { paymentMethod: before } });
    double.confirmSetup(setup.clientSecret, "pm_card_chargeDeclined");
    expect(paid(await send(ctx, owner, "PATCH", "/api/agency/subscriptions/payment-methods", { setupIntentId: setup.reference, idempotencyKey }))).toMatchObject({
      status: "declined",
      declineCode: "generic_decline",
      subscription: { paymentMethod: before },
    });
    // Another card on the same setup, its bank's check failed.
    double.confirmSetup(setup.clientSecret, "pm_card_threeDSecure2Required", "fails");
    expect(paid(await send(ctx, owner, "PATCH", "/api/agency/subscriptions/payment-methods", { setupIntentId: setup.reference, idempotencyKey }))).toMatchObject({
      status: "declined",
      declineCode: "authentication_failed",
    });
    // No PaymentIntent was made for a new card: nothing is charged or authorised.
    expect([...double.intents.values()].filter((pi) => pi.metadata.subscription_payment === "card")).toHaveLength(0);
  });

  it("another agency's SetupIntent is not found; a typed card number is refused with Stripe", async () => {
    const nomad = await signIn(ctx.app, ctx.database.db, "nomad", "owner@nomad.test");
    await ctx.database.db.update(agencies).set({ isSubscribed: true }).where(eq(agencies.id, nomad.agencyId));
    const setup = cardSetupResponse.parse((await send(ctx, owner, "POST", "/api/agency/subscriptions/payment-methods/setup", { idempotencyKey: randomUUID() })).json()).data;
    double.confirmSetup(setup.clientSecret, "pm_card_visa");
    const stolen = await send(ctx, nomad, "PATCH", "/api/agency/subscriptions/payment-methods", { setupIntentId: setup.reference, idempotencyKey: randomUUID() });
    expect(stolen.statusCode).toBe(404);
    const typedCard = await send(ctx, owner, "PATCH", "/api/agency/subscriptions/payment-methods", { card: typed("4242424242424242"), idempotencyKey: randomUUID() });
    expect(typedCard.statusCode).toBe(400);
    expect(JSON.stringify(typedCard.json())).not.toContain("4242424242424242");
  });

  it("a saved card Stripe cannot charge (saved under other keys, or never attached) is a declined renewal, not a failing sweep", async () => {
    const db = ctx.database.db;
    const end = new Date(Date.now() + 400 * DAY);
    const unknown = { brand: "visa", last4: "4242", expMonth: 12, expYear: year + 5, gatewayReference: "pm_saved_under_other_keys" };
    await db
      .update(agencySubscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() + 3650 * DAY) })
      .where(ne(agencySubscriptions.agencyId, owner.agencyId));
    await db
      .update(agencySubscriptions)
      .set({ paymentMethod: unknown, currentPeriodEnd: end, status: "active", renewalAttempts: 0, nextAttemptAt: null, renewalLockedUntil: null, cancelAtPeriodEnd: false })
      .where(eq(agencySubscriptions.agencyId, owner.agencyId));
    const deps: RenewalDeps = { db, gateway, clock: () => new Date(end.getTime() + 60_000), translator: await createTranslator() };
    expect(await renewDue(deps)).toBe(1);
    const [sub] = await db.select().from(agencySubscriptions).where(eq(agencySubscriptions.agencyId, owner.agencyId));
    expect(sub).toMatchObject({ status: "past_due", renewalAttempts: 1 });
    expect(await mailsTo(ctx, "owner@acme.test", "could not be renewed")).toHaveLength(1);
  });
});
