// What a flight booking pays for: the payment child's `order`, and the payment machine typed over it,
// whose `confirmPayment` the web provides as flights' bookAndPay (book and pay in ONE idempotent call), and its
// card rule by name (`payable`, machines/payment/payable.ts).
import type { AddOnSelection } from "../booking/context";
import { createPaymentMachine } from "../payment/payment.machine";
import type { BookingContact, BookingPassenger } from "@/shared/api/flights";

export interface FlightOrder {
  vertical: "flight";
  offerId: string;
  passengers: BookingPassenger[];
  contact: BookingContact;
  addOns: AddOnSelection[];
  /** The client an agent books for (null: for themselves). */
  clientId?: string | null;
  /** Booked from a proposal (docs/decisions.md "Proposals"). */
  proposalId?: string;
}

export const flightPaymentMachine = createPaymentMachine<FlightOrder>();
