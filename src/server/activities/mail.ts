import { eq } from "drizzle-orm";
import type { ActivityLocation } from "../../shared/api/activities";
import { formatMoney, money } from "../../shared/money";
import { agencyNameOf } from "../agency/repository";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { BookingRow } from "../db/schema-bookings";
import type { Translate, Translator } from "../i18n";
import { sendMail } from "../mail/outbox";
import type { ActivitySupplier } from "../suppliers/activities/types";
import { activityServerMessages as m } from "./messages";
import { activityOf, meetingPointOf } from "./vertical";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The confirmation in the traveller's language; the start time is the place's local time. */
function confirmationMail(t: Translate, lang: string, b: BookingRow, agencyName: string, meetingPoint: ActivityLocation | null) {
  const { offer, travellers } = activityOf(b);
  const lead = travellers[0];
  const lines = [
    t(m.mailGreeting, { name: lead ? lead.firstName : "" }),
    t(m.mailIntro, { referenceNumber: b.referenceNumber, supplierReference: b.supplierReference ?? "—" }),
    t(m.mailActivity, { title: offer.title, option: offer.optionTitle, date: offer.travelDate, time: offer.startTime }),
    ...(meetingPoint ? [t(m.mailMeetingPoint, { address: `${meetingPoint.name}. ${meetingPoint.address}` })] : []),
    t(m.mailTravellers, { names: travellers.map((p) => `${p.firstName} ${p.lastName}`).join(", ") }),
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
export async function queueActivityMail(
  deps: { db: Db; translator: Translator; supplier: ActivitySupplier },
  b: BookingRow,
  opts: { to?: string | undefined; t?: Translate; lang?: string } = {},
): Promise<string> {
  const agencyName = await agencyNameOf(deps.db, b.agencyId);
  const [booker] = await deps.db.select({ language: users.language }).from(users).where(eq(users.id, b.bookedByUserId));
  const lang = opts.lang ?? booker?.language ?? "en";
  const t = opts.t ?? deps.translator.translator(booker?.language ?? "en");
  const mail = confirmationMail(t, lang, b, agencyName, await meetingPointOf(deps.supplier, activityOf(b).offer.productCode));
  return sendMail(deps.db, { agencyId: b.agencyId, to: opts.to ?? activityOf(b).contact.email, ...mail });
}
