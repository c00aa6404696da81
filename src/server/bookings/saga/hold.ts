import { randomUUID } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users, type AgencyRow, type UserRow } from "../../db/schema";
import { bookings, type BookingRow } from "../../db/schema-bookings";
import { applyPricingWithPassThrough, type PricingRule } from "../../pricing/markup";
import { pricingRuleFor } from "../../pricing/rules";
import { linkedItemsOf, sameItems } from "../bundle";
import { BookingError } from "../errors";
import { proposalOfBooking } from "../proposal-bookings";
import { findByIdempotencyKey, findByPaymentKey, insertHeldBundle, newReferenceNumber, updateBooking } from "../repository";
import { tripAddOnMessages } from "../trip-add-on-messages";
import { TripAddOns, type LinkedPlan } from "../trip-add-ons";
import type { SagaMessages } from "../vertical";
import type { SagaContext } from "./context";
import type { HoldPlan, HoldRequest } from "./types";

// The hold phase: one booking per idempotency key (and its trip add-ons' linked bookings), priced here; a retry
// after a declined card that names the declined hold reuses it. Nothing is held at the supplier before payment.

type Held = { booking: BookingRow; created: boolean };

/** The agency client an agent books for (null: the user themself): only agents may, and only their agency's customers. */
export async function resolveBookingClient(db: Db, m: Pick<SagaMessages, "clientNotAllowed" | "clientNotFound">, agency: AgencyRow, user: UserRow, clientId: string | undefined): Promise<UserRow | null> {
  if (!clientId || clientId === user.id) return null;
  if (!user.isTravelAgent) throw new BookingError(403, m.clientNotAllowed);
  const [client] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, clientId), eq(users.agencyId, agency.id), eq(users.userType, "Customer")));
  if (!client) throw new BookingError(400, m.clientNotFound, {}, "body.clientId");
  return client;
}

/** `plan` runs only for a new key: the vertical checks the request with its supplier. */
export async function hold(ctx: SagaContext, agency: AgencyRow, user: UserRow, req: HoldRequest, plan: () => Promise<HoldPlan>): Promise<Held> {
  // A repeat of the attempt (a lost answer, a reload): its booking by the key it was made with, or the declined hold it took over.
  const existing = (await findByIdempotencyKey(ctx.deps.db, agency.id, req.idempotencyKey)) ?? (await findByPaymentKey(ctx.deps.db, agency.id, req.idempotencyKey));
  if (existing) return { booking: await sameRequest(ctx, existing, user, req), created: false };
  const key = `${agency.id}:${req.idempotencyKey}`;
  const running = ctx.creating.get(key);
  if (running) return { booking: await sameRequest(ctx, (await running).booking, user, req), created: false };
  const work = holdOnce(ctx, agency, user, req, plan);
  ctx.creating.set(key, work);
  void work.finally(() => ctx.creating.delete(key)).catch(() => undefined);
  return work;
}

/** A repeat must be the same request (same vertical, offer, user, add-ons); otherwise the key is misused. */
async function sameRequest(ctx: SagaContext, existing: BookingRow, user: UserRow, req: HoldRequest): Promise<BookingRow> {
  const same =
    existing.vertical === ctx.deps.vertical.id &&
    existing.bookedByUserId === user.id &&
    existing.offerId === req.offerId &&
    (existing.refundProtection?.quoteId ?? null) === req.addOnQuoteId &&
    existing.couponCode === (req.couponCode ?? null) &&
    sameItems(await linkedItemsOf(ctx.deps.db, existing), req.tripAddOnQuoteIds ?? []);
  if (!same) throw new BookingError(409, ctx.m.idempotencyConflict);
  return existing;
}

function tripAddOns(ctx: SagaContext): TripAddOns {
  if (!ctx.deps.verticals) throw new BookingError(409, tripAddOnMessages.unavailable, {}, "body.addOns");
  return new TripAddOns({ db: ctx.deps.db, verticals: ctx.deps.verticals, log: ctx.deps.log });
}

async function holdOnce(ctx: SagaContext, agency: AgencyRow, user: UserRow, req: HoldRequest, plan: () => Promise<HoldPlan>): Promise<Held> {
  const { db, vertical } = ctx.deps;
  const client = await resolveBookingClient(db, ctx.m, agency, user, req.clientId);
  const p = await plan();
  const quoteIds = req.tripAddOnQuoteIds ?? [];
  // Trip add-on bundle: each chosen item checked again by its own vertical and supplier before anything is held.
  const linked = quoteIds.length ? await tripAddOns(ctx).plan({ agency, user, client }, { vertical: vertical.id, offerId: p.offerId }, p.party, quoteIds) : [];
  // A declined card, then the same checkout again (another card, perhaps corrected travellers): the new attempt
  // names the declined hold (`retryOf`) and it is reused, never a second booking of the same offer. Unnamed, a new
  // key is a checkout of its own: another tab booking the same offer must not take this checkout's hold over.
  const retried = await declinedHold(ctx, agency, user, client, p, req, quoteIds);
  if (retried) {
    for (const item of await linkedItemsOf(db, retried)) {
      const again = linked.find((l) => l.quoteId === item.tripAddOn?.quoteId);
      if (again) await updateBooking(db, item.id, { details: again.plan.details });
    }
    // The new attempt's key must find the hold too: a checkout that resumes asks what became of its payment by its own key
    // (resumable checkouts), and the key the hold was made with belongs to the attempt that was declined.
    return { booking: await takeOver(ctx, retried, req.idempotencyKey, p.details), created: false };
  }
  const rule: PricingRule = await pricingRuleFor(db, vertical.id, agency.id, user, client);
  const price = applyPricingWithPassThrough(p.net, p.atSupplierPrice, rule);
  const addOn = p.addOn ? await p.addOn(price.total) : null;
  const addOnsAmount = addOn?.protectionAmount.amount ?? 0;
  const discount = p.discount ? await p.discount(price.total) : null;
  const discountAmount = discount?.amount.amount ?? 0;
  const common = { agencyId: agency.id, bookedByUserId: user.id, clientUserId: client?.id ?? null };
  const proposalId = await proposalOfBooking(db, { agencyId: agency.id, clientUserId: client?.id ?? user.id, vertical: vertical.id }, req.proposalId);
  const bundleId = linked.length ? randomUUID() : null;
  // A bundle is bookable until its first part expires.
  const offerExpiresAt = new Date(Math.min(p.offerExpiresAt.getTime(), ...linked.map((l) => l.plan.offerExpiresAt.getTime())));
  const inserted = await insertHeldBundle(
    db,
    {
      ...common,
      vertical: vertical.id,
      referenceNumber: newReferenceNumber(vertical.referencePrefix),
      idempotencyKey: req.idempotencyKey,
      supplier: p.supplier,
      offerId: p.offerId,
      offerExpiresAt,
      details: p.details,
      currency: price.total.currency,
      netAmount: price.net.amount,
      markupAmount: price.markup.amount,
      feeAmount: price.fee.amount,
      addOnsAmount,
      discountAmount,
      couponCode: discount?.code ?? null,
      totalAmount: price.total.amount - discountAmount + addOnsAmount,
      // The card pays everything until the payment holds wallet credit (spec B §3 paidFromCard).
      paidFromCard: price.total.amount - discountAmount + addOnsAmount,
      refundProtection: addOn,
      markupType: rule.markupType,
      markupValue: rule.markupValue,
      bundleId,
      proposalId,
    },
    linked.map((l) => linkedValues(l, common, req.idempotencyKey, bundleId)),
  );
  if (inserted) return { booking: inserted, created: true };
  // Another server won the insert for this key.
  const winner = await findByIdempotencyKey(db, agency.id, req.idempotencyKey);
  if (!winner) throw new Error("idempotent booking insert lost");
  return { booking: await sameRequest(ctx, winner, user, req), created: false };
}

/** A bundle's item as an ordinary held booking of its own vertical, at its bundle price (the discount as its own column). */
function linkedValues(l: LinkedPlan, common: { agencyId: string; bookedByUserId: string; clientUserId: string | null }, key: string, bundleId: string | null) {
  const { plan, price } = l;
  return {
    ...common,
    vertical: l.entry.vertical.id,
    referenceNumber: newReferenceNumber(l.entry.vertical.referencePrefix),
    idempotencyKey: `${key}#${l.productCode}`,
    supplier: plan.supplier,
    offerId: plan.offerId,
    offerExpiresAt: plan.offerExpiresAt,
    details: plan.details,
    currency: price.price.currency,
    netAmount: price.priced.net.amount,
    markupAmount: price.priced.markup.amount,
    feeAmount: price.priced.fee.amount,
    addOnsAmount: 0,
    discountAmount: price.discount.amount,
    couponCode: null,
    totalAmount: price.price.amount,
    paidFromCard: price.price.amount,
    refundProtection: null,
    markupType: price.rule.markupType,
    markupValue: price.rule.markupValue,
    bundleId,
    tripAddOn: { quoteId: l.quoteId, productCode: l.productCode, discountPercent: l.discountPercent },
  };
}

/**
 * The hold the request names (`retryOf`), if it is the user's unexpired hold of this offer, for the same client and
 * add-ons, whose last card was declined. Anything else named (another user's, another offer's, a paid booking) is not
 * reused and gets no error either: the request makes a hold of its own, and says nothing about the booking it named.
 */
async function declinedHold(ctx: SagaContext, agency: AgencyRow, user: UserRow, client: UserRow | null, p: HoldPlan, req: HoldRequest, quoteIds: readonly string[]): Promise<BookingRow | null> {
  if (!req.retryOf) return null;
  const couponCode = req.couponCode ?? null;
  const [b] = await ctx.deps.db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.agencyId, agency.id),
        eq(bookings.referenceNumber, req.retryOf),
        eq(bookings.vertical, ctx.deps.vertical.id),
        eq(bookings.bookedByUserId, user.id),
        client ? eq(bookings.clientUserId, client.id) : isNull(bookings.clientUserId),
        eq(bookings.offerId, p.offerId),
        eq(bookings.status, "held"),
        isNotNull(bookings.paymentIntentId),
        isNull(bookings.leadBookingId),
        gt(bookings.offerExpiresAt, sql`now()`),
        or(isNull(bookings.paymentLockedUntil), lt(bookings.paymentLockedUntil, sql`now()`)),
      ),
    );
  if (!b?.paymentIntentId) return null;
  // The same purchase only: extras chosen again after the decline (another net) are a new hold at their own price.
  if ((b.refundProtection?.quoteId ?? null) !== req.addOnQuoteId || b.couponCode !== couponCode || b.netAmount !== p.net.amount) return null;
  if (!sameItems(await linkedItemsOf(ctx.deps.db, b), quoteIds)) return null;
  const intent = await ctx.deps.gateway.get(b.paymentIntentId);
  return intent.status === "requires_payment_method" && intent.lastError ? b : null;
}

async function takeOver(ctx: SagaContext, held: BookingRow, key: string, details: HoldPlan["details"]): Promise<BookingRow> {
  try {
    return await updateBooking(ctx.deps.db, held.id, { details, paymentIdempotencyKey: key });
  } catch {
    // The unique index: this key already pays for another booking of the agency.
    throw new BookingError(409, ctx.m.idempotencyConflict);
  }
}
