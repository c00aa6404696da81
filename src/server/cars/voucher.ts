import { eq } from "drizzle-orm";
import { formatMoney, money } from "../../shared/money";
import { renderVoucherPdf } from "../bookings/voucher";
import type { Db } from "../db/client";
import { agencies } from "../db/schema";
import type { BookingRow } from "../db/schema-bookings";
import type { Translate } from "../i18n";
import { carMessages as m } from "./messages";
import { carOf } from "./vertical";

// The car voucher: the core's one PDF renderer (src/server/bookings/voucher.ts) with the rental's
// sections, in the reader's language; times are the desks' local times.
export async function carVoucher(db: Db, b: BookingRow, t: Translate, lang: string): Promise<Uint8Array> {
  const { offer, driver } = carOf(b);
  const [agency] = await db.select({ name: agencies.agencyName }).from(agencies).where(eq(agencies.id, b.agencyId));
  return renderVoucherPdf({
    issuer: agency?.name ?? "",
    title: t(m.voucherTitle),
    reference: b.referenceNumber,
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
        rows: [[t(m.voucherTotal), formatMoney(money(b.totalAmount, b.currency), lang)]],
      },
    ],
    footer: t(m.voucherFooter),
  });
}
