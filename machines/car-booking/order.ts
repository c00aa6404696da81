// What a car booking pays for: the payment child's `order` (the web's `confirmPayment` sends it as
// reserveCar then payment: book and pay, idempotent).
import type { CarContact, CarDriver } from "@/shared/api/cars";
import type { CarExtraChoice } from "@/shared/api/car-bookings";

export interface CarOrder {
  vertical: "car";
  offerId: string;
  driver: CarDriver | null;
  contact: CarContact | null;
  /** The extras chosen at checkout (child seat, additional driver), from the core's add-on slot. */
  extras: CarExtraChoice[];
  /** spec B add-ons: the refund protection quote ticked (null: none), from the same slot. */
  refundProtectionQuoteId: string | null;
  /** The client an agent books for (null: for themselves). */
  clientId?: string | null;
  /** Booked from a proposal (docs/decisions.md "Proposals"). */
  proposalId?: string;
}
