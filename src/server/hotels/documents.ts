import { formatMoney, money } from "@/shared/money";
import { BOARD_LABELS, dataLabel, ROOM_TYPE_LABELS } from "@/shared/data-labels";
import { bookedPenaltyOf } from "../bookings/cancellation";
import { queueBookingMail, type ConfirmationMail, type MailOptions } from "../bookings/confirmation-mail";
import { bookingVoucher, totalPaidRow } from "../bookings/voucher";
import type { Db } from "../db/client";
import type { BookingRow } from "../db/schema-bookings";
import type { Translate, Translator } from "../i18n";
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
  return bookingVoucher(db, b, {
    title: t(d.voucherTitle),
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
        rows: [totalPaidRow(t(d.total), b, lang), [t(d.payAtHotel), formatMoney(h.offer.rate.payAtHotel, lang)]],
      },
    ],
    footer: t(d.footer),
  });
}

/** The stay in the core's confirmation mail: one paragraph with the total, then the cancellation policy. */
const hotelConfirmation: ConfirmationMail = {
  subject: d.mailSubject,
  to: (b) => hotelOf(b).contact.email,
  lines(t, lang, b) {
    const h = hotelOf(b);
    const text = t(d.mailIntro, {
      hotel: h.offer.hotel.name,
      start: h.offer.start,
      end: h.offer.end,
      referenceNumber: b.referenceNumber,
      confirmation: b.supplierReference ?? "—",
      total: formatMoney(money(b.totalAmount, b.currency), lang),
    });
    return [text, policyLine(t, lang, b)];
  },
};

export function queueHotelMail(deps: { db: Db; translator: Translator }, b: BookingRow, opts?: MailOptions): Promise<string> {
  return queueBookingMail(deps, hotelConfirmation, b, opts);
}
