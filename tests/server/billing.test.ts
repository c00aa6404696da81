// spec B §7 "Agency back office": the agency's subscription (POST, PATCH, GET /api/agency/subscriptions),
// its billings, its payment methods and the 3-D Secure step (…/payment-methods/verify), for owners and
// admins only; spec A §4: what an unsubscribed agency may not do (docs/decisions.md "Subscription").
import { and, eq, like, ne } from "drizzle-orm";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerReferenceRoutes } from "@/server/reference/routes";
import { EmbeddedExchangeRateProvider } from "@/server/reference/exchange-rates";
import { seed } from "@/server/seed";
import { agencies, agencySubscriptions, outbox, paymentIntents, subscriptionInvoices, subscriptionPayments } from "@/server/db/schema";
import { renewDue, type RenewalDeps } from "@/server/billing/renewal";
import { DbPaymentStore } from "@/server/payments/db-store";
import { createTranslator } from "@/server/i18n";
import { paymentMethodMessages } from "@/server/payments/messages";
import { SandboxPaymentGateway } from "@/server/payments/sandbox-gateway";
import { billingsResponse, paymentMethodsResponse, subscriptionPaymentResponse, subscriptionResponse } from "@/shared/api/subscriptions";
import { billingMessages } from "@/shared/billing/messages";
import { periodEnd, PLANS, RENEWAL_RETRY_DAYS, type PlanType } from "@/shared/billing/plans";
import { call, signIn, type Caller } from "./flights-fixtures";
import { createTestApp, type TestContext } from "./helpers";
import { scaled } from "../browser/slowdown";

let ctx: TestContext;
let acme: Record<"owner" | "admin" | "agent" | "restricted" | "alice", Caller>;
let nomad: Record<"owner" | "admin" | "agent", Caller>;

const year = new Date().getUTCFullYear() + 2;
const card = (number: string) => ({ number, expMonth: 11, expYear: year, cvc: "123", holderName: "Lena Fischer" });
const VISA = "4242 4242 4242 4242";
const THREE_DS = "4000 0025 0000 3155";
const DECLINED = "4000 0000 0000 0002";
const MASTERCARD = "5555 5555 5555 4444";
let keys = 0;
const newKey = () => `billing-test-${++keys}-${Date.now()}`;

beforeAll(async () => {
  // No agency cache: an agency just unsubscribed is refused at once (else within AGENCY_CACHE_MS).
  ctx = await createTestApp({ agencyCacheMs: 0 });
  const db = ctx.database.db;
  const [ao, aa, ag, ar, al, no, na, ng] = await Promise.all([
    signIn(ctx.app, db, "acme", "owner@acme.test"),
    signIn(ctx.app, db, "acme", "admin@acme.test"),
    signIn(ctx.app, db, "acme", "agent@acme.test"),
    signIn(ctx.app, db, "acme", "restricted@acme.test"),
    signIn(ctx.app, db, "acme", "alice@acme.test"),
    signIn(ctx.app, db, "nomad", "owner@nomad.test"),
    signIn(ctx.app, db, "nomad", "admin@nomad.test"),
    signIn(ctx.app, db, "nomad", "agent@nomad.test"),
  ]);
  acme = { owner: ao, admin: aa, agent: ag, restricted: ar, alice: al };
  nomad = { owner: no, admin: na, agent: ng };
  // Nomad as an agency that never subscribed.
  await db.update(agencies).set({ isSubscribed: false }).where(eq(agencies.subdomain, "nomad"));
  await db.delete(agencySubscriptions).where(eq(agencySubscriptions.agencyId, no.agencyId));
}, scaled(60_000));

afterAll(async () => {
  await ctx?.close();
});

const get = (caller: Caller, url: string) => call(ctx.app, caller, { method: "GET", url });
const send = (caller: Caller, method: "POST" | "PATCH", url: string, body: unknown) => call(ctx.app, caller, { method, url, body });
const paid = (res: { json(): unknown }) => subscriptionPaymentResponse.parse(res.json());

describe("who may see and change the subscription", () => {
  it("owners and admins see their agency's plan; agents, restricted agents and clients are refused; no session is 401", async () => {
    for (const caller of [acme.owner, acme.admin]) {
      const res = await get(caller, "/api/agency/subscriptions");
      expect(res.statusCode).toBe(200);
      // The seeded demo agency is subscribed (yearly), with no card yet.
      expect(subscriptionResponse.parse(res.json()).data).toMatchObject({ isSubscribed: true, planType: "yearly", scheduledPlanType: null, paymentMethod: null });
    }
    for (const caller of [acme.agent, acme.restricted, acme.alice]) {
      for (const url of ["/api/agency/subscriptions", "/api/agency/subscriptions/billings", "/api/agency/subscriptions/payment-methods"]) {
        expect((await get(caller, url)).statusCode).toBe(403);
      }
      expect((await send(caller, "POST", "/api/agency/subscriptions", { planType: "monthly", card: card(VISA), idempotencyKey: newKey() })).statusCode).toBe(403);
    }
    expect((await get({ agencyId: acme.owner.agencyId }, "/api/agency/subscriptions")).statusCode).toBe(401);
  });

  it("a subscribed agency cannot subscribe again with a new key", async () => {
    const res = await send(acme.owner, "POST", "/api/agency/subscriptions", { planType: "monthly", card: card(VISA), idempotencyKey: newKey() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: false, message: billingMessages.alreadySubscribed.message });
  });

  it("refuses bad input at its field, with a message", async () => {
    const bad = [
      { planType: "weekly", card: card(VISA), idempotencyKey: newKey() },
      { planType: "monthly", idempotencyKey: newKey() },
      { planType: "monthly", card: card("1234"), idempotencyKey: newKey() },
      { planType: "monthly", card: { ...card(VISA), cvc: "12" }, idempotencyKey: newKey() },
      { planType: "monthly", card: card(VISA), idempotencyKey: "short" },
    ];
    for (const body of bad) {
      const res = await send(nomad.owner, "POST", "/api/agency/subscriptions", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ status: false, data: null });
      expect(res.json().field).toMatch(/^body\./);
    }
    expect((await send(nomad.owner, "PATCH", "/api/agency/subscriptions", { planType: "weekly", idempotencyKey: newKey() })).statusCode).toBe(400);
    expect((await send(nomad.owner, "PATCH", "/api/agency/subscriptions/payment-methods", { idempotencyKey: newKey() })).statusCode).toBe(400);
    expect((await send(nomad.owner, "PATCH", "/api/agency/subscriptions/payment-methods", { card: { ...card(VISA), expMonth: 13 }, idempotencyKey: newKey() })).statusCode).toBe(400);
    expect((await get(nomad.owner, "/api/agency/subscriptions/billings?duration=decade")).statusCode).toBe(400);
    expect((await get(nomad.owner, "/api/agency/subscriptions/billings?planType=weekly")).statusCode).toBe(400);
    expect((await get(nomad.owner, "/api/agency/subscriptions/billings/not-a-uuid/invoice.pdf")).statusCode).toBe(400);
    expect((await send(nomad.owner, "POST", "/api/agency/subscriptions/payment-methods/verify", { reference: "", challengeId: "x", approve: true })).statusCode).toBe(400);
  });

  it("refuses the other gateway's kind of card (Stripe's PaymentMethod id on the sandbox) with a 400 that says why, never a 500", async () => {
    const res = await send(nomad.owner, "POST", "/api/agency/subscriptions", { planType: "monthly", card: { paymentMethodId: "pm_card_visa" }, idempotencyKey: newKey() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, data: null, message: paymentMethodMessages.unsupported.message });
  });
});

describe("an unsubscribed agency", () => {
  it("keeps bookings and reads, but its paid back-office features answer 402 (after the permission check)", async () => {
    const view = subscriptionResponse.parse((await get(nomad.owner, "/api/agency/subscriptions")).json()).data;
    expect(view).toEqual({
      isSubscribed: false,
      planType: null,
      scheduledPlanType: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      paymentMethod: null,
      status: null,
      nextAttemptAt: null,
      cancelAtPeriodEnd: false,
    });
    const markups = { markups: [{ vertical: "hotel", markupType: "percent", markupValue: 5, agencyFee: 0 }] };
    const refused = await send(nomad.owner, "PATCH", "/api/agency/markups", markups);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ status: false, message: billingMessages.subscriptionRequired.message });
    expect((await send(nomad.admin, "POST", "/api/agency/invitations", { email: "new-agent@nomad.test" })).statusCode).toBe(402);
    // The permission is asked first: an agent without it learns nothing about the subscription.
    expect((await send(nomad.agent, "PATCH", "/api/agency/markups", markups)).statusCode).toBe(403);
    expect((await get(nomad.owner, "/api/agency/markups")).statusCode).toBe(200);
    expect((await get(nomad.agent, "/api/agency/navigations")).statusCode).toBe(200);
    // Nothing to change or pay for yet.
    expect((await send(nomad.owner, "PATCH", "/api/agency/subscriptions", { planType: "monthly", idempotencyKey: newKey() })).statusCode).toBe(409);
    expect((await send(nomad.owner, "PATCH", "/api/agency/subscriptions/payment-methods", { card: card(VISA), idempotencyKey: newKey() })).statusCode).toBe(409);
    // Subscribed agencies keep theirs.
    expect((await send(acme.owner, "PATCH", "/api/agency/markups", { markups: [{ vertical: "car", markupType: "percent", markupValue: 0, agencyFee: 0 }] })).statusCode).toBe(200);
  });
});

describe("subscribing, the 3-D Secure step, changing the plan and the card", () => {
  let subscribeKey: string;
  let firstInvoice: string;

  it("a declined card, a failed then approved 3-D Secure step: one subscription, one charge, one invoice", async () => {
    subscribeKey = newKey();
    const body = (number: string) => ({ planType: "monthly", card: card(number), idempotencyKey: subscribeKey });
    const declined = paid(await send(nomad.owner, "POST", "/api/agency/subscriptions", body(DECLINED)));
    expect(declined.data).toMatchObject({ status: "declined", declineCode: "generic_decline", card: { brand: "visa", last4: "0002" }, subscription: { isSubscribed: false } });
    expect(declined.message).toBe(billingMessages.declined.message);

    const challenged = paid(await send(nomad.owner, "POST", "/api/agency/subscriptions", body(THREE_DS)));
    expect(challenged.data).toMatchObject({ status: "requires_action", reference: declined.data.reference, card: { last4: "3155" } });
    const challengeId = challenged.data.challengeId ?? "";
    expect(challengeId).not.toBe("");
    // The bank's step is this payment's own: another challenge id, or another agency, is refused.
    const verify = (caller: Caller, over: Record<string, unknown>) =>
      send(caller, "POST", "/api/agency/subscriptions/payment-methods/verify", { reference: challenged.data.reference, challengeId, approve: true, ...over });
    expect((await verify(nomad.owner, { challengeId: "3ds_other" })).statusCode).toBe(409);
    expect((await verify(acme.owner, {})).statusCode).toBe(404);
    expect((await verify(nomad.owner, { reference: "pi_unknown" })).statusCode).toBe(404);

    const failed = paid(await verify(nomad.owner, { approve: false }));
    expect(failed.data).toMatchObject({ status: "declined", declineCode: "authentication_failed", subscription: { isSubscribed: false } });

    const again = paid(await send(nomad.owner, "POST", "/api/agency/subscriptions", body(THREE_DS)));
    expect(again.data.status).toBe("requires_action");
    const done = paid(await verify(nomad.owner, { challengeId: again.data.challengeId }));
    expect(done.message).toBe(billingMessages.subscribed.message);
    expect(done.data).toMatchObject({
      status: "succeeded",
      subscription: { isSubscribed: true, planType: "monthly", paymentMethod: { brand: "visa", last4: "3155", expMonth: 11, expYear: year } },
    });
    firstInvoice = done.data.invoiceId ?? "";
    expect(firstInvoice).not.toBe("");
    const [intent] = await ctx.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, done.data.reference));
    expect(intent?.data).toMatchObject({ status: "succeeded", amountCaptured: PLANS.monthly.price.amount });
    // The agency's flag follows (agencyData.isSubscribed, spec A §3), and the paid features open.
    const agency = await call(ctx.app, { agencyId: nomad.owner.agencyId }, { method: "GET", url: "/api/agency" });
    expect(agency.json()).toMatchObject({ data: { isSubscribed: true } });
    expect((await send(nomad.owner, "PATCH", "/api/agency/markups", { markups: [{ vertical: "hotel", markupType: "percent", markupValue: 5, agencyFee: 0 }] })).statusCode).toBe(200);
  });

  it("repeating the subscription's request or its bank step answers the same, without a second charge", async () => {
    const repeat = paid(await send(nomad.owner, "POST", "/api/agency/subscriptions", { planType: "monthly", card: card(VISA), idempotencyKey: subscribeKey }));
    expect(repeat.data).toMatchObject({ status: "succeeded", invoiceId: firstInvoice });
    const other = await send(nomad.owner, "POST", "/api/agency/subscriptions", { planType: "yearly", card: card(VISA), idempotencyKey: subscribeKey });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(billingMessages.keyReused.message);
    const list = billingsResponse.parse((await get(nomad.owner, "/api/agency/subscriptions/billings")).json()).data;
    expect(list.totalRecords).toBe(1);
  });

  it("monthly to yearly is charged now less the unused month; yearly to monthly waits for the year's end", async () => {
    expect((await send(nomad.owner, "PATCH", "/api/agency/subscriptions", { planType: "yearly", idempotencyKey: newKey() })).json()).toMatchObject({ field: "body.card" });
    const up = paid(await send(nomad.admin, "PATCH", "/api/agency/subscriptions", { planType: "yearly", card: card(VISA), idempotencyKey: newKey() }));
    expect(up.data).toMatchObject({ status: "succeeded", subscription: { planType: "yearly", paymentMethod: { last4: "4242" } } });
    expect(up.message).toBe(billingMessages.planChanged.message);
    const { invoices } = billingsResponse.parse((await get(nomad.owner, "/api/agency/subscriptions/billings?planType=yearly")).json()).data;
    expect(invoices).toHaveLength(1);
    const [upgrade] = invoices;
    // Just subscribed: nearly the whole month is credited.
    expect(upgrade?.kind).toBe("upgrade");
    expect(upgrade?.credit.amount).toBeGreaterThan(PLANS.monthly.price.amount - 10);
    expect((upgrade?.amount.amount ?? 0) + (upgrade?.credit.amount ?? 0)).toBe(PLANS.yearly.price.amount);
    const end = new Date(up.data.subscription.currentPeriodEnd ?? "");
    const start = new Date(up.data.subscription.currentPeriodStart ?? "");
    expect(end.getUTCFullYear() - start.getUTCFullYear()).toBe(1);

    const down = paid(await send(nomad.owner, "PATCH", "/api/agency/subscriptions", { planType: "monthly", idempotencyKey: newKey() }));
    expect(down.data).toMatchObject({ status: "scheduled", subscription: { planType: "yearly", scheduledPlanType: "monthly" } });
    const keep = paid(await send(nomad.owner, "PATCH", "/api/agency/subscriptions", { planType: "yearly", idempotencyKey: newKey() }));
    expect(keep.data).toMatchObject({ status: "scheduled", subscription: { planType: "yearly", scheduledPlanType: null } });
    expect((await send(nomad.owner, "PATCH", "/api/agency/subscriptions", { planType: "yearly", card: card(VISA), idempotencyKey: newKey() })).statusCode).toBe(409);
    expect((await get(nomad.owner, "/api/agency/subscriptions/billings")).json().data.totalRecords).toBe(2);
  });

  it("a new card is checked and released: saved as brand and last four, nothing charged, no invoice", async () => {
    const res = paid(await send(nomad.owner, "PATCH", "/api/agency/subscriptions/payment-methods", { card: card(MASTERCARD), idempotencyKey: newKey() }));
    expect(res.data).toMatchObject({ status: "succeeded", invoiceId: null, subscription: { paymentMethod: { brand: "mastercard", last4: "4444" } } });
    expect(res.message).toBe(billingMessages.cardSaved.message);
    const [intent] = await ctx.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, res.data.reference));
    expect(intent?.data).toMatchObject({ status: "canceled", amountCaptured: 0 });
    const methods = paymentMethodsResponse.parse((await get(nomad.owner, "/api/agency/subscriptions/payment-methods")).json()).data.paymentMethods;
    expect(methods).toEqual([{ brand: "mastercard", last4: "4444", expMonth: 11, expYear: year }]);
    // Never the number, anywhere in an answer.
    expect(JSON.stringify(res)).not.toContain("5555555555554444");
    expect((await get(nomad.owner, "/api/agency/subscriptions/billings")).json().data.totalRecords).toBe(2);
    const declined = paid(await send(nomad.owner, "PATCH", "/api/agency/subscriptions/payment-methods", { card: card(DECLINED), idempotencyKey: newKey() }));
    expect(declined.data).toMatchObject({ status: "declined", subscription: { paymentMethod: { last4: "4444" } } });
  });

  it("billings by duration and plan, and each invoice as a PDF of its own agency only", async () => {
    const all = billingsResponse.parse((await get(nomad.owner, "/api/agency/subscriptions/billings?duration=month")).json()).data;
    expect(all.invoices.map((i) => i.planType)).toEqual(["yearly", "monthly"]);
    expect(all.invoices.every((i) => /^NOMAD-\d{4}-\d{4}$/.test(i.number))).toBe(true);
    const monthly = billingsResponse.parse((await get(nomad.owner, "/api/agency/subscriptions/billings?planType=monthly&duration=year")).json()).data;
    expect(monthly.invoices.map((i) => i._id)).toEqual([firstInvoice]);
    const pdf = await get(nomad.admin, `/api/agency/subscriptions/billings/${firstInvoice}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const foreign = await get(acme.owner, `/api/agency/subscriptions/billings/${firstInvoice}/invoice.pdf`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: billingMessages.invoiceNotFound.message });
    expect(billingsResponse.parse((await get(acme.owner, "/api/agency/subscriptions/billings")).json()).data.totalRecords).toBe(0);
  });

  it("seeding again keeps the subscription an agency changed", async () => {
    await seed(ctx.database.db);
    const view = subscriptionResponse.parse((await get(nomad.owner, "/api/agency/subscriptions")).json()).data;
    expect(view).toMatchObject({ isSubscribed: true, planType: "yearly", paymentMethod: { last4: "4444" } });
  });
});

describe("an agency marked subscribed before plans existed, without a plan", () => {
  it("keeps its paid features and may choose and pay its plan", async () => {
    await ctx.database.db.delete(agencySubscriptions).where(eq(agencySubscriptions.agencyId, nomad.owner.agencyId));
    const view = subscriptionResponse.parse((await get(nomad.owner, "/api/agency/subscriptions")).json()).data;
    expect(view).toMatchObject({ isSubscribed: true, planType: null, paymentMethod: null });
    expect((await send(nomad.owner, "PATCH", "/api/agency/markups", { markups: [{ vertical: "hotel", markupType: "percent", markupValue: 6, agencyFee: 0 }] })).statusCode).toBe(200);
    const res = paid(await send(nomad.owner, "POST", "/api/agency/subscriptions", { planType: "monthly", card: card(VISA), idempotencyKey: newKey() }));
    expect(res.data).toMatchObject({ status: "succeeded", subscription: { isSubscribed: true, planType: "monthly", paymentMethod: { last4: "4242" } } });
  });
});

describe("GET /api/getCurrentPaymentGateway", () => {
  it("names the gateway in use, and STRIPE when it cannot say", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/getCurrentPaymentGateway" });
    expect(res.json()).toMatchObject({ status: true, data: { gateway: "SANDBOX" } });
    const broken = Fastify();
    broken.setValidatorCompiler(validatorCompiler);
    broken.setSerializerCompiler(serializerCompiler);
    broken.decorateRequest("t", (d: { message?: string }) => d.message ?? "");
    const gateway = {
      get provider(): string {
        throw new Error("gateway unreachable");
      },
    };
    registerReferenceRoutes(broken, { exchangeRates: new EmbeddedExchangeRateProvider(), paymentGateway: gateway });
    const answer = await broken.inject({ method: "GET", url: "/api/getCurrentPaymentGateway" });
    expect(answer.json()).toMatchObject({ data: { gateway: "STRIPE" } });
    await broken.close();
  });
});

// Renewals (docs/decisions.md "Subscription and billing"): the saved card charged off-session when the period
// ends, under a controllable clock; a declined renewal past due, retried, then unsubscribed; two sweeps side by
// side charge once. In this file so the one seeded app serves both.
const DAY = 86_400_000;
/** Accepted when saved (the card check), declined off-session (docs/sandbox.md). */
const DECLINES_LATER = "4000 0000 0000 0341";
/** The renewals' clock, moved by each test; the app's own sweep keeps real time (nothing is due then). */
let now = new Date();
let deps: RenewalDeps;
beforeAll(async () => {
  deps = { db: ctx.database.db, gateway: new SandboxPaymentGateway({ store: new DbPaymentStore(ctx.database.db) }), clock: () => now, translator: await createTranslator() };
});

const viewOf = async (caller: Caller) => subscriptionResponse.parse((await get(caller, "/api/agency/subscriptions")).json()).data;

/** A subscribed agency whose period ends at `end`, paid with `number` (saved through the card check). */
async function subscribedUntil(caller: Caller, end: Date, planType: PlanType, number: string, scheduledPlanType: PlanType | null = null) {
  const db = ctx.database.db;
  const values = {
    planType,
    scheduledPlanType,
    currentPeriodStart: new Date(end.getTime() - 30 * DAY),
    currentPeriodEnd: end,
    status: "active" as const,
    cancelAtPeriodEnd: false,
    renewalAttempts: 0,
    nextAttemptAt: null,
    renewalLockedUntil: null,
  };
  // Only this agency is due in the test: every other subscription's period ends years later.
  await db
    .update(agencySubscriptions)
    .set({ currentPeriodEnd: new Date(Date.now() + 3650 * DAY), status: "active" })
    .where(ne(agencySubscriptions.agencyId, caller.agencyId));
  await db.update(agencies).set({ isSubscribed: true }).where(eq(agencies.id, caller.agencyId));
  await db
    .insert(agencySubscriptions)
    .values({ agencyId: caller.agencyId, ...values })
    .onConflictDoUpdate({ target: agencySubscriptions.agencyId, set: values });
  const saved = await send(caller, "PATCH", "/api/agency/subscriptions/payment-methods", { card: card(number), idempotencyKey: newKey() });
  expect(subscriptionPaymentResponse.parse(saved.json()).data.status).toBe("succeeded");
}

const renewals = (agencyId: string) =>
  ctx.database.db
    .select()
    .from(subscriptionPayments)
    .where(and(eq(subscriptionPayments.agencyId, agencyId), eq(subscriptionPayments.kind, "renewal")));
const renewalInvoices = (agencyId: string) =>
  ctx.database.db
    .select()
    .from(subscriptionInvoices)
    .where(and(eq(subscriptionInvoices.agencyId, agencyId), eq(subscriptionInvoices.kind, "renewal")));

describe("a period that ends", () => {
  it("charges the saved card off-session, issues the invoice (with its PDF) and moves the period on", async () => {
    const end = new Date(Date.now() + 40 * DAY);
    await subscribedUntil(acme.owner, end, "monthly", VISA);
    now = new Date(end.getTime() - 60_000);
    expect(await renewDue(deps)).toBe(0);
    now = new Date(end.getTime() + 60_000);
    expect(await renewDue(deps)).toBe(1);
    const after = await viewOf(acme.owner);
    expect(after).toMatchObject({ isSubscribed: true, status: "active", planType: "monthly", nextAttemptAt: null });
    expect(after.currentPeriodStart).toBe(end.toISOString());
    expect(after.currentPeriodEnd).toBe(periodEnd(end, "monthly").toISOString());
    const [payment, ...more] = await renewals(acme.owner.agencyId);
    expect(more).toHaveLength(0);
    expect((await deps.gateway.get(payment!.id)).amountCaptured).toBe(PLANS.monthly.price.amount);
    const billings = billingsResponse.parse((await get(acme.owner, "/api/agency/subscriptions/billings")).json()).data.invoices;
    const invoice = billings.find((i) => i.kind === "renewal");
    expect(invoice).toMatchObject({ planType: "monthly", amount: PLANS.monthly.price, periodStart: end.toISOString(), card: { last4: "4242" } });
    const pdf = await get(acme.owner, `/api/agency/subscriptions/billings/${invoice!._id}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // Nothing is due any more: a second sweep charges nothing.
    expect(await renewDue(deps)).toBe(0);
    expect(await renewals(acme.owner.agencyId)).toHaveLength(1);
  });

  it("a yearly plan switched to monthly renews monthly, at the monthly price", async () => {
    const end = new Date(Date.now() + 80 * DAY);
    await subscribedUntil(acme.owner, end, "yearly", VISA, "monthly");
    now = new Date(end.getTime() + 60_000);
    expect(await renewDue(deps)).toBe(1);
    expect(await viewOf(acme.owner)).toMatchObject({ planType: "monthly", scheduledPlanType: null, currentPeriodEnd: periodEnd(end, "monthly").toISOString() });
    const invoices = await renewalInvoices(acme.owner.agencyId);
    expect(invoices.find((i) => i.periodStart.getTime() === end.getTime())).toMatchObject({ planType: "monthly", amount: PLANS.monthly.price.amount });
  });

  it("a subscription cancelled at the period's end ends instead: nothing charged, the agency unsubscribed", async () => {
    const end = new Date(Date.now() + 120 * DAY);
    await subscribedUntil(acme.owner, end, "monthly", VISA);
    const cancelled = await send(acme.owner, "PATCH", "/api/agency/subscriptions", { cancelAtPeriodEnd: true });
    expect(cancelled.statusCode).toBe(200);
    expect(subscriptionPaymentResponse.parse(cancelled.json()).data.subscription).toMatchObject({ isSubscribed: true, cancelAtPeriodEnd: true });
    // Taken back and cancelled again: the last word counts.
    expect((await send(acme.owner, "PATCH", "/api/agency/subscriptions", { cancelAtPeriodEnd: false })).json().data.subscription.cancelAtPeriodEnd).toBe(false);
    await send(acme.owner, "PATCH", "/api/agency/subscriptions", { cancelAtPeriodEnd: true });
    const before = (await renewals(acme.owner.agencyId)).length;
    now = new Date(end.getTime() + 60_000);
    expect(await renewDue(deps)).toBe(1);
    expect(await renewals(acme.owner.agencyId)).toHaveLength(before);
    expect(await viewOf(acme.owner)).toMatchObject({ isSubscribed: false, planType: null, status: null, cancelAtPeriodEnd: false });
    // The unsubscribed rules apply (402 on paid features).
    const markups = { markups: [{ vertical: "hotel", markupType: "percent", markupValue: 5, agencyFee: 0 }] };
    expect((await send(acme.owner, "PATCH", "/api/agency/markups", markups)).statusCode).toBe(402);
  });
});

describe("a declined renewal", () => {
  const mailsTo = (to: string, subject: string) =>
    ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), like(outbox.subject, `%${subject}%`)));

  it("is past due with a mail, tried again after 1 and 3 days, then the agency is unsubscribed", async () => {
    const end = new Date(Date.now() + 160 * DAY);
    await subscribedUntil(acme.owner, end, "monthly", DECLINES_LATER);
    now = new Date(end.getTime() + 60_000);
    expect(await renewDue(deps)).toBe(1);
    const first = new Date(end.getTime() + RENEWAL_RETRY_DAYS[0] * DAY);
    expect(await viewOf(acme.owner)).toMatchObject({ isSubscribed: true, status: "past_due", nextAttemptAt: first.toISOString() });
    expect(await mailsTo("owner@acme.test", "could not be renewed")).toHaveLength(1);
    // Not before the next try.
    now = new Date(first.getTime() - 60_000);
    expect(await renewDue(deps)).toBe(0);
    now = new Date(first.getTime() + 60_000);
    expect(await renewDue(deps)).toBe(1);
    const second = new Date(end.getTime() + RENEWAL_RETRY_DAYS[1] * DAY);
    expect(await viewOf(acme.owner)).toMatchObject({ status: "past_due", nextAttemptAt: second.toISOString() });
    expect(await mailsTo("owner@acme.test", "could not be renewed")).toHaveLength(2);
    now = new Date(second.getTime() + 60_000);
    expect(await renewDue(deps)).toBe(1);
    expect(await viewOf(acme.owner)).toMatchObject({ isSubscribed: false, status: null });
    const [ended] = await mailsTo("owner@acme.test", "has ended");
    expect(ended?.text).toMatch(/subscribe again/);
    // One payment for the period, tried three times, never captured and now abandoned; no invoice for it.
    const payments = (await renewals(acme.owner.agencyId)).filter((p) => p.idempotencyKey === `renewal:${end.toISOString()}`);
    expect(payments).toHaveLength(1);
    const intent = await deps.gateway.get(payments[0]!.id);
    expect(intent).toMatchObject({ status: "canceled", amountCaptured: 0 });
    expect((await renewalInvoices(acme.owner.agencyId)).some((i) => i.periodStart.getTime() === end.getTime())).toBe(false);
  });

  it("is tried again at once when the owner saves a new card, and renews", async () => {
    const end = new Date(Date.now() + 200 * DAY);
    await subscribedUntil(acme.owner, end, "monthly", DECLINES_LATER);
    now = new Date(end.getTime() + 60_000);
    await renewDue(deps);
    expect((await viewOf(acme.owner)).status).toBe("past_due");
    // The route keeps real time; the renewal keeps the period's anchor however late it is paid.
    const replaced = await send(acme.owner, "PATCH", "/api/agency/subscriptions/payment-methods", { card: card(VISA), idempotencyKey: newKey() });
    expect(replaced.statusCode).toBe(200);
    expect(subscriptionPaymentResponse.parse(replaced.json()).data.subscription).toMatchObject({ status: "active", nextAttemptAt: null, currentPeriodStart: end.toISOString() });
    const invoice = (await renewalInvoices(acme.owner.agencyId)).find((i) => i.periodStart.getTime() === end.getTime());
    expect(invoice).toMatchObject({ amount: PLANS.monthly.price.amount, card: { last4: "4242" } });
  });
});

describe("two servers sweeping one database", () => {
  it("charge a due renewal once", async () => {
    const end = new Date(Date.now() + 240 * DAY);
    await subscribedUntil(nomad.owner, end, "monthly", VISA);
    now = new Date(end.getTime() + 60_000);
    // Two instances: their own gateway objects on the one database.
    const other: RenewalDeps = { ...deps, gateway: new SandboxPaymentGateway({ store: new DbPaymentStore(ctx.database.db) }) };
    const [a, b] = await Promise.all([renewDue(deps), renewDue(other)]);
    expect(a + b).toBe(1);
    const payments = await renewals(nomad.owner.agencyId);
    expect(payments).toHaveLength(1);
    expect((await deps.gateway.get(payments[0]!.id)).amountCaptured).toBe(PLANS.monthly.price.amount);
    expect(await renewalInvoices(nomad.owner.agencyId)).toHaveLength(1);
    expect((await viewOf(nomad.owner)).currentPeriodStart).toBe(end.toISOString());
  });

  it("leave a renewal another instance has claimed until its lease lapses (a crashed holder's too)", async () => {
    const end = new Date(Date.now() + 280 * DAY);
    await subscribedUntil(nomad.owner, end, "monthly", VISA);
    now = new Date(end.getTime() + 60_000);
    const lease = new Date(now.getTime() + 5 * 60_000);
    await ctx.database.db.update(agencySubscriptions).set({ renewalLockedUntil: lease }).where(eq(agencySubscriptions.agencyId, nomad.owner.agencyId));
    expect(await renewDue(deps)).toBe(0);
    now = new Date(lease.getTime() + 1000);
    expect(await renewDue(deps)).toBe(1);
    expect((await viewOf(nomad.owner)).currentPeriodStart).toBe(end.toISOString());
  });
});
