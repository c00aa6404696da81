import type { Money } from "@/shared/money";

// What the hotel and activity sandboxes keep of a booking in their own tables (`hotel_sandbox_orders.data`,
// `activity_sandbox_bookings.data`): the rows' shapes belong to the db layer, which imports no feature.

/** A booked sandbox order. */
export interface HotelSandboxOrder {
  reference: string;
  orderId: string;
  rateId: string;
  net: number;
  currency: string;
  lastNames: string[];
  status: "booked" | "cancelled";
  /** Penalty quotes given so far (the REQUOTE trigger). */
  quotes: number;
}

/** The provider's side of a booking. */
export interface SandboxActivityBooking {
  reference: string;
  offerId: string;
  status: "confirmed" | "cancelled";
  total: Money;
  lastNames: string[];
  /** Cancellation quotes given so far (the REQUOTE trigger). */
  quotes: number;
  reason: string | null;
  refund: Money | null;
}
