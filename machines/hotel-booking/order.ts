// What a hotel booking pays for: the payment child's `order` (POST api/v2/hotel/booking, then payment).
import type { HotelContact, LeadGuest } from "@/shared/api/hotel-bookings";

/** The checkout's contact with the stay's special requests. */
export type HotelCheckoutContact = HotelContact & { specialRequests?: string };

export interface HotelOrder {
  vertical: "hotel";
  /** The rate as priced (and, after a price change, accepted). */
  rateId: string;
  guests: LeadGuest[];
  contact: HotelContact;
  specialRequests?: string;
  clientId?: string;
  /** Booked from a proposal (docs/decisions.md "Proposals"). */
  proposalId?: string;
  /** The coupon checked at checkout (spec B §3); the server applies it again. */
  couponCode?: string;
  /** Refund protection's quote (spec B add-ons). */
  protectionQuoteId?: string;
}
