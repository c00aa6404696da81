import type { MessageDescriptor } from "@lingui/core";
import type { BookingStatus } from "@/shared/booking/statuses";
import type { BookedRefundProtection } from "@/shared/api/refund-protection";
import type { Money } from "@/shared/money";
import type { PaymentIntent } from "../../payments/types";
import type { TripParty } from "../vertical";

// The saga's public shapes: what a vertical's routes send in (HoldRequest, HoldPlan) and get back (PaymentOutcome).

export interface PaymentOutcome {
  message: MessageDescriptor;
  result: PaymentResult;
}

/** The payment attempt as the client sees it (the same for every vertical). */
export interface PaymentResult {
  referenceNumber: string;
  intentId: string | null;
  bookingStatus: BookingStatus;
  paymentStatus: PaymentIntent["status"];
  challengeId: string | null;
  card: { brand: string; last4: string } | null;
  errorCode: string | null;
  totalAmount: Money;
  /** spec B §3: what the reward wallet paid and what the card paid of totalAmount. */
  paidFromCredit: Money;
  paidFromCard: Money;
}

/** A booking request as the core sees it; the vertical checks the rest (travellers, rooms) in `plan`. */
export interface HoldRequest {
  idempotencyKey: string;
  offerId: string;
  clientId?: string | undefined;
  /** The refund protection quote named (spec B add-ons); part of what makes a repeat "the same request". */
  addOnQuoteId: string | null;
  /** The coupon code named (spec B §3 coupon code), upper case; part of what makes a repeat "the same request". */
  couponCode?: string | null;
  /**
   * Trip add-on bundle: the items chosen with this booking (their quote ids), held with it as linked bookings of
   * their own verticals and paid in the same payment; part of what makes a repeat "the same request".
   */
  tripAddOnQuoteIds?: readonly string[];
  /** Booked from this proposal (docs/decisions.md "Proposals"): marked booked once the booking is paid. */
  proposalId?: string | undefined;
  /**
   * The declined hold this new attempt continues (its reference): reused only when named and only if it is the
   * caller's same purchase; unnamed, a new key is a booking of its own (docs/decisions.md "A retry after a declined card").
   */
  retryOf?: string | undefined;
}

/** What the vertical found when it checked the request with its supplier. */
export interface HoldPlan {
  supplier: string;
  offerId: string;
  offerExpiresAt: Date;
  /** The supplier's price: markup and fee are added here. */
  net: Money;
  /**
   * The part of `net` the agency sells at the supplier's price, with no markup (a car's child seat at the
   * vendor's day rate, spec B add-ons): the checkout shows it as its own line at that price. Absent: none.
   */
  atSupplierPrice?: Money;
  details: Record<string, unknown>;
  /** The add-on bought for the priced trip (refund protection), or null. */
  addOn?: (tripTotal: Money) => Promise<BookedRefundProtection | null>;
  /**
   * A coupon's discount on the priced trip (markup and fee included, add-ons not), checked now: it is
   * taken off the total the card is charged. Refund protection is priced on the trip before it.
   */
  discount?: (tripTotal: Money) => Promise<{ code: string; amount: Money } | null>;
  /** Who travels, for the items of a trip add-on bundle booked with this booking (the anchor's travellers). */
  party?: TripParty;
}
