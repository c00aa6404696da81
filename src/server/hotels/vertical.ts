import type { HotelBookingRequest, HotelContact, LeadGuest } from "@/shared/api/hotel-bookings";
import { REFUND_PROTECTION } from "@/shared/api/refund-protection";
import { money } from "@/shared/money";
import { applyCoupon } from "../bookings/coupons";
import { BookingError } from "../bookings/errors";
import type { HoldPlan } from "../bookings/saga";
import { supplierHoldsOf, type BookingVertical } from "../bookings/vertical";
import type { Db } from "../db/client";
import type { BookingRow } from "../db/schema-bookings";
import { redeemQuote } from "../bookings/refund-protection";
import { cardErrorMessage } from "../bookings/card-errors";
import { HotelSupplierError, type HotelSupplier, type PricedRate } from "../suppliers/hotels/types";
import { fromHotelSupplier, notChargedMessage } from "./errors";
import { hotelBundleItem } from "./bundle-item";
import { hotelMessages as m } from "./messages";
import { hotelProposalItem } from "./proposal-item";

// Hotels described for the booking core (src/server/bookings): how a stay is booked and cancelled with
// the hotel supplier, and what a hotel booking keeps of its own. The confirmation number is the core's
// supplier reference.

/** What only a hotel booking has; the core keeps it in `details`. */
export interface HotelDetails {
  offer: PricedRate;
  guests: LeadGuest[];
  contact: HotelContact;
  specialRequests: string | null;
}

export function hotelOf(b: BookingRow): HotelDetails {
  if (b.vertical !== "hotel") throw new Error(`booking ${b.id} is a ${b.vertical} booking, not a hotel`);
  return b.details as unknown as HotelDetails;
}

export function hotelVertical(supplier: HotelSupplier): BookingVertical {
  const confirmationOf = (b: BookingRow) => b.supplierReference ?? "";
  return {
    id: "hotel",
    referencePrefix: "HT",
    messages: { ...m, offerExpired: m.rateExpired, notCharged: notChargedMessage, cardError: cardErrorMessage },
    // Hotels have no void: a cancellation follows the rate's policy.
    cancellationMessages: { alreadyCancelled: m.alreadyCancelled, notCancellable: m.notCancellable, notVoidable: m.notCancellable },
    async book(b, idempotencyKey) {
      const d = hotelOf(b);
      const booked = await supplier.book(b.offerId, { guests: d.guests, contact: d.contact, specialRequests: d.specialRequests }, idempotencyKey);
      return { supplierReference: booked.reference, supplierOrderId: booked.orderId, details: { ...d } };
    },
    ...supplierHoldsOf(supplier),
    async unbook(b) {
      if (b.supplierReference) await supplier.cancel(b.supplierReference);
    },
    failureCode: (error) => (error instanceof HotelSupplierError ? error.code : null),
    cancelQuote: (b) => supplier.cancelQuote(confirmationOf(b)),
    cancel: (b) => supplier.cancel(confirmationOf(b)),
    supplierError: (error) => fromHotelSupplier(error),
    bundleItem: hotelBundleItem(supplier),
    proposalItem: hotelProposalItem(supplier),
  };
}

/**
 * POST api/v2/hotel/booking's own checks before the core holds the booking: the rate priced again
 * (spec B §4: a changed price is accepted on the details page, never silently here), one lead guest
 * per room, the refund protection quoted for this rate and the coupon applied again (spec B §3: the
 * discount charged is the server's, whatever the checkout showed).
 */
export function hotelHoldPlan(supplier: HotelSupplier, req: HotelBookingRequest, party: { db: Db; agencyId: string; userId: string }): () => Promise<HoldPlan> {
  return async () => {
    let outcome;
    try {
      outcome = await supplier.price(req.rateId);
    } catch (error) {
      throw fromHotelSupplier(error, "body.rateId");
    }
    if (outcome.priceChanged) throw new BookingError(409, m.priceChanged);
    const offer = outcome.offer;
    if (req.guests.length !== offer.rooms.length) throw new BookingError(400, m.guestsMismatch, { rooms: offer.rooms.length }, "body.guests");
    const details: HotelDetails = { offer, guests: req.guests, contact: req.contact, specialRequests: req.specialRequests ?? null };
    const protection = req.addOns?.find((addOn) => addOn.kind === REFUND_PROTECTION);
    const { couponCode } = req;
    return {
      supplier: supplier.name,
      offerId: offer.id,
      offerExpiresAt: new Date(offer.rate.expiresAt),
      net: money(offer.rate.net.amount, offer.rate.net.currency),
      details: { ...details },
      addOn: protection ? (tripTotal) => redeemQuote(party.db, { agencyId: party.agencyId, userId: party.userId }, protection.quoteId, { offerId: offer.id, tripTotal }) : undefined,
      discount: couponCode
        ? async (tripTotal) => {
            const applied = await applyCoupon(party.db, party.agencyId, "hotel", couponCode, tripTotal);
            return { code: applied.code, amount: applied.discount };
          }
        : undefined,
    };
  };
}
