import type { BookingContact, BookingPassenger, FlightOffer } from "../api/flights";
import type { Money } from "../money";

// The flight supplier's order (PNR) as the supplier answers it and the sandbox keeps it (`flight_orders.data`):
// here so the db layer types its jsonb column without importing the supplier.

export type SupplierOrderStatus = "held" | "ticketed" | "cancelled" | "voided";

export interface SupplierOrderPassenger extends BookingPassenger {
  readonly ticketNumber: string | null;
}

export interface SupplierOrder {
  readonly orderId: string;
  /** Six-character record locator. */
  readonly pnr: string;
  readonly status: SupplierOrderStatus;
  readonly offer: FlightOffer;
  readonly passengers: readonly SupplierOrderPassenger[];
  readonly contact: BookingContact;
  readonly totalAmount: Money;
  readonly createdAt: string;
  readonly ticketedAt: string | null;
  readonly cancelledAt: string | null;
  /** Set when cancelled or voided. */
  readonly penalty: Money | null;
  readonly refund: Money | null;
}
