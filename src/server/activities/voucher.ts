import type { ActivityLocation } from "@/shared/api/activities";
import { openStreetMapUrl } from "@/shared/activities/map-link";
import { bookingVoucher, totalPaidRow } from "../bookings/voucher";
import type { Db } from "../db/client";
import type { BookingRow } from "../db/schema-bookings";
import type { Translate } from "../i18n";
import { activityServerMessages as m } from "./messages";
import { activityOf } from "./vertical";

// The activity voucher: the core's one PDF renderer (src/server/bookings/voucher.ts) with the activity's
// sections in the reader's language: what, when (the place's local time), where to meet, who, what was paid.
export async function activityVoucher(db: Db, b: BookingRow, meetingPoint: ActivityLocation | null, t: Translate, lang: string): Promise<Uint8Array> {
  const { offer, travellers } = activityOf(b);
  const [lead, ...others] = travellers;
  const where: [string, string][] = meetingPoint
    ? [
        [t(m.voucherMeetingPoint), `${meetingPoint.name}. ${meetingPoint.address}`],
        [t(m.voucherMap), openStreetMapUrl(meetingPoint)],
      ]
    : [];
  return bookingVoucher(db, b, {
    title: t(m.voucherTitle),
    sections: [
      {
        heading: t(m.voucherActivity),
        rows: [
          [t(m.voucherTitleLabel), offer.title],
          [t(m.voucherOption), offer.optionTitle],
          [t(m.voucherWhen), t(m.voucherWhenValue, { date: offer.travelDate, time: offer.startTime })],
          [t(m.voucherProviderReference), b.supplierReference ?? "—"],
          [t(m.voucherStatus), b.status === "cancelled" ? t(m.voucherCancelled) : t(m.voucherConfirmed)],
          ...where,
        ],
      },
      {
        heading: t(m.voucherTravellers),
        rows: [
          [t(m.voucherLead), lead ? `${lead.firstName} ${lead.lastName}` : "—"],
          ...(others.length ? [[t(m.voucherOthers), others.map((p) => `${p.firstName} ${p.lastName}`).join(", ")] as [string, string]] : []),
        ],
      },
      { heading: t(m.voucherPayment), rows: [totalPaidRow(t(m.voucherTotal), b, lang)] },
    ],
    footer: t(m.voucherFooter),
  });
}
