import type { ActivityContact, ActivityLocation, ActivityOffer, ActivityTraveller, BookingAnswer } from "@/shared/api/activities";
import type { ActivityBookingRequest } from "@/shared/api/activity-bookings";
import { REFUND_PROTECTION } from "@/shared/api/refund-protection";
import { money, type Money } from "@/shared/money";
import { cardErrorMessage } from "../bookings/card-errors";
import { BookingError } from "../bookings/errors";
import type { HoldPlan } from "../bookings/saga";
import { supplierHoldsOf, type BookingVertical } from "../bookings/vertical";
import type { Db } from "../db/client";
import type { BookingRow } from "../db/schema-bookings";
import { redeemQuote } from "../bookings/refund-protection";
import type { ActivitySupplier } from "../suppliers/activities/types";
import type { ExchangeRate } from "../suppliers/types";
import { ActivitySupplierError } from "../suppliers/activities/types";
import { fromSupplier, notChargedMessage, supplierCall } from "./errors";
import { activityServerMessages as m } from "./messages";
import { activityProposalItem } from "./proposal-item";

// Activities described for the booking core (src/server/bookings): how an activity is booked and
// cancelled with the provider, and what an activity booking keeps of its own.

/** What only an activity booking has; the core keeps it in `details`. */
export interface ActivityBookingDetails {
  /** The offer as the provider priced it (net). */
  offer: ActivityOffer;
  travellers: ActivityTraveller[];
  contact: ActivityContact;
  answers: BookingAnswer[];
}

export function activityOf(b: BookingRow): ActivityBookingDetails {
  if (b.vertical !== "activity") throw new Error(`booking ${b.id} is a ${b.vertical} booking, not an activity`);
  return b.details as unknown as ActivityBookingDetails;
}

/** Where the booked activity starts, as the provider resolves it now; null when it no longer can. */
export async function meetingPointOf(supplier: ActivitySupplier, productCode: string): Promise<ActivityLocation | null> {
  try {
    const product = await supplier.details(productCode);
    return await supplier.location(product.meetingPoint.ref);
  } catch (error) {
    if (error instanceof ActivitySupplierError) return null;
    throw error;
  }
}

/** The provider's refund in the booking's currency (spec B §3 exchangeRate: shown beside it). */
function converted(b: BookingRow, amount: Money, rate: ExchangeRate | null | undefined): Money {
  return rate ? money(Math.round(amount.amount * rate.rate), b.currency) : amount;
}

export function activityVertical(supplier: ActivitySupplier): BookingVertical {
  const referenceOf = (b: BookingRow) => b.supplierReference ?? "";
  return {
    id: "activity",
    referencePrefix: "AC",
    messages: {
      bookingConfirmed: m.bookingConfirmed,
      requiresAction: m.requiresAction,
      paymentInProgress: m.paymentInProgress,
      challengeNotPending: m.challengeNotPending,
      notPayable: m.notPayable,
      notReleasable: m.notReleasable,
      offerExpired: m.offerExpired,
      idempotencyConflict: m.idempotencyConflict,
      clientNotAllowed: m.clientNotAllowed,
      clientNotFound: m.clientNotFound,
      notCharged: notChargedMessage,
      cardError: cardErrorMessage,
    },
    cancellationMessages: { alreadyCancelled: m.alreadyCancelled, notCancellable: m.notCancellable, notVoidable: m.notCancellable },
    async book(b, idempotencyKey) {
      const d = activityOf(b);
      const booked = await supplier.book(b.offerId, { travellers: d.travellers, answers: d.answers }, idempotencyKey);
      return { supplierReference: booked.reference, supplierOrderId: booked.orderId, details: { ...d } };
    },
    ...supplierHoldsOf(supplier),
    async unbook(b) {
      if (b.supplierReference) await supplier.cancel(b.supplierReference);
    },
    failureCode: (error) => (error instanceof ActivitySupplierError ? error.code : null),
    cancelQuote: async (b) => {
      const q = await supplier.cancelQuote(referenceOf(b));
      return { ...q, penalty: converted(b, q.penalty, q.exchangeRate), refund: converted(b, q.refund, q.exchangeRate) };
    },
    cancel: async (b, reason) => {
      const done = await supplier.cancel(referenceOf(b), reason);
      const rate = done.exchangeRate;
      return { exchangeRate: rate ?? null, penalty: done.penalty && converted(b, done.penalty, rate), refund: done.refund && converted(b, done.refund, rate) };
    },
    supplierError: (error) => fromSupplier(error),
    proposalItem: activityProposalItem(supplier),
  };
}

/**
 * POST bookings/book's own checks before the core holds the booking: the offer priced again (a changed
 * price is accepted at checkout, never silently here), the travellers matching its adults and children,
 * the answers the product needs, and the refund protection quoted for this offer (spec B add-ons).
 */
export function activityHoldPlan(supplier: ActivitySupplier, req: ActivityBookingRequest, party: { db: Db; agencyId: string; userId: string }): () => Promise<HoldPlan> {
  return async () => {
    const outcome = await supplierCall(() => supplier.price(req.offerId));
    if (outcome.priceChanged) throw new BookingError(409, m.priceChanged);
    const offer = outcome.offer;
    const adults = req.travellers.filter((t) => t.type === "ADT").length;
    const children = req.travellers.filter((t) => t.type === "CHD").length;
    if (adults !== offer.travellers.ADT || children !== offer.travellers.CHD) {
      throw new BookingError(400, m.travellersMismatch, { expected: `ADT ${offer.travellers.ADT}, CHD ${offer.travellers.CHD}` }, "body.travellers");
    }
    for (const question of offer.bookingQuestions) {
      if (question.required && !req.answers.some((a) => a.questionId === question.id)) {
        throw new BookingError(400, m.answerMissing, {}, `body.answers.${question.id}`);
      }
    }
    const details: ActivityBookingDetails = { offer, travellers: req.travellers, contact: req.contact, answers: req.answers };
    const protection = req.addOns.find((addOn) => addOn.kind === REFUND_PROTECTION);
    return {
      supplier: supplier.name,
      offerId: offer.id,
      offerExpiresAt: new Date(offer.expiresAt),
      net: offer.totalAmount,
      details: { ...details },
      addOn: protection ? (tripTotal) => redeemQuote(party.db, { agencyId: party.agencyId, userId: party.userId }, protection.quoteId, { offerId: offer.id, tripTotal }) : undefined,
    };
  };
}
