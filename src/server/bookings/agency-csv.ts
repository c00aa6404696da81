import { stringify } from "csv-stringify/sync";
import type { RegisteredBookingRow as AgencyBookingRow } from "@/shared/api/agency-bookings";
import { minorUnitDigits, type Money } from "@/shared/money";
import type { Translate } from "../i18n";

// GET /api/agency/bookings/download.csv (spec B §7): the bookings of the chosen range as a spreadsheet.
// Names and places come from travellers and suppliers, so a cell may start with = + - @ (or a tab or
// carriage return): csv-stringify's escape_formulas puts a ' before it, so a spreadsheet shows the text
// instead of running it as a formula (OWASP "CSV injection").

/** Rows past this are left out; the range can be narrowed (docs/decisions.md "Back office"). */
export const CSV_MAX_ROWS = 10_000;

const headers = {
  reference: /*i18n*/ { id: "backOffice.csv.reference", message: "Reference" },
  category: /*i18n*/ { id: "backOffice.csv.category", message: "Category" },
  status: /*i18n*/ { id: "backOffice.csv.status", message: "Status" },
  bookedOn: /*i18n*/ { id: "backOffice.csv.bookedOn", message: "Booked on" },
  tripStart: /*i18n*/ { id: "backOffice.csv.tripStart", message: "Trip start" },
  tripEnd: /*i18n*/ { id: "backOffice.csv.tripEnd", message: "Trip end" },
  trip: /*i18n*/ { id: "backOffice.csv.trip", message: "Trip" },
  details: /*i18n*/ { id: "backOffice.csv.details", message: "Details" },
  travellers: /*i18n*/ { id: "backOffice.csv.travellers", message: "Travellers" },
  bookedBy: /*i18n*/ { id: "backOffice.csv.bookedBy", message: "Booked by" },
  bookedFor: /*i18n*/ { id: "backOffice.csv.bookedFor", message: "Booked for" },
  supplierReference: /*i18n*/ { id: "backOffice.csv.supplierReference", message: "Supplier reference" },
  currency: /*i18n*/ { id: "backOffice.csv.currency", message: "Currency" },
  total: /*i18n*/ { id: "backOffice.csv.total", message: "Total" },
  markup: /*i18n*/ { id: "backOffice.csv.markup", message: "Markup" },
  fee: /*i18n*/ { id: "backOffice.csv.fee", message: "Agency fee" },
};

/** Minor units as a plain decimal ("1234.50"): what a spreadsheet reads as a number in any locale setting. */
function decimal(m: Money): string {
  const digits = minorUnitDigits(m.currency);
  return (m.amount / 10 ** digits).toFixed(digits);
}

export function bookingsCsv(rows: readonly AgencyBookingRow[], t: Translate): string {
  const head = Object.values(headers).map((h) => t(h));
  const body = rows.map((b) => [
    b.referenceNumber,
    b.category,
    b.bookingStatus,
    b.createdAt.slice(0, 10),
    b.startDate,
    b.endDate,
    b.title,
    b.detail ?? "",
    b.travellers.join("; "),
    `${b.bookedBy.name} <${b.bookedBy.email}>`,
    b.bookedFor ? `${b.bookedFor.name} <${b.bookedFor.email}>` : "",
    b.supplierReference ?? "",
    b.totalAmount.currency,
    decimal(b.totalAmount),
    decimal(b.markup),
    decimal(b.fee),
  ]);
  // The byte-order mark makes spreadsheet apps read the file as UTF-8 (accented names stay whole).
  return `\uFEFF${stringify([head, ...body], { escape_formulas: true, record_delimiter: "windows" })}`;
}
