import { and, eq } from "drizzle-orm";
import { billingMessages as m } from "@/shared/billing/messages";
import type { SubscriptionPaymentResult } from "@/shared/api/subscriptions";
import { BackOfficeRefusal } from "../back-office/changes";
import { agencySubscriptions, subscriptionPayments, type AgencyRow } from "../db/schema";
import { paymentMethodMessages } from "../payments/messages";
import type { CardSaving } from "../payments/types";
import { customerOf, dashboard } from "./customers";
import { result, type BillingDeps } from "./service";

// A new subscription card on Stripe (docs/decisions.md "Saved cards on Stripe"): the server opens a SetupIntent on
// the agency's Customer (POST …/payment-methods/setup), Stripe.js confirms it in the browser with the card (3-D
// Secure included, in Stripe's window), and PATCH …/payment-methods with its id saves the card Stripe attached.
// Nothing is charged. The SetupIntent is a `subscription_payments` row of kind `card` (amount 0): the same key opens
// the same setup, and a setup is saved once.

/** The payment row's currency for a setup: nothing is charged, the column wants one. */
const NO_CHARGE = { amount: 0, credit: 0, currency: "USD" } as const;

function savingOf(deps: BillingDeps, agency: AgencyRow): CardSaving {
  if (!agency.isSubscribed) throw new BackOfficeRefusal(409, m.notSubscribed);
  // The sandbox takes a new card with its own form (PATCH …/payment-methods with the card).
  if (!deps.gateway.cardSaving) throw new BackOfficeRefusal(400, paymentMethodMessages.unsupported);
  return deps.gateway.cardSaving;
}

/** POST …/payment-methods/setup: the SetupIntent for this attempt (the same idempotency key, the same setup). */
export async function startCardSetup(deps: BillingDeps, agency: AgencyRow, key: string): Promise<{ reference: string; clientSecret: string }> {
  const { db } = deps;
  const saving = savingOf(deps, agency);
  const [found] = await db
    .select()
    .from(subscriptionPayments)
    .where(and(eq(subscriptionPayments.agencyId, agency.id), eq(subscriptionPayments.idempotencyKey, key)));
  if (found && (found.kind !== "card" || found.status === "done" || !found.id.startsWith("seti_"))) throw new BackOfficeRefusal(409, m.keyReused);
  if (found) {
    const setup = await saving.getSetup(found.id);
    return { reference: setup.id, clientSecret: setup.clientSecret };
  }
  const customer = await customerOf(deps, agency);
  if (!customer) throw new BackOfficeRefusal(400, paymentMethodMessages.unsupported);
  const setup = await saving.createSetup({ customer, idempotencyKey: `${agency.id}:${key}`, metadata: dashboard(agency, "card").metadata });
  await db
    .insert(subscriptionPayments)
    .values({ id: setup.id, agencyId: agency.id, idempotencyKey: key, kind: "card", planType: null, ...NO_CHARGE })
    .onConflictDoNothing();
  return { reference: setup.id, clientSecret: setup.clientSecret };
}

/** PATCH …/payment-methods with a SetupIntent: the card Stripe saved on the agency's customer becomes the subscription's. */
export async function saveSetupCard(deps: BillingDeps, agency: AgencyRow, body: { setupIntentId: string }): Promise<SubscriptionPaymentResult> {
  const { db } = deps;
  const saving = savingOf(deps, agency);
  const [payment] = await db
    .select()
    .from(subscriptionPayments)
    .where(and(eq(subscriptionPayments.id, body.setupIntentId), eq(subscriptionPayments.agencyId, agency.id), eq(subscriptionPayments.kind, "card")));
  if (!payment) throw new BackOfficeRefusal(404, m.paymentNotFound);
  const setup = await saving.getSetup(payment.id);
  if (payment.status === "done") return result(db, agency.id, payment, { challengeId: null, card: setup.card, lastError: null }, "succeeded");
  if (setup.status !== "succeeded" || !setup.card) {
    // The browser's word is not trusted: a setup Stripe has not finished is not a saved card.
    const lastError = setup.lastError ?? { code: setup.status === "requires_action" ? "authentication_failed" : "card_declined", declineCode: null, message: "The card was not saved." };
    return result(db, agency.id, payment, { challengeId: null, card: null, lastError }, "declined");
  }
  const card = setup.card;
  const now = (deps.clock ?? (() => new Date()))();
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(subscriptionPayments)
      .set({ status: "done" })
      .where(and(eq(subscriptionPayments.id, payment.id), eq(subscriptionPayments.status, "open")))
      .returning();
    if (claimed) await tx.update(agencySubscriptions).set({ paymentMethod: card, updatedAt: now }).where(eq(agencySubscriptions.agencyId, agency.id));
  });
  return result(db, agency.id, payment, { challengeId: null, card, lastError: null }, "succeeded");
}
