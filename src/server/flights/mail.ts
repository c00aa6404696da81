import { formatMoney, money } from "@/shared/money";
import type { BookingRow } from "../db/schema-bookings";
import { queueBookingMail, type ConfirmationMail, type MailOptions } from "../bookings/confirmation-mail";
import type { Db } from "../db/client";
import type { Translator } from "../i18n";
import { flightMessages as m } from "./messages";
import { flightOf } from "./vertical";
import { refundProtectionMessages as rp } from "../bookings/refund-protection-messages";

/** The flight in the core's confirmation mail; times are the airports' local times. */
const flightConfirmation: ConfirmationMail = {
  subject: m.mailSubject,
  total: m.mailTotal,
  signature: m.mailSignature,
  to: (b) => flightOf(b).contact.email,
  lines(t, lang, b) {
    const { offer, passengers, contact } = flightOf(b);
    const legs = offer.flights.map((f) =>
      t(m.mailLeg, {
        origin: f.origin,
        destination: f.destination,
        departure: f.departureTime.slice(0, 16).replace("T", " "),
        arrival: f.arrivalTime.slice(0, 16).replace("T", " "),
        airline: f.airlineName,
      }),
    );
    return [
      t(m.mailGreeting, { name: contact.firstName ?? passengers[0]?.firstName ?? "" }),
      t(m.mailIntro, { referenceNumber: b.referenceNumber, pnr: b.supplierReference ?? "—" }),
      ...legs,
      ...passengers.map((p) => t(m.mailPassenger, { name: `${p.firstName} ${p.lastName}`, ticket: p.ticketNumber ?? "—" })),
      ...(b.addOnsAmount > 0 ? [t(rp.mailLine, { amount: formatMoney(money(b.addOnsAmount, b.currency), lang) })] : []),
    ];
  },
};

export function queueConfirmationMail(deps: { db: Db; translator: Translator }, b: BookingRow, opts?: MailOptions): Promise<string> {
  return queueBookingMail(deps, flightConfirmation, b, opts);
}
