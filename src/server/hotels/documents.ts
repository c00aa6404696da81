import { formatMoney, money } from "../../shared/money";
import { BOARD_LABELS, dataLabel, ROOM_TYPE_LABELS } from "../../shared/data-labels";
import { agencyNameOf } from "../agency/repository";
import { bookedPenaltyOf } from "../bookings/cancellation";
import { renderVoucherPdf, type Voucher } from "../bookings/voucher";
import type { Db } from "../db/client";
import type { BookingRow } from "../db/schema-bookings";
import type { Translate } from "../i18n";
import { sendMail } from "../mail/outbox";
import { hotelDocumentMessages as d } from "./messages";
import { hotelOf } from "./vertical";

// The hotel voucher (a PDF by the core's pdf-lib renderer) and the confirmation mail, in the reader's language.

function policyLine(t: Translate, lang: string, b: BookingRow): string {
  const { cancellationPolicy: policy } = hotelOf(b).offer.rate;
  const first = policy.charges[0]?.amount;
  const charge = first ? bookedPenaltyOf(b, first) : undefined;
  if (!policy.refundable || policy.freeUntil === null) return t(d.nonRefundable);
  return t(d.freeUntil, { deadline: policy.freeUntil.slice(0, 16).replace("T", " "), amount: charge ? formatMoney(charge, lang) : "" });
}

export async function hotelVoucher(db: Db, b: BookingRow, t: Translate, lang: string): Promise<Uint8Array> {
  const h = hotelOf(b);
  // The room type is a name the product makes, translated like every page shows it (src/shared/data-labels.ts).
  const room = dataLabel(ROOM_TYPE_LABELS, h.offer.room.name);
  const roomName = room ? t(room) : h.offer.room.name;
  const voucher: Voucher = {
    issuer: await agencyNameOf(db, b.agencyId),
    title: t(d.voucherTitle),
    reference: b.referenceNumber,
    sections: [
      {
        heading: t(d.stay),
        rows: [
          [t(d.hotel), h.offer.hotel.name],
          [t(d.address), h.offer.hotel.address],
          [t(d.checkIn), h.offer.start],
          [t(d.checkOut), h.offer.end],
          [t(d.room), `${roomName} (${t(BOARD_LABELS[h.offer.rate.board])})`],
          [t(d.rooms), String(h.offer.rooms.length)],
          [t(d.confirmation), b.supplierReference ?? "—"],
        ],
      },
      { heading: t(d.guests), rows: h.guests.map((g, i) => [t(d.guestOfRoom, { number: i + 1 }), `${g.firstName} ${g.lastName}`] as const) },
      { heading: t(d.cancellation), rows: [[t(d.cancellation), policyLine(t, lang, b)]] },
      {
        heading: t(d.payment),
        rows: [
          [t(d.total), formatMoney(money(b.totalAmount, b.currency), lang)],
          [t(d.payAtHotel), formatMoney(h.offer.rate.payAtHotel, lang)],
        ],
      },
    ],
    footer: t(d.footer),
  };
  return renderVoucherPdf(voucher);
}

/** Puts the confirmation into the outbox (src/server/mail): the request never waits on SMTP. */
export async function queueHotelMail(db: Db, b: BookingRow, t: Translate, lang: string, to?: string): Promise<string> {
  const h = hotelOf(b);
  const name = await agencyNameOf(db, b.agencyId);
  const text = t(d.mailIntro, {
    hotel: h.offer.hotel.name,
    start: h.offer.start,
    end: h.offer.end,
    referenceNumber: b.referenceNumber,
    confirmation: b.supplierReference ?? "—",
    total: formatMoney(money(b.totalAmount, b.currency), lang),
  });
  const policy = policyLine(t, lang, b);
  const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return sendMail(db, {
    agencyId: b.agencyId,
    to: to ?? h.contact.email,
    subject: t(d.mailSubject, { agencyName: name, referenceNumber: b.referenceNumber }),
    text: `${text}\n\n${policy}`,
    html: `<p>${escape(text)}</p>\n<p>${escape(policy)}</p>`,
  });
}
