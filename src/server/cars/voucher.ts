import type { CarOffer } from "@/shared/api/cars";
import { formatMoney, money, subtract } from "@/shared/money";
import { bookingVoucher, totalPaidRow } from "../bookings/voucher";
import type { Db } from "../db/client";
import type { BookingRow } from "../db/schema-bookings";
import type { Translate } from "../i18n";
import { carMessages as m } from "./messages";
import { carOf, extrasTotal } from "./vertical";

const EXTRA_NAMES = { childSeat: m.extraChildSeat, boosterSeat: m.extraBoosterSeat, additionalDriver: m.extraAdditionalDriver } as const satisfies Record<CarOffer["extras"][number]["code"], unknown>;

// The car voucher: the core's one PDF renderer (src/server/bookings/voucher.ts) with the rental's
// sections, in the reader's language; times are the desks' local times.
export async function carVoucher(db: Db, b: BookingRow, t: Translate, lang: string): Promise<Uint8Array> {
  const { offer, driver, extras } = carOf(b);
  const total = money(b.totalAmount, b.currency);
  const protection = b.refundProtection ? money(b.addOnsAmount, b.currency) : null;
  // What was paid, line by line: the car (agency's charges included), each extra at the vendor's price, the protection; they add up to the total.
  const car = subtract(subtract(total, extrasTotal(offer, extras)), protection ?? money(0, b.currency));
  const price = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, lang);
  return bookingVoucher(db, b, {
    title: t(m.voucherTitle),
    sections: [
      {
        heading: t(m.voucherRental),
        rows: [
          [t(m.voucherVehicle), `${offer.vehicleName} (${offer.sipp})`],
          [t(m.voucherVendor), offer.vendorName],
          [t(m.voucherConfirmation), b.supplierReference ?? "—"],
          [t(m.voucherPickUp), `${offer.pickUpLocation.name}, ${offer.pickUpDateTime.replace("T", " ")}`],
          [t(m.voucherDropOff), `${offer.dropOffLocation.name}, ${offer.returnDateTime.replace("T", " ")}`],
          [t(m.voucherDriver), `${driver.firstName} ${driver.lastName}`],
        ],
      },
      {
        heading: t(m.voucherPayment),
        rows: [
          [t(m.voucherCar), price(car)],
          ...extras.map((e): [string, string] => [t(m.voucherExtra, { count: e.count, extra: t(EXTRA_NAMES[e.code]) }), price(e.amount)]),
          ...(protection ? [[t(m.voucherRefundProtection), price(protection)] as [string, string]] : []),
          totalPaidRow(t(m.voucherTotal), b, lang),
        ],
      },
    ],
    footer: t(m.voucherFooter),
  });
}
