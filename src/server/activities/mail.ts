import type { BookingRow } from "../db/schema-bookings";
import { queueBookingMail, type ConfirmationMail, type MailOptions } from "../bookings/confirmation-mail";
import type { Db } from "../db/client";
import type { Translator } from "../i18n";
import type { ActivitySupplier } from "../suppliers/activities/types";
import { activityServerMessages as m } from "./messages";
import { activityOf, meetingPointOf } from "./vertical";

/** The activity in the core's confirmation mail; the start time is the place's local time. */
function activityConfirmation(supplier: ActivitySupplier): ConfirmationMail {
  return {
    subject: m.mailSubject,
    total: m.mailTotal,
    signature: m.mailSignature,
    to: (b) => activityOf(b).contact.email,
    async lines(t, _lang, b) {
      const { offer, travellers } = activityOf(b);
      const meetingPoint = await meetingPointOf(supplier, offer.productCode);
      const lead = travellers[0];
      return [
        t(m.mailGreeting, { name: lead ? lead.firstName : "" }),
        t(m.mailIntro, { referenceNumber: b.referenceNumber, supplierReference: b.supplierReference ?? "—" }),
        t(m.mailActivity, { title: offer.title, option: offer.optionTitle, date: offer.travelDate, time: offer.startTime }),
        ...(meetingPoint ? [t(m.mailMeetingPoint, { address: `${meetingPoint.name}. ${meetingPoint.address}` })] : []),
        t(m.mailTravellers, { names: travellers.map((p) => `${p.firstName} ${p.lastName}`).join(", ") }),
      ];
    },
  };
}

export function queueActivityMail(deps: { db: Db; translator: Translator; supplier: ActivitySupplier }, b: BookingRow, opts?: MailOptions): Promise<string> {
  return queueBookingMail(deps, activityConfirmation(deps.supplier), b, opts);
}
