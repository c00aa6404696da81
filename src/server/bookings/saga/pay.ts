import { and, eq, isNull } from "drizzle-orm";
import { agencies } from "../../db/schema";
import { bookings, type BookingRow } from "../../db/schema-bookings";
import { faultPoint } from "../../fault-points";
import { paymentMethodMessages } from "../../payments/messages";
import { GatewayError, type PaymentIntent, type PaymentMethodInput } from "../../payments/types";
import { bundleFailureMessage, linkedItemsOf } from "../bundle";
import { BookingError } from "../errors";
import { loadBooking, updateBooking } from "../repository";
import { holdCredit, returnCredit } from "../reward-wallet";
import { rewardWalletMessages } from "../reward-wallet-messages";
import { tripAddOnMessages } from "../trip-add-on-messages";
import { amounts, result, type SagaContext } from "./context";
import { fulfil } from "./fulfil";
import { exclusive } from "./lease";
import type { PaymentOutcome } from "./types";

// The pay phase: the payment key, the wallet credit and the card's authorisation (3-D Secure included), under the
// payment lease; an authorised card goes on to the supplier (fulfil.ts).

/**
 * `creditAmount`: reward wallet credit applied (docs/decisions.md "Reward wallet"), held from the wallet under the
 * payment lease before the card is tried and given back when the card fails; the card pays the rest, and no card
 * is needed when the credit pays everything.
 */
export async function pay(ctx: SagaContext, booking: BookingRow, paymentKey: string, card: PaymentMethodInput | undefined, creditAmount = 0): Promise<PaymentOutcome> {
  const { db, gateway } = ctx.deps;
  await bindPaymentKey(ctx, booking, paymentKey);
  return exclusive(ctx, booking.id, async () => {
    let b = await loadBooking(db, booking.id);
    // A bundle's item is paid with its lead (trip add-ons), never on its own.
    if (b.leadBookingId) throw new BookingError(409, tripAddOnMessages.paidWithTrip);
    const done = await settled(ctx, b);
    if (done) return done;
    // Never take money for an offer the supplier will refuse: an expired offer is refused before the card.
    const authorised = b.paymentIntentId ? (await gateway.get(b.paymentIntentId)).status !== "requires_payment_method" : false;
    if (!authorised && b.offerExpiresAt.getTime() <= Date.now()) throw new BookingError(410, ctx.m.offerExpired);
    // An authorised card (3-D Secure pending, a crash after authorising) keeps the credit its attempt held.
    if (!authorised) {
      const items = await linkedItemsOf(db, b);
      if (creditAmount < amounts(b, items).total && !card) throw new BookingError(400, rewardWalletMessages.cardRequired, {}, "body.card");
      b = await holdCredit(db, b, items, creditAmount);
      if (amounts(b, await linkedItemsOf(db, b)).card === 0) return fulfil(ctx, b, null);
    }
    const intent = await intentFor(ctx, b);
    if (intent.status === "requires_payment_method" && !card) throw new BookingError(400, rewardWalletMessages.cardRequired, {}, "body.card");
    const confirmed = intent.status === "requires_payment_method" && card ? await confirmWith(ctx, intent, card) : intent;
    return afterAuthorisation(ctx, b, confirmed);
  });
}

/** A card of the kind the gateway does not take (a typed number with Stripe) is the request's fault: a 400, not a 500. */
async function confirmWith(ctx: SagaContext, intent: PaymentIntent, card: PaymentMethodInput): Promise<PaymentIntent> {
  try {
    return await ctx.deps.gateway.confirm(intent.id, card);
  } catch (error) {
    if (error instanceof GatewayError && error.code === "unsupported_payment_method") throw new BookingError(400, paymentMethodMessages.unsupported, {}, "body.card");
    throw error;
  }
}

export function completeChallenge(ctx: SagaContext, booking: BookingRow, challengeId: string, approve: boolean): Promise<PaymentOutcome> {
  return exclusive(ctx, booking.id, async () => {
    const b = await loadBooking(ctx.deps.db, booking.id);
    const done = await settled(ctx, b);
    if (done) return done;
    if (!b.paymentIntentId) throw new BookingError(409, ctx.m.challengeNotPending);
    let intent = await ctx.deps.gateway.get(b.paymentIntentId);
    if (intent.status === "requires_action") {
      if (intent.challengeId !== challengeId) throw new BookingError(409, ctx.m.challengeNotPending);
      intent = await ctx.deps.gateway.completeChallenge(intent.id, { approve });
    } else if (intent.status === "requires_payment_method") {
      throw new BookingError(409, ctx.m.challengeNotPending);
    }
    return afterAuthorisation(ctx, b, intent);
  });
}

/**
 * What the gateway says of the booking's payment now, told by the gateway itself (a Stripe webhook): the same steps as
 * the browser's answer, under the same lease, so a payment authorised after the browser went away still ends booked
 * and captured, or released ("charged means ticketed or refunded"). A booking already settled answers as it is.
 */
export function resumePayment(ctx: SagaContext, booking: BookingRow): Promise<PaymentOutcome> {
  return exclusive(ctx, booking.id, async () => {
    const b = await loadBooking(ctx.deps.db, booking.id);
    const done = await settled(ctx, b);
    if (done) return done;
    if (!b.paymentIntentId) throw new BookingError(409, ctx.m.challengeNotPending);
    return afterAuthorisation(ctx, b, await ctx.deps.gateway.get(b.paymentIntentId));
  });
}

/** Repeats after the end: the same answer, no second charge. */
export async function settled(ctx: SagaContext, b: BookingRow): Promise<PaymentOutcome | null> {
  const { db, gateway, verticals } = ctx.deps;
  if (b.status === "paid" || b.status === "ticketed") {
    const intent = b.paymentIntentId && b.paidFromCard > 0 ? await gateway.get(b.paymentIntentId) : null;
    return { message: ctx.m.bookingConfirmed, result: result(b, intent, await linkedItemsOf(db, b)) };
  }
  if (b.status === "failed") {
    const items = await linkedItemsOf(db, b);
    throw new BookingError(409, bundleFailureMessage(verticals, b, items, ctx.m.notCharged));
  }
  if (b.status === "cancelled" || b.status === "voided") throw new BookingError(409, ctx.m.notPayable);
  return null;
}

/** One payment for the booking and its linked items (trip add-ons): their totals together. */
async function intentFor(ctx: SagaContext, b: BookingRow): Promise<PaymentIntent> {
  const { card: amount, credit } = amounts(b, await linkedItemsOf(ctx.deps.db, b));
  // The gateway's key names one amount: with wallet credit the card's part is its own intent (another credit, another amount).
  const idempotencyKey = credit > 0 ? `${b.vertical}-booking:${b.id}:card-${amount}` : `${b.vertical}-booking:${b.id}`;
  // What the operator sees in the gateway's dashboard (docs/deploy.md "Payments"): agency, booking reference, vertical.
  const [agency] = await ctx.deps.db.select({ code: agencies.code }).from(agencies).where(eq(agencies.id, b.agencyId));
  const metadata = { agency: agency?.code ?? b.agencyId, agency_id: b.agencyId, booking_reference: b.referenceNumber, vertical: b.vertical };
  const intent = await ctx.deps.gateway.createIntent({ amount, currency: b.currency, idempotencyKey, metadata, description: `${b.vertical} booking ${b.referenceNumber}` });
  if (b.paymentIntentId !== intent.id) await updateBooking(ctx.deps.db, b.id, { paymentIntentId: intent.id });
  return intent;
}

export async function afterAuthorisation(ctx: SagaContext, b: BookingRow, intent: PaymentIntent): Promise<PaymentOutcome> {
  const { db } = ctx.deps;
  switch (intent.status) {
    case "requires_payment_method": {
      // Declined: the booking stays held; the same key with another card may try again. The credit the attempt
      // held goes back to the wallet (the next attempt holds it again).
      const items = await linkedItemsOf(db, b);
      await returnCredit(db, b, items);
      const released = await loadBooking(db, b.id);
      throw new BookingError(402, ctx.m.cardError(intent.lastError), {}, undefined, result(released, intent, await linkedItemsOf(db, b)));
    }
    case "requires_action":
      return { message: ctx.m.requiresAction, result: result(b, intent, await linkedItemsOf(db, b)) };
    case "canceled":
      await returnCredit(db, b, await linkedItemsOf(db, b));
      throw new BookingError(409, ctx.m.notCharged(b.failureCode));
    case "requires_capture":
    case "succeeded":
      faultPoint("after-authorise", b.vertical);
      return fulfil(ctx, b, intent);
  }
}

/** A payment key names one booking: reusing it for another booking is refused. */
async function bindPaymentKey(ctx: SagaContext, booking: BookingRow, key: string): Promise<void> {
  const { db } = ctx.deps;
  const [other] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.agencyId, booking.agencyId), eq(bookings.paymentIdempotencyKey, key)));
  if (other && other.id !== booking.id) throw new BookingError(409, ctx.m.idempotencyConflict);
  if (other || booking.paymentIdempotencyKey) return;
  try {
    await db
      .update(bookings)
      .set({ paymentIdempotencyKey: key })
      .where(and(eq(bookings.id, booking.id), isNull(bookings.paymentIdempotencyKey)));
  } catch {
    // The unique index: the key was bound to another booking a moment ago.
    throw new BookingError(409, ctx.m.idempotencyConflict);
  }
}
