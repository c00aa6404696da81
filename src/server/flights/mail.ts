import { eq } from "drizzle-orm";
import { formatMoney, money } from "../../shared/money";
import { agencyNameOf } from "../agency/repository";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { BookingRow } from "../db/schema-bookings";
import type { Translate, Translator } from "../i18n";
import { sendMail } from "../mail/outbox";
import { flightMessages as m } from "./messages";
import { flightOf } from "./vertical";
import { refundProtectionMessages as rp } from "../bookings/refund-protection-messages";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The confirmation mail in the traveller's language; times are the airports' local times. */
function confirmationMail(t: Translate, lang: string, b: BookingRow, agencyName: string, name: string) {
  const flight = flightOf(b);
  const legs = flight.offer.flights.map((f) =>
    t(m.mailLeg, {
      origin: f.origin,
      destination: f.destination,
      departure: f.departureTime.slice(0, 16).replace("T", " "),
      arrival: f.arrivalTime.slice(0, 16).replace("T", " "),
      airline: f.airlineName,
    }),
  );
  const passengers = flight.passengers.map((p) => t(m.mailPassenger, { name: `${p.firstName} ${p.lastName}`, ticket: p.ticketNumber ?? "—" }));
  const lines = [
    t(m.mailGreeting, { name }),
    t(m.mailIntro, { referenceNumber: b.referenceNumber, pnr: b.supplierReference ?? "—" }),
    ...legs,
    ...passengers,
    ...(b.addOnsAmount > 0 ? [t(rp.mailLine, { amount: formatMoney(money(b.addOnsAmount, b.currency), lang) })] : []),
    t(m.mailTotal, { total: formatMoney(money(b.totalAmount, b.currency), lang) }),
    t(m.mailSignature, { agencyName }),
  ];
  return {
    subject: t(m.mailSubject, { agencyName, referenceNumber: b.referenceNumber }),
    text: lines.join("\n\n"),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n"),
  };
}

/** Puts the confirmation into the outbox (src/server/mail): the request never waits on SMTP. */
export async function queueConfirmationMail(
  deps: { db: Db; translator: Translator },
  b: BookingRow,
  opts: { to?: string | undefined; t?: Translate; lang?: string } = {},
): Promise<string> {
  const agencyName = await agencyNameOf(deps.db, b.agencyId);
  const [booker] = await deps.db.select({ language: users.language }).from(users).where(eq(users.id, b.bookedByUserId));
  const lang = opts.lang ?? booker?.language ?? "en";
  const t = opts.t ?? deps.translator.translator(booker?.language ?? "en");
  const { contact, passengers } = flightOf(b);
  const name = contact.firstName ?? passengers[0]?.firstName ?? "";
  const mail = confirmationMail(t, lang, b, agencyName, name);
  return sendMail(deps.db, { agencyId: b.agencyId, to: opts.to ?? contact.email, ...mail });
}
