import { and, eq, inArray, isNull, lt, lte, or, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { billingMessages } from "@/shared/billing/messages";
import { nextRenewalAttempt, PLANS } from "@/shared/billing/plans";
import type { Db } from "../db/client";
import { runAlone } from "../db/run-alone";
import { agencies, agencySubscriptions, subscriptionPayments, users, type AgencySubscriptionRow, type SubscriptionPaymentRow } from "../db/schema";
import type { Translator } from "../i18n";
import { sendMail } from "../mail/outbox";
import type { PaymentIntent } from "../payments/types";
import { dashboard, savedCustomerOf } from "./customers";
import { renewalFailedMail } from "./renewal-mail";
import { settle, type BillingDeps } from "./service";

// Renewals (docs/decisions.md "Subscription and billing"): when a paid period ends, the saved card is charged
// off-session for the next one (the plan scheduled for the period's end, if any), an invoice is issued and the
// period moves on; a subscription cancelled at the period's end ends instead. A declined charge makes the
// subscription past due, mails the owner and is tried again (RENEWAL_RETRY_DAYS); after the last failure the
// agency is unsubscribed. Several servers share one database: each renewal is claimed with a lease (a
// conditional update only one instance wins) and charged under one idempotency key per subscription and period.

export interface RenewalDeps extends BillingDeps {
  translator: Translator;
  log?: FastifyBaseLogger;
}

/** Long enough for a gateway round trip; a crashed holder's renewal is taken up again after it. */
const LEASE_MS = 5 * 60_000;

const clockOf = (deps: BillingDeps) => (deps.clock ?? (() => new Date()))();

/** Due now: the period ended (active) or the next try has come (past due), for an agency still subscribed. */
function due(db: Db, now: Date): SQL | undefined {
  return and(
    inArray(agencySubscriptions.agencyId, db.select({ id: agencies.id }).from(agencies).where(eq(agencies.isSubscribed, true))),
    or(and(eq(agencySubscriptions.status, "active"), lte(agencySubscriptions.currentPeriodEnd, now)), and(eq(agencySubscriptions.status, "past_due"), lte(agencySubscriptions.nextAttemptAt, now))),
  );
}

/** Takes the renewal lease when `when` holds and nobody holds it: of two instances, one gets the row. */
async function claim(db: Db, agencyId: string, now: Date, when: SQL | undefined): Promise<AgencySubscriptionRow | null> {
  const [row] = await db
    .update(agencySubscriptions)
    .set({ renewalLockedUntil: new Date(now.getTime() + LEASE_MS) })
    .where(and(eq(agencySubscriptions.agencyId, agencyId), when, or(isNull(agencySubscriptions.renewalLockedUntil), lt(agencySubscriptions.renewalLockedUntil, now))))
    .returning();
  return row ?? null;
}

async function unlock(db: Db, agencyId: string): Promise<void> {
  await db.update(agencySubscriptions).set({ renewalLockedUntil: null }).where(eq(agencySubscriptions.agencyId, agencyId));
}

/** The sweep: every renewal due now, each under its lease. Returns how many it claimed and settled. */
export async function renewDue(deps: RenewalDeps): Promise<number> {
  const now = clockOf(deps);
  const rows = await deps.db.select({ agencyId: agencySubscriptions.agencyId }).from(agencySubscriptions).where(due(deps.db, now));
  let renewed = 0;
  for (const { agencyId } of rows) {
    const claimed = await claim(deps.db, agencyId, now, due(deps.db, now));
    if (!claimed) continue;
    try {
      await renew(deps, claimed, now, { scheduled: true });
      renewed += 1;
    } catch (error) {
      // Left for the next sweep (the lease lapses; the idempotency key keeps the charge single).
      deps.log?.error({ err: error }, "subscription renewal failed");
    } finally {
      await unlock(deps.db, agencyId);
    }
  }
  return renewed;
}

/**
 * After the owner saved a new card while past due: the renewal is tried at once with it. A decline here
 * uses up none of the scheduled tries and sends no mail (the owner is on the page and sees it).
 */
export async function retryPastDue(deps: RenewalDeps, agencyId: string): Promise<void> {
  const now = clockOf(deps);
  const claimed = await claim(deps.db, agencyId, now, eq(agencySubscriptions.status, "past_due"));
  if (!claimed) return;
  try {
    await renew(deps, claimed, now, { scheduled: false });
  } finally {
    await unlock(deps.db, agencyId);
  }
}

async function renew(deps: RenewalDeps, sub: AgencySubscriptionRow, now: Date, how: { scheduled: boolean }): Promise<void> {
  const { db, gateway } = deps;
  const [agency] = await db.select().from(agencies).where(eq(agencies.id, sub.agencyId));
  if (!agency) return;
  if (sub.cancelAtPeriodEnd) {
    await end(db, sub.agencyId, now);
    return;
  }
  const payment = await renewalPayment(deps, sub);
  let intent = await gateway.get(payment.id);
  if (intent.status === "requires_payment_method" && sub.paymentMethod) intent = await gateway.confirmSaved(payment.id, sub.paymentMethod);
  if (intent.status === "requires_capture" || intent.status === "succeeded") {
    await settle(deps, agency, payment, intent);
    return;
  }
  if (!how.scheduled) return;
  await declined(deps, sub, payment, intent, now);
}

/** The period's one payment: the same idempotency key for every try of this subscription and period. */
async function renewalPayment(deps: RenewalDeps, sub: AgencySubscriptionRow): Promise<SubscriptionPaymentRow> {
  const { db, gateway } = deps;
  const planType = sub.scheduledPlanType ?? sub.planType;
  const key = `renewal:${sub.currentPeriodEnd.toISOString()}`;
  const [found] = await db
    .select()
    .from(subscriptionPayments)
    .where(and(eq(subscriptionPayments.agencyId, sub.agencyId), eq(subscriptionPayments.idempotencyKey, key)));
  if (found) return found;
  const { price } = PLANS[planType];
  const [agency] = await db.select({ id: agencies.id, code: agencies.code }).from(agencies).where(eq(agencies.id, sub.agencyId));
  const intent = await gateway.createIntent({
    amount: price.amount,
    currency: price.currency,
    idempotencyKey: `renewal:${sub.agencyId}:${sub.currentPeriodEnd.toISOString()}`,
    // Stripe charges a saved card off-session only on the customer it is attached to (docs/decisions.md "Saved cards on Stripe").
    customer: await savedCustomerOf(db, gateway, sub.agencyId),
    ...(agency ? dashboard(agency, "renewal") : {}),
  });
  await db
    .insert(subscriptionPayments)
    .values({ id: intent.id, agencyId: sub.agencyId, idempotencyKey: key, kind: "renewal", planType, amount: price.amount, credit: 0, currency: price.currency })
    .onConflictDoNothing();
  const [payment] = await db.select().from(subscriptionPayments).where(eq(subscriptionPayments.id, intent.id));
  if (!payment) throw new Error("renewal payment insert lost");
  return payment;
}

/** The period ran out without a renewal: the agency is unsubscribed (spec A §3 isSubscribed). */
async function end(db: Db, agencyId: string, now: Date, attempts?: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(agencySubscriptions)
      .set({ status: "ended", nextAttemptAt: null, cancelAtPeriodEnd: false, scheduledPlanType: null, ...(attempts === undefined ? {} : { renewalAttempts: attempts }), updatedAt: now })
      .where(eq(agencySubscriptions.agencyId, agencyId));
    await tx.update(agencies).set({ isSubscribed: false, subscriptionRenewsAt: null }).where(eq(agencies.id, agencyId));
  });
}

async function declined(deps: RenewalDeps, sub: AgencySubscriptionRow, payment: SubscriptionPaymentRow, intent: PaymentIntent, now: Date): Promise<void> {
  const { db } = deps;
  const attempts = sub.renewalAttempts + 1;
  const next = nextRenewalAttempt(sub.currentPeriodEnd, attempts);
  if (next) {
    await db.update(agencySubscriptions).set({ status: "past_due", renewalAttempts: attempts, nextAttemptAt: next, updatedAt: now }).where(eq(agencySubscriptions.agencyId, sub.agencyId));
  } else {
    // No try left: the open payment is abandoned so nothing can capture it later.
    await deps.gateway.cancel(payment.id);
    await end(db, sub.agencyId, now, attempts);
  }
  await mailOwners(deps, sub, payment, intent, next);
}

async function mailOwners(deps: RenewalDeps, sub: AgencySubscriptionRow, payment: SubscriptionPaymentRow, intent: PaymentIntent, next: Date | null): Promise<void> {
  const { db } = deps;
  const [agency] = await db.select({ agencyName: agencies.agencyName }).from(agencies).where(eq(agencies.id, sub.agencyId));
  const owners = await db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.agencyId, sub.agencyId), eq(users.userType, "AgencyOwner")));
  const card = intent.card ?? sub.paymentMethod;
  for (const owner of owners) {
    const t = deps.translator.translator(owner.language);
    const mail = renewalFailedMail(t, {
      name: owner.name,
      agencyName: agency?.agencyName ?? "",
      lang: owner.language,
      plan: t(payment.planType === "yearly" ? billingMessages.planYearly : billingMessages.planMonthly),
      amount: { amount: payment.amount, currency: payment.currency },
      card: card ? { brand: card.brand, last4: card.last4 } : null,
      nextAttemptAt: next,
    });
    await sendMail(db, { agencyId: sub.agencyId, to: owner.email, ...mail });
  }
}

/** At start, then every five minutes, on one server at a time (runAlone); the lease guards each renewal anyway. */
export function scheduleRenewals(app: FastifyInstance, deps: RenewalDeps): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => void runAlone(deps.db, "subscription-renewals", () => renewDue(deps)).catch((error: unknown) => app.log.error({ err: error }, "subscription renewals failed"));
  app.addHook("onReady", async () => {
    sweep();
    timer = setInterval(sweep, 5 * 60_000).unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
