// Booking statuses and what each allows, for every vertical: written once here and read by the
// booking machines (whether "Cancel booking" is offered), the server (whether a cancel or void is
// accepted) and the pages (how a booking is labelled). They used to disagree: the machine offered
// to cancel a held booking that the server then refused.
// Without zod (its schema is ./status-schema.ts): the booking machines read these rules, and a search page draws
// its first screen before zod arrives ("Fast on a phone", docs/performance.md).
import type { BOOKING_STATUSES } from "./lists";

export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * What can be cancelled through the cancellation flow (quote → confirm → refund): a booking that
 * was paid for. A held booking was never charged: it is paid or released, not cancelled.
 */
const CANCELLABLE: ReadonlySet<BookingStatus> = new Set(["paid", "ticketed"]);

export function isCancellable(status: BookingStatus | string): boolean {
  return CANCELLABLE.has(status as BookingStatus);
}

/**
 * How a booking page presents a booking, for every vertical: a held booking is not "booked" (it was
 * never paid: it is paid or released), a failed one was never completed, cancelled and voided ones ended.
 */
export type BookingStage = "booked" | "held" | "ended" | "failed";

export function bookingStage(status: BookingStatus): BookingStage {
  if (status === "held") return "held";
  if (status === "failed") return "failed";
  if (status === "cancelled" || status === "voided") return "ended";
  return "booked";
}

/**
 * What the back office can issue (spec B §4: "a flight booking can be ticketed"), for a vertical that
 * issues at all: a booking on hold (paid for first) or a paid one whose issuing did not happen.
 */
const ISSUABLE: ReadonlySet<BookingStatus> = new Set(["held", "paid"]);

export function isIssuable(status: BookingStatus): boolean {
  return ISSUABLE.has(status);
}
