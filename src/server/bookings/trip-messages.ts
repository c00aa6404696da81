// My trip's words on the server (the CSV's headings and labels, a trip's calendar file, refusals), in the
// reader's language. Same pattern as src/shared/messages.ts: /*i18n*/ descriptors with explicit ids.
import type { BookingStatus } from "@/shared/booking/statuses";
import type { TripKind } from "@/shared/booking/trip-items";
import type { MessageDescriptor } from "@/shared/validation/messages";
import { perVertical } from "@/shared/verticals";

export const tripMessages = {
  bookingNotFound: /*i18n*/ { id: "trip.server.bookingNotFound", message: "Booking not found" },
  notConfirmed: /*i18n*/ { id: "trip.server.notConfirmed", message: "Only a confirmed booking can be added to a calendar" },
  csvReference: /*i18n*/ { id: "trip.server.csv.reference", message: "Reference number" },
  csvKind: /*i18n*/ { id: "trip.server.csv.kind", message: "Type" },
  csvTitle: /*i18n*/ { id: "trip.server.csv.title", message: "Title" },
  csvRoute: /*i18n*/ { id: "trip.server.csv.route", message: "Route or place" },
  csvStart: /*i18n*/ { id: "trip.server.csv.start", message: "Start" },
  csvEnd: /*i18n*/ { id: "trip.server.csv.end", message: "End" },
  csvStatus: /*i18n*/ { id: "trip.server.csv.status", message: "Status" },
  csvBookedFor: /*i18n*/ { id: "trip.server.csv.bookedFor", message: "Booked for" },
  csvBookedOn: /*i18n*/ { id: "trip.server.csv.bookedOn", message: "Booked on" },
  csvTotal: /*i18n*/ { id: "trip.server.csv.total", message: "Total" },
  csvRefunded: /*i18n*/ { id: "trip.server.csv.refunded", message: "Refunded" },
  csvCurrency: /*i18n*/ { id: "trip.server.csv.currency", message: "Currency" },
  calendarReference: /*i18n*/ { id: "trip.server.calendar.reference", message: "Booking reference {reference}" },
} as const;

/** The status as the CSV names it (the pages use the same words: src/web/components/booking/booking-status.tsx). */
export const statusMessages = {
  held: /*i18n*/ { id: "trip.server.status.held", message: "On hold" },
  paid: /*i18n*/ { id: "trip.server.status.paid", message: "Paid" },
  ticketed: /*i18n*/ { id: "trip.server.status.ticketed", message: "Confirmed and ticketed" },
  cancelled: /*i18n*/ { id: "trip.server.status.cancelled", message: "Cancelled" },
  voided: /*i18n*/ { id: "trip.server.status.voided", message: "Voided" },
  failed: /*i18n*/ { id: "trip.server.status.failed", message: "Failed" },
} as const satisfies Record<BookingStatus, unknown>;

/** A trip item's kind in the CSV: the vertical's display name (src/shared/verticals.ts). */
export const kindMessages: Record<TripKind, MessageDescriptor> = perVertical("id", (v) => v.name);
