import { formatMoney, money, subtract } from "@/shared/money";
import { bookingVoucher, totalPaidRow } from "../bookings/voucher";
import type { Db } from "../db/client";
import type { BookingRow } from "../db/schema-bookings";
import type { Translate } from "../i18n";
import { flightOf } from "./vertical";

// The flight's e-ticket receipt (My trip and the flight's booking page): the core's one PDF renderer
// (src/server/bookings/voucher.ts) with the itinerary, the travellers and their ticket numbers, and what
// was paid, in the reader's language; times are the airports' local times.

const m = {
  notIssued: /*i18n*/ { id: "flight.eticket.notIssued", message: "This booking has no e-ticket: it was not paid" },
  title: /*i18n*/ { id: "flight.eticket.title", message: "E-ticket receipt" },
  booking: /*i18n*/ { id: "flight.eticket.booking", message: "Booking" },
  pnr: /*i18n*/ { id: "flight.eticket.pnr", message: "Airline booking code (PNR)" },
  status: /*i18n*/ { id: "flight.eticket.status", message: "Status" },
  flight: /*i18n*/ { id: "flight.eticket.flight", message: "Flight {number}" },
  flightRow: /*i18n*/ { id: "flight.eticket.flightRow", message: "{origin} {departure} → {destination} {arrival}" },
  travellers: /*i18n*/ { id: "flight.eticket.travellers", message: "Travellers" },
  ticket: /*i18n*/ { id: "flight.eticket.ticket", message: "Ticket {number}" },
  noTicket: /*i18n*/ { id: "flight.eticket.noTicket", message: "Not ticketed yet" },
  payment: /*i18n*/ { id: "flight.eticket.payment", message: "Payment" },
  fare: /*i18n*/ { id: "flight.eticket.fare", message: "Fare, taxes and fees" },
  refundProtection: /*i18n*/ { id: "flight.eticket.refundProtection", message: "Refund protection" },
  total: /*i18n*/ { id: "flight.eticket.total", message: "Total paid" },
  refunded: /*i18n*/ { id: "flight.eticket.refunded", message: "Refunded" },
  itinerary: /*i18n*/ { id: "flight.eticket.itinerary", message: "Itinerary" },
  footer: /*i18n*/ { id: "flight.eticket.footer", message: "Bring a passport or ID matching the traveller's name. Check in with the airline using the booking code above." },
  statusTicketed: /*i18n*/ { id: "flight.eticket.statusTicketed", message: "Confirmed and ticketed" },
  statusPaid: /*i18n*/ { id: "flight.eticket.statusPaid", message: "Paid, ticketing in progress" },
  statusCancelled: /*i18n*/ { id: "flight.eticket.statusCancelled", message: "Cancelled" },
  statusVoided: /*i18n*/ { id: "flight.eticket.statusVoided", message: "Voided" },
};

export const eTicketMessages = { notIssued: m.notIssued };

/** The statuses a receipt exists for: paid (and ticketed), and a cancelled or voided one as its record. */
export const E_TICKET_STATUSES = { paid: m.statusPaid, ticketed: m.statusTicketed, cancelled: m.statusCancelled, voided: m.statusVoided } as const;

const local = (dateTime: string) => dateTime.slice(0, 16).replace("T", " ");

export async function flightETicket(db: Db, b: BookingRow, t: Translate, lang: string): Promise<Uint8Array> {
  const { offer, passengers } = flightOf(b);
  const total = money(b.totalAmount, b.currency);
  const protection = b.refundProtection && b.addOnsAmount > 0 ? money(b.addOnsAmount, b.currency) : null;
  const price = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, lang);
  const status = E_TICKET_STATUSES[b.status as keyof typeof E_TICKET_STATUSES];
  const segments = offer.flights.flatMap((leg) => leg.segments);
  return bookingVoucher(db, b, {
    title: t(m.title),
    sections: [
      {
        heading: t(m.booking),
        rows: [
          [t(m.pnr), b.supplierReference ?? "—"],
          [t(m.status), status ? t(status) : b.status],
        ],
      },
      {
        heading: t(m.itinerary),
        rows: segments.map((s): [string, string] => [
          t(m.flight, { number: s.flightNumber }),
          t(m.flightRow, { origin: s.origin, departure: local(s.departureTime), destination: s.destination, arrival: local(s.arrivalTime) }),
        ]),
      },
      {
        heading: t(m.travellers),
        rows: passengers.map((p): [string, string] => [`${p.firstName} ${p.lastName}`, p.ticketNumber ? t(m.ticket, { number: p.ticketNumber }) : t(m.noTicket)]),
      },
      {
        heading: t(m.payment),
        rows: [
          // The lines add up to the total: the fare with the agency's charges, then the protection.
          [t(m.fare), price(protection ? subtract(total, protection) : total)],
          ...(protection ? [[t(m.refundProtection), price(protection)] as [string, string]] : []),
          totalPaidRow(t(m.total), b, lang),
          ...(b.refundAmount ? [[t(m.refunded), price(money(b.refundAmount, b.currency))] as [string, string]] : []),
        ],
      },
    ],
    footer: t(m.footer),
  });
}
