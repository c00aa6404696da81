import type { MessageDescriptor } from "@lingui/core";
import { eq } from "drizzle-orm";
import { formatMoney, money } from "@/shared/money";
import { agencyNameOf } from "../agency/repository";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { BookingRow } from "../db/schema-bookings";
import type { Translate, Translator } from "../i18n";
import { sendMail } from "../mail/outbox";

// Every vertical's confirmation mail, one skeleton (docs/architecture.md "Server"): the agency's name (white
// label), the booker's language unless the caller's request gives one, the subject with the reference, the
// vertical's own lines, the total paid and the agency's signature, as text and as HTML paragraphs, queued in
// the outbox (the request never waits on SMTP).

/** Who asks for the mail again (the booking page's "Email me"): another address, the request's language. */
export interface MailOptions {
  readonly to?: string | undefined;
  readonly t?: Translate;
  readonly lang?: string;
}

/** What a vertical's confirmation says in its own words. */
export interface ConfirmationMail {
  /** Values `{ agencyName, referenceNumber }`. */
  readonly subject: MessageDescriptor;
  /** Values `{ total }`; absent when the vertical's lines already say the total. */
  readonly total?: MessageDescriptor;
  /** Values `{ agencyName }`. */
  readonly signature?: MessageDescriptor;
  /** The contact the booking was made with. */
  to(b: BookingRow): string;
  /** The lines between the subject and the total: greeting, what was booked, who travels. */
  lines(t: Translate, lang: string, b: BookingRow): readonly string[] | Promise<readonly string[]>;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** Puts the vertical's confirmation of `b` into the outbox (src/server/mail); answers the mail's id. */
export async function queueBookingMail(deps: { db: Db; translator: Translator }, mail: ConfirmationMail, b: BookingRow, opts: MailOptions = {}): Promise<string> {
  const agencyName = await agencyNameOf(deps.db, b.agencyId);
  const [booker] = await deps.db.select({ language: users.language }).from(users).where(eq(users.id, b.bookedByUserId));
  const lang = opts.lang ?? booker?.language ?? "en";
  const t = opts.t ?? deps.translator.translator(booker?.language ?? "en");
  const lines = [
    ...(await mail.lines(t, lang, b)),
    ...(mail.total ? [t(mail.total, { total: formatMoney(money(b.totalAmount, b.currency), lang) })] : []),
    ...(mail.signature ? [t(mail.signature, { agencyName })] : []),
  ];
  return sendMail(deps.db, {
    agencyId: b.agencyId,
    to: opts.to ?? mail.to(b),
    subject: t(mail.subject, { agencyName, referenceNumber: b.referenceNumber }),
    text: lines.join("\n\n"),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n"),
  });
}
