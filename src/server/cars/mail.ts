import type { BookingRow } from "../db/schema-bookings";
import { queueBookingMail, type ConfirmationMail, type MailOptions } from "../bookings/confirmation-mail";
import type { Db } from "../db/client";
import type { Translator } from "../i18n";
import { carMessages as m } from "./messages";
import { carOf } from "./vertical";

/** The rental in the core's confirmation mail; times are the desks' local times. */
const carConfirmation: ConfirmationMail = {
  subject: m.mailSubject,
  total: m.mailTotal,
  signature: m.mailSignature,
  to: (b) => carOf(b).contact.email,
  lines(t, _lang, b) {
    const { offer, driver } = carOf(b);
    return [
      t(m.mailGreeting, { name: driver.firstName }),
      t(m.mailIntro, { referenceNumber: b.referenceNumber, vendor: offer.vendorName, confirmation: b.supplierReference ?? "—" }),
      t(m.mailCar, { vehicle: offer.vehicleName, sipp: offer.sipp }),
      t(m.mailPickUp, { place: offer.pickUpLocation.name, time: offer.pickUpDateTime.replace("T", " ") }),
      t(m.mailDropOff, { place: offer.dropOffLocation.name, time: offer.returnDateTime.replace("T", " ") }),
    ];
  },
};

export function queueCarConfirmationMail(deps: { db: Db; translator: Translator }, b: BookingRow, opts?: MailOptions): Promise<string> {
  return queueBookingMail(deps, carConfirmation, b, opts);
}
