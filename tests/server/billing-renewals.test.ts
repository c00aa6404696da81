// Renewals of the agency's subscription (spec B §7 subscriptions and billings; docs/decisions.md "Subscription
// and billing"): the saved card charged off-session when the period ends, under a controllable clock; a
// declined renewal past due, retried, then unsubscribed; two sweeps side by side charge once.
import { and, eq, like, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renewDue, type RenewalDeps } from "../../src/server/billing/renewal";
import { DbPaymentStore } from "../../src/server/flights/stores";
import { createTranslator } from "../../src/server/i18n";
import { SandboxPaymentGateway } from "../../src/server/payments/sandbox-gateway";
import { agencies, agencySubscriptions, outbox, subscriptionInvoices, subscriptionPayments } from "../../src/server/db/schema";
import { billingsResponse, subscriptionPaymentResponse, subscriptionResponse } from "../../src/shared/api/subscriptions";
import { periodEnd, PLANS, RENEWAL_RETRY_DAYS, type PlanType } from "../../src/shared/billing/plans";
import { call, signIn, type Caller } from "./flights-fixtures";
import { createTestApp, type TestContext } from "./helpers";

let ctx: TestContext;
let acme: Caller;
let nomad: Caller;
let deps: RenewalDeps;
/** The renewals' clock, moved by each test; the app's own sweep keeps real time (nothing is due then). */
let now = new Date();

const DAY = 86_400_000;
const year = new Date().getUTCFullYear() + 2;
const card = (number: string) => ({ number, expMonth: 11, expYear: year, cvc: "123", holderName: "Lena Fischer" });
const VISA = "4242 4242 4242 4242";
/** Accepted when saved (the card check), declined off-session (docs/sandbox.md). */
const DECLINES_LATER = "4000 0000 0000 0341";
let keys = 0;
const newKey = () => `renewal-test-${++keys}-${Date.now()}`;

beforeAll(async () => {
  // No agency cache: the 402 of an agency just unsubscribed is seen at once (else within AGENCY_CACHE_MS).
  ctx = await createTestApp({ agencyCacheMs: 0 });
  const db = ctx.database.db;
  acme = await signIn(ctx.app, db, "acme", "owner@acme.test");
  nomad = await signIn(ctx.app, db, "nomad", "owner@nomad.test");
  deps = { db, gateway: new SandboxPaymentGateway({ store: new DbPaymentStore(db) }), clock: () => now, translator: await createTranslator() };
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const get = (caller: Caller, url: string) => call(ctx.app, caller, { method: "GET", url });
const send = (caller: Caller, method: "POST" | "PATCH", url: string, body: unknown) => call(ctx.app, caller, { method, url, body });
const view = async (caller: Caller) => subscriptionResponse.parse((await get(caller, "/api/agency/subscriptions")).json()).data;

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
  await db.update(agencySubscriptions).set({ currentPeriodEnd: new Date(Date.now() + 3650 * DAY), status: "active" }).where(ne(agencySubscriptions.agencyId, caller.agencyId));
  await db.update(agencies).set({ isSubscribed: true }).where(eq(agencies.id, caller.agencyId));
  await db.insert(agencySubscriptions).values({ agencyId: caller.agencyId, ...values }).onConflictDoUpdate({ target: agencySubscriptions.agencyId, set: values });
  const saved = await send(caller, "PATCH", "/api/agency/subscriptions/payment-methods", { card: card(number), idempotencyKey: newKey() });
  expect(subscriptionPaymentResponse.parse(saved.json()).data.status).toBe("succeeded");
}

const renewals = (agencyId: string) =>
  ctx.database.db.select().from(subscriptionPayments).where(and(eq(subscriptionPayments.agencyId, agencyId), eq(subscriptionPayments.kind, "renewal")));
const renewalInvoices = (agencyId: string) =>
  ctx.database.db.select().from(subscriptionInvoices).where(and(eq(subscriptionInvoices.agencyId, agencyId), eq(subscriptionInvoices.kind, "renewal")));

describe("a period that ends", () => {
  it("charges the saved card off-session, issues the invoice (with its PDF) and moves the period on", async () => {
    const end = new Date(Date.now() + 40 * DAY);
    await subscribedUntil(acme, end, "monthly", VISA);
    now = new Date(end.getTime() - 60_000);
    expect(await renewDue(deps)).toBe(0);
    now = new Date(end.getTime() + 60_000);
    expect(await renewDue(deps)).toBe(1);
    const after = await view(acme);
    expect(after).toMatchObject({ isSubscribed: true, status: "active", planType: "monthly", nextAttemptAt: null });
    expect(after.currentPeriodStart).toBe(end.toISOString());
    expect(after.currentPeriodEnd).toBe(periodEnd(end, "monthly").toISOString());
    const [payment, ...more] = await renewals(acme.agencyId);
    expect(more).toHaveLength(0);
    expect((await deps.gateway.get(payment!.id)).amountCaptured).toBe(PLANS.monthly.price.amount);
    const billings = billingsResponse.parse((await get(acme, "/api/agency/subscriptions/billings")).json()).data.invoices;
    const invoice = billings.find((i) => i.kind === "renewal");
    expect(invoice).toMatchObject({ planType: "monthly", amount: PLANS.monthly.price, periodStart: end.toISOString(), card: { last4: "4242" } });
    const pdf = await get(acme, `/api/agency/subscriptions/billings/${invoice!._id}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // Nothing is due any more: a second sweep charges nothing.
    expect(await renewDue(deps)).toBe(0);
    expect(await renewals(acme.agencyId)).toHaveLength(1);
  });

  it("a yearly plan switched to monthly renews monthly, at the monthly price", async () => {
    const end = new Date(Date.now() + 80 * DAY);
    await subscribedUntil(acme, end, "yearly", VISA, "monthly");
    now = new Date(end.getTime() + 60_000);
    expect(await renewDue(deps)).toBe(1);
    expect(await view(acme)).toMatchObject({ planType: "monthly", scheduledPlanType: null, currentPeriodEnd: periodEnd(end, "monthly").toISOString() });
    const invoices = await renewalInvoices(acme.agencyId);
    expect(invoices.find((i) => i.periodStart.getTime() === end.getTime())).toMatchObject({ planType: "monthly", amount: PLANS.monthly.price.amount });
  });

  it("a subscription cancelled at the period's end ends instead: nothing charged, the agency unsubscribed", async () => {
    const end = new Date(Date.now() + 120 * DAY);
    await subscribedUntil(acme, end, "monthly", VISA);
    const cancelled = await send(acme, "PATCH", "/api/agency/subscriptions", { cancelAtPeriodEnd: true });
    expect(cancelled.statusCode).toBe(200);
    expect(subscriptionPaymentResponse.parse(cancelled.json()).data.subscription).toMatchObject({ isSubscribed: true, cancelAtPeriodEnd: true });
    // Taken back and cancelled again: the last word counts.
    expect((await send(acme, "PATCH", "/api/agency/subscriptions", { cancelAtPeriodEnd: false })).json().data.subscription.cancelAtPeriodEnd).toBe(false);
    await send(acme, "PATCH", "/api/agency/subscriptions", { cancelAtPeriodEnd: true });
    const before = (await renewals(acme.agencyId)).length;
    now = new Date(end.getTime() + 60_000);
    expect(await renewDue(deps)).toBe(1);
    expect(await renewals(acme.agencyId)).toHaveLength(before);
    expect(await view(acme)).toMatchObject({ isSubscribed: false, planType: null, status: null, cancelAtPeriodEnd: false });
    // The unsubscribed rules apply (402 on paid features).
    const markups = { markups: [{ vertical: "hotel", markupType: "percent", markupValue: 5, agencyFee: 0 }] };
    expect((await send(acme, "PATCH", "/api/agency/markups", markups)).statusCode).toBe(402);
  });
});

describe("a declined renewal", () => {
  const mailsTo = (to: string, subject: string) =>
    ctx.database.db.select().from(outbox).where(and(eq(outbox.to, to), like(outbox.subject, `%${subject}%`)));

  it("is past due with a mail, tried again after 1 and 3 days, then the agency is unsubscribed", async () => {
    const end = new Date(Date.now() + 160 * DAY);
    await subscribedUntil(acme, end, "monthly", DECLINES_LATER);
    now = new Date(end.getTime() + 60_000);
    expect(await renewDue(deps)).toBe(1);
    const first = new Date(end.getTime() + RENEWAL_RETRY_DAYS[0] * DAY);
    expect(await view(acme)).toMatchObject({ isSubscribed: true, status: "past_due", nextAttemptAt: first.toISOString() });
    expect(await mailsTo("owner@acme.test", "could not be renewed")).toHaveLength(1);
    // Not before the next try.
    now = new Date(first.getTime() - 60_000);
    expect(await renewDue(deps)).toBe(0);
    now = new Date(first.getTime() + 60_000);
    expect(await renewDue(deps)).toBe(1);
    const second = new Date(end.getTime() + RENEWAL_RETRY_DAYS[1] * DAY);
    expect(await view(acme)).toMatchObject({ status: "past_due", nextAttemptAt: second.toISOString() });
    expect(await mailsTo("owner@acme.test", "could not be renewed")).toHaveLength(2);
    now = new Date(second.getTime() + 60_000);
    expect(await renewDue(deps)).toBe(1);
    expect(await view(acme)).toMatchObject({ isSubscribed: false, status: null });
    const [ended] = await mailsTo("owner@acme.test", "has ended");
    expect(ended?.text).toMatch(/subscribe again/);
    // One payment for the period, tried three times, never captured and now abandoned; no invoice for it.
    const payments = (await renewals(acme.agencyId)).filter((p) => p.idempotencyKey === `renewal:${end.toISOString()}`);
    expect(payments).toHaveLength(1);
    const intent = await deps.gateway.get(payments[0]!.id);
    expect(intent).toMatchObject({ status: "canceled", amountCaptured: 0 });
    expect((await renewalInvoices(acme.agencyId)).some((i) => i.periodStart.getTime() === end.getTime())).toBe(false);
  });

  it("is tried again at once when the owner saves a new card, and renews", async () => {
    const end = new Date(Date.now() + 200 * DAY);
    await subscribedUntil(acme, end, "monthly", DECLINES_LATER);
    now = new Date(end.getTime() + 60_000);
    await renewDue(deps);
    expect((await view(acme)).status).toBe("past_due");
    // The route keeps real time; the renewal keeps the period's anchor however late it is paid.
    const replaced = await send(acme, "PATCH", "/api/agency/subscriptions/payment-methods", { card: card(VISA), idempotencyKey: newKey() });
    expect(replaced.statusCode).toBe(200);
    expect(subscriptionPaymentResponse.parse(replaced.json()).data.subscription).toMatchObject({ status: "active", nextAttemptAt: null, currentPeriodStart: end.toISOString() });
    const invoice = (await renewalInvoices(acme.agencyId)).find((i) => i.periodStart.getTime() === end.getTime());
    expect(invoice).toMatchObject({ amount: PLANS.monthly.price.amount, card: { last4: "4242" } });
  });
});

describe("two servers sweeping one database", () => {
  it("charge a due renewal once", async () => {
    const end = new Date(Date.now() + 240 * DAY);
    await subscribedUntil(nomad, end, "monthly", VISA);
    now = new Date(end.getTime() + 60_000);
    // Two instances: their own gateway objects on the one database.
    const other: RenewalDeps = { ...deps, gateway: new SandboxPaymentGateway({ store: new DbPaymentStore(ctx.database.db) }) };
    const [a, b] = await Promise.all([renewDue(deps), renewDue(other)]);
    expect(a + b).toBe(1);
    const payments = await renewals(nomad.agencyId);
    expect(payments).toHaveLength(1);
    expect((await deps.gateway.get(payments[0]!.id)).amountCaptured).toBe(PLANS.monthly.price.amount);
    expect(await renewalInvoices(nomad.agencyId)).toHaveLength(1);
    expect((await view(nomad)).currentPeriodStart).toBe(end.toISOString());
  });
});
