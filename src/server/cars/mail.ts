import { eq } from "drizzle-orm";
import { formatMoney, money } from "../../shared/money";
import { agencyNameOf } from "../agency/repository";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { BookingRow } from "../db/schema-bookings";
import type { Translate, Translator } from "../i18n";
import { sendMail } from "../mail/outbox";
import { carMessages as m } from "./messages";
import { carOf } from "./vertical";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The confirmation mail in the booker's language; times are the desks' local times. */
function confirmationMail(t: Translate, lang: string, b: BookingRow, agencyName: string) {
  const { offer, driver } = carOf(b);
  const lines = [
    t(m.mailGreeting, { name: driver.firstName }),
    t(m.mailIntro, { referenceNumber: b.referenceNumber, vendor: offer.vendorName, confirmation: b.supplierReference ?? "—" }),
    t(m.mailCar, { vehicle: offer.vehicleName, sipp: offer.sipp }),
    t(m.mailPickUp, { place: offer.pickUpLocation.name, time: offer.pickUpDateTime.replace("T", " ") }),
    t(m.mailDropOff, { place: offer.dropOffLocation.name, time: offer.returnDateTime.replace("T", " ") }),
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
export async function queueCarConfirmationMail(
  deps: { db: Db; translator: Translator },
  b: BookingRow,
  opts: { to?: string | undefined; t?: Translate; lang?: string } = {},
): Promise<string> {
  const agencyName = await agencyNameOf(deps.db, b.agencyId);
  const [booker] = await deps.db.select({ language: users.language }).from(users).where(eq(users.id, b.bookedByUserId));
  const lang = opts.lang ?? booker?.language ?? "en";
  const t = opts.t ?? deps.translator.translator(booker?.language ?? "en");
  return sendMail(deps.db, { agencyId: b.agencyId, to: opts.to ?? carOf(b).contact.email, ...confirmationMail(t, lang, b, agencyName) });
}
