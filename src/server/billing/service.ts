import { and, count, desc, eq, gte } from "drizzle-orm";
import { billingMessages as m } from "@/shared/billing/messages";
import { periodEnd, PLANS, upgradeCharge, type PlanType } from "@/shared/billing/plans";
import type { PaymentMethod } from "@/shared/booking/cards";
import type { BillingsQuery, InvoiceView, SubscriptionPaymentResult, SubscriptionView } from "@/shared/api/subscriptions";
import { BackOfficeRefusal } from "../back-office/changes";
import type { Db } from "../db/client";
import {
  agencies,
  agencySubscriptions,
  subscriptionInvoices,
  subscriptionPayments,
  type AgencyRow,
  type AgencySubscriptionRow,
  type SubscriptionInvoiceRow,
  type SubscriptionPaymentKind,
  type SubscriptionPaymentRow,
} from "../db/schema";
import { paymentMethodMessages } from "../payments/messages";
import { GatewayError, type PaymentGateway, type PaymentIntent } from "../payments/types";
import { customerOf, dashboard } from "./customers";

// Subscribing, changing the plan and replacing the card all go through the card gateway the bookings use
// (3-D Secure included): one payment row per idempotency key says what the payment is for, so a retry
// after a decline, a double submit or the 3-D Secure step (…/payment-methods/verify) finish the same one.

/** A new card is checked with this authorisation, released at once (nothing is charged). */
const CARD_CHECK = { amount: 100, currency: "USD" } as const;

export interface BillingDeps {
  db: Db;
  gateway: PaymentGateway;
  clock?: () => Date;
}

export async function subscriptionRow(db: Db, agencyId: string): Promise<AgencySubscriptionRow | null> {
  const [row] = await db.select().from(agencySubscriptions).where(eq(agencySubscriptions.agencyId, agencyId));
  return row ?? null;
}

export function subscriptionView(agency: Pick<AgencyRow, "isSubscribed">, row: AgencySubscriptionRow | null): SubscriptionView {
  const card = row?.paymentMethod;
  return {
    isSubscribed: agency.isSubscribed,
    planType: agency.isSubscribed && row ? row.planType : null,
    scheduledPlanType: agency.isSubscribed ? (row?.scheduledPlanType ?? null) : null,
    currentPeriodStart: agency.isSubscribed && row ? row.currentPeriodStart.toISOString() : null,
    currentPeriodEnd: agency.isSubscribed && row ? row.currentPeriodEnd.toISOString() : null,
    paymentMethod: card ? { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear } : null,
    status: agency.isSubscribed && row ? (row.status === "past_due" ? "past_due" : "active") : null,
    nextAttemptAt: agency.isSubscribed && row?.status === "past_due" && row.nextAttemptAt ? row.nextAttemptAt.toISOString() : null,
    cancelAtPeriodEnd: agency.isSubscribed && row ? row.cancelAtPeriodEnd : false,
  };
}

export async function currentView(db: Db, agencyId: string): Promise<SubscriptionView> {
  const [agency] = await db.select({ isSubscribed: agencies.isSubscribed }).from(agencies).where(eq(agencies.id, agencyId));
  return subscriptionView({ isSubscribed: agency?.isSubscribed ?? false }, await subscriptionRow(db, agencyId));
}

/** What one payment attempt came to, with the subscription as it is now. */
export async function result(
  db: Db,
  agencyId: string,
  payment: { id: string; invoiceId: string | null } | null,
  intent: Pick<PaymentIntent, "challengeId" | "card" | "lastError"> | null,
  status: SubscriptionPaymentResult["status"],
): Promise<SubscriptionPaymentResult> {
  return {
    status,
    reference: payment?.id ?? "",
    challengeId: status === "requires_action" ? (intent?.challengeId ?? null) : null,
    card: intent?.card ? { brand: intent.card.brand, last4: intent.card.last4 } : null,
    declineCode: status === "declined" && intent?.lastError ? (intent.lastError.declineCode ?? intent.lastError.code) : null,
    declineText: status === "declined" ? (intent?.lastError?.message ?? null) : null,
    subscription: await currentView(db, agencyId),
    invoiceId: payment?.invoiceId ?? null,
  };
}

interface PaymentPlan {
  kind: SubscriptionPaymentKind;
  planType: PlanType | null;
  /** Worked out only for a new key: a retry pays what the first attempt asked. */
  price: () => { amount: number; credit: number; currency: string };
  /** Why a new attempt may not start (already subscribed…); a known key answers as before regardless. */
  refusal?: BackOfficeRefusal | null;
}

/**
 * One payment attempt under the caller's idempotency key: the same key finds its payment again (a done one
 * answers as before), a key used for something else is refused, a new one opens an intent with the gateway.
 */
export async function pay(deps: BillingDeps, agency: AgencyRow, plan: PaymentPlan, key: string, card: PaymentMethod): Promise<SubscriptionPaymentResult> {
  const { db, gateway } = deps;
  const [found] = await db
    .select()
    .from(subscriptionPayments)
    .where(and(eq(subscriptionPayments.agencyId, agency.id), eq(subscriptionPayments.idempotencyKey, key)));
  if (found && (found.kind !== plan.kind || found.planType !== plan.planType)) throw new BackOfficeRefusal(409, m.keyReused);
  let payment = found;
  if (!payment) {
    if (plan.refusal) throw plan.refusal;
    const price = plan.price();
    // A plan's payment saves its card on the agency's customer for the renewals (Stripe; the sandbox keeps the token).
    const saving = plan.kind === "card" ? {} : { customer: await customerOf(deps, agency), saveCard: true };
    const intent = await gateway.createIntent({
      amount: price.amount,
      currency: price.currency,
      idempotencyKey: `subscription:${agency.id}:${key}`,
      ...saving,
      ...dashboard(agency, plan.kind),
    });
    await db
      .insert(subscriptionPayments)
      .values({ id: intent.id, agencyId: agency.id, idempotencyKey: key, kind: plan.kind, planType: plan.planType, amount: price.amount, credit: price.credit, currency: price.currency })
      .onConflictDoNothing();
    [payment] = await db.select().from(subscriptionPayments).where(eq(subscriptionPayments.id, intent.id));
    if (!payment) throw new Error("subscription payment insert lost");
  }
  if (payment.status === "done") return result(db, agency.id, payment, await gateway.get(payment.id), "succeeded");
  let intent = await gateway.get(payment.id);
  if (intent.status === "requires_payment_method") {
    try {
      intent = await gateway.confirm(payment.id, card);
    } catch (error) {
      // A typed card with Stripe (or Stripe's token with the sandbox): a page from before the gateway changed.
      if (error instanceof GatewayError && error.code === "unsupported_payment_method") throw new BackOfficeRefusal(400, paymentMethodMessages.unsupported);
      // A concurrent submit of the same attempt confirmed it first: answer from where it is now.
      if (!(error instanceof GatewayError && error.code === "invalid_state")) throw error;
      intent = await gateway.get(payment.id);
    }
  }
  return settle(deps, agency, payment, intent);
}

/** After the card or the bank answered: finish an authorised payment, else say what the browser does next. */
export async function settle(deps: BillingDeps, agency: Pick<AgencyRow, "id" | "code">, payment: SubscriptionPaymentRow, intent: PaymentIntent): Promise<SubscriptionPaymentResult> {
  const { db } = deps;
  if (intent.status === "requires_action") return result(db, agency.id, payment, intent, "requires_action");
  if (intent.status === "requires_capture" || intent.status === "succeeded" || intent.status === "canceled") {
    const done = await finish(deps, agency, payment, intent);
    return result(db, agency.id, done, intent, "succeeded");
  }
  return result(db, agency.id, payment, intent, "declined");
}

/**
 * Capture (or, for a card check, release) and apply what the payment was for, once: the payment row turns
 * done in the same transaction that changes the subscription and issues the invoice.
 */
async function finish(deps: BillingDeps, agency: Pick<AgencyRow, "id" | "code">, payment: SubscriptionPaymentRow, authorised: PaymentIntent): Promise<SubscriptionPaymentRow> {
  const { db, gateway } = deps;
  const now = (deps.clock ?? (() => new Date()))();
  const intent = payment.kind === "card" ? await gateway.cancel(payment.id) : await gateway.capture(payment.id);
  const card = intent.card ?? authorised.card;
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(subscriptionPayments)
      .set({ status: "done" })
      .where(and(eq(subscriptionPayments.id, payment.id), eq(subscriptionPayments.status, "open")))
      .returning();
    if (!claimed) {
      const [again] = await tx.select().from(subscriptionPayments).where(eq(subscriptionPayments.id, payment.id));
      return again ?? payment;
    }
    if (payment.kind === "card") {
      await tx.update(agencySubscriptions).set({ paymentMethod: card, updatedAt: now }).where(eq(agencySubscriptions.agencyId, agency.id));
      return claimed;
    }
    const planType = payment.planType ?? "monthly";
    // A renewal continues where the paid period ended, however late it was charged (a retry days later);
    // a subscription or an upgrade starts its period now.
    const [renewed] = payment.kind === "renewal" ? await tx.select().from(agencySubscriptions).where(eq(agencySubscriptions.agencyId, agency.id)) : [];
    const start = renewed?.currentPeriodEnd ?? now;
    const end = periodEnd(start, planType);
    const values = {
      planType,
      scheduledPlanType: null,
      currentPeriodStart: start,
      currentPeriodEnd: end,
      paymentMethod: card,
      status: "active" as const,
      // Paying for a new period (an upgrade, a new subscription) undoes a cancellation; a renewal keeps none.
      cancelAtPeriodEnd: false,
      renewalAttempts: 0,
      nextAttemptAt: null,
      updatedAt: now,
    };
    await tx
      .insert(agencySubscriptions)
      .values({ agencyId: agency.id, ...values })
      .onConflictDoUpdate({ target: agencySubscriptions.agencyId, set: values });
    // The spec's flag and the agency's legacy plan columns follow (agencyData.isSubscribed, the login result).
    await tx.update(agencies).set({ isSubscribed: true, subscriptionPlan: planType, subscriptionRenewsAt: end }).where(eq(agencies.id, agency.id));
    const [{ issued = 0 } = {}] = await tx.select({ issued: count() }).from(subscriptionInvoices).where(eq(subscriptionInvoices.agencyId, agency.id));
    const [invoice] = await tx
      .insert(subscriptionInvoices)
      .values({
        agencyId: agency.id,
        number: `${agency.code}-${now.getUTCFullYear()}-${String(issued + 1).padStart(4, "0")}`,
        paymentId: payment.id,
        kind: payment.kind === "upgrade" || payment.kind === "renewal" ? payment.kind : "subscription",
        planType,
        periodStart: start,
        periodEnd: end,
        amount: payment.amount,
        credit: payment.credit,
        currency: payment.currency,
        card: card ? { brand: card.brand, last4: card.last4 } : null,
        issuedAt: now,
      })
      .returning({ id: subscriptionInvoices.id });
    const [updated] = await tx
      .update(subscriptionPayments)
      .set({ invoiceId: invoice?.id ?? null })
      .where(eq(subscriptionPayments.id, payment.id))
      .returning();
    return updated ?? claimed;
  });
}

/** POST …/payment-methods/verify: the bank's step for one of this agency's payments, then finish it. */
export async function verify(
  deps: BillingDeps,
  agency: AgencyRow,
  input: { reference: string; challengeId: string; approve: boolean },
): Promise<{ outcome: SubscriptionPaymentResult; kind: SubscriptionPaymentKind }> {
  const { db, gateway } = deps;
  const [payment] = await db
    .select()
    .from(subscriptionPayments)
    .where(and(eq(subscriptionPayments.id, input.reference), eq(subscriptionPayments.agencyId, agency.id)));
  if (!payment) throw new BackOfficeRefusal(404, m.paymentNotFound);
  if (payment.status === "done") return { outcome: await result(db, agency.id, payment, await gateway.get(payment.id), "succeeded"), kind: payment.kind };
  let intent = await gateway.get(payment.id);
  if (intent.status === "requires_action") {
    if (intent.challengeId !== input.challengeId) throw new BackOfficeRefusal(409, m.paymentDone);
    try {
      intent = await gateway.completeChallenge(payment.id, { approve: input.approve });
    } catch (error) {
      if (!(error instanceof GatewayError && error.code === "invalid_state")) throw error;
      intent = await gateway.get(payment.id);
    }
  } else if (intent.status !== "requires_capture") {
    throw new BackOfficeRefusal(409, m.paymentDone);
  }
  return { outcome: await settle(deps, agency, payment, intent), kind: payment.kind };
}

/** POST: the first plan (an agency marked subscribed without one, made before plans existed, chooses it too). */
export function subscribe(deps: BillingDeps, agency: AgencyRow, current: AgencySubscriptionRow | null, body: { planType: PlanType; card: PaymentMethod; idempotencyKey: string }) {
  const { price } = PLANS[body.planType];
  const refusal = agency.isSubscribed && current ? new BackOfficeRefusal(409, m.alreadySubscribed) : null;
  return pay(deps, agency, { kind: "subscribe", planType: body.planType, price: () => ({ amount: price.amount, credit: 0, currency: price.currency }), refusal }, body.idempotencyKey, body.card);
}

/**
 * PATCH …/payment-methods with the sandbox: a new card, checked by an authorisation that is released at once. A gateway
 * that saves cards through the browser (Stripe) takes a new card by `saveSetupCard` only.
 */
export function replaceCard(deps: BillingDeps, agency: AgencyRow, body: { card: PaymentMethod; idempotencyKey: string }) {
  const refusal = !agency.isSubscribed ? new BackOfficeRefusal(409, m.notSubscribed) : deps.gateway.cardSaving ? new BackOfficeRefusal(400, paymentMethodMessages.unsupported) : null;
  return pay(deps, agency, { kind: "card", planType: null, price: () => ({ ...CARD_CHECK, credit: 0 }), refusal }, body.idempotencyKey, body.card);
}

/** PATCH to yearly from monthly: charged now, less the monthly period's unused part. */
export async function upgrade(deps: BillingDeps, agency: AgencyRow, current: AgencySubscriptionRow | null, body: { card: PaymentMethod; idempotencyKey: string }): Promise<SubscriptionPaymentResult> {
  const now = (deps.clock ?? (() => new Date()))();
  const monthly = agency.isSubscribed && current?.planType === "monthly" ? current : null;
  const refusal = !agency.isSubscribed || !current ? new BackOfficeRefusal(409, m.notSubscribed) : monthly ? null : new BackOfficeRefusal(409, m.samePlan);
  const price = () => ({
    ...(monthly ? upgradeCharge({ periodStart: monthly.currentPeriodStart, periodEnd: monthly.currentPeriodEnd }, now) : { amount: PLANS.yearly.price.amount, credit: 0 }),
    currency: PLANS.yearly.price.currency,
  });
  return pay(deps, agency, { kind: "upgrade", planType: "yearly", price, refusal }, body.idempotencyKey, body.card);
}

/** A yearly agency's move to monthly billing at the period's end, or (choosing yearly again) its undoing. */
export async function schedulePlan(db: Db, agencyId: string, scheduledPlanType: PlanType | null): Promise<SubscriptionView> {
  await db.update(agencySubscriptions).set({ scheduledPlanType, updatedAt: new Date() }).where(eq(agencySubscriptions.agencyId, agencyId));
  return currentView(db, agencyId);
}

/** The owner cancels at the period's end (nothing more is charged; the renewal ends it), or takes that back. */
export async function setCancelAtPeriodEnd(db: Db, agencyId: string, cancelAtPeriodEnd: boolean): Promise<void> {
  await db.update(agencySubscriptions).set({ cancelAtPeriodEnd, updatedAt: new Date() }).where(eq(agencySubscriptions.agencyId, agencyId));
}

const DURATION_MONTHS = { month: 1, quarter: 3, year: 12 } as const;

export async function invoices(db: Db, agencyId: string, query: Required<Pick<BillingsQuery, "duration">> & Pick<BillingsQuery, "planType">, now: Date): Promise<InvoiceView[]> {
  const filters = [eq(subscriptionInvoices.agencyId, agencyId)];
  if (query.duration !== "all") {
    const since = new Date(now);
    since.setUTCMonth(since.getUTCMonth() - DURATION_MONTHS[query.duration]);
    filters.push(gte(subscriptionInvoices.issuedAt, since));
  }
  if (query.planType) filters.push(eq(subscriptionInvoices.planType, query.planType));
  const rows = await db
    .select()
    .from(subscriptionInvoices)
    .where(and(...filters))
    .orderBy(desc(subscriptionInvoices.issuedAt), desc(subscriptionInvoices.number));
  return rows.map(invoiceView);
}

function invoiceView(row: SubscriptionInvoiceRow): InvoiceView {
  return {
    _id: row.id,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    planType: row.planType,
    kind: row.kind,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    amount: { amount: row.amount, currency: row.currency },
    credit: { amount: row.credit, currency: row.currency },
    card: row.card ?? null,
  };
}

export async function invoiceOf(db: Db, agencyId: string, id: string): Promise<SubscriptionInvoiceRow> {
  const [row] = await db
    .select()
    .from(subscriptionInvoices)
    .where(and(eq(subscriptionInvoices.id, id), eq(subscriptionInvoices.agencyId, agencyId)));
  if (!row) throw new BackOfficeRefusal(404, m.invoiceNotFound);
  return row;
}
