// My trip (spec B §2, §3 "Trip items"): every vertical's booking as one kind of item, and which view it
// belongs in. Upcoming, past and cancelled are separate views; the rule is written once here for the
// page, the tests and any list that groups bookings the same way.
import { bookingStage, type BookingStatus } from "./statuses";

export const TRIP_VIEWS = ["upcoming", "past", "cancelled"] as const;
export type TripView = (typeof TRIP_VIEWS)[number];

/**
 * Cancelled, voided and never-completed bookings are "cancelled"; a trip whose last day (or first, when
 * it has one day) is before today is "past"; the rest, held bookings included, are "upcoming". Dates are
 * the trip's local calendar days (YYYY-MM-DD…), compared as text.
 */
export function tripView(status: BookingStatus, startDate: string | null, endDate: string | null, today: string): TripView {
  const stage = bookingStage(status);
  if (stage === "ended" || stage === "failed") return "cancelled";
  const last = (endDate ?? startDate)?.slice(0, 10);
  return last !== undefined && last < today ? "past" : "upcoming";
}
