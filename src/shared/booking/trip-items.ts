// My trip (spec B §2, §3 "Trip items"): every vertical's booking as one kind of item, and which view it
// belongs in. Upcoming, past and cancelled are separate views; the rule is written once here for the
// page, the tests and the server's query (src/server/bookings/trips.ts writes the same rule in SQL).
import { z } from "zod";
import { TRIP_VIEWS } from "./lists";
import { bookingStage, type BookingStatus } from "./statuses";
import { VERTICAL_IDS } from "../verticals";

/** spec B §3: trip items are Flight, Hotel, Activity and Car (the bookings table's `vertical`). */
export const TRIP_KINDS = VERTICAL_IDS;
export const tripKind = z.enum(TRIP_KINDS);
export type TripKind = z.infer<typeof tripKind>;

export const tripViewSchema = z.enum(TRIP_VIEWS);
export type TripView = (typeof TRIP_VIEWS)[number];

/** The statuses that put a booking under "cancelled", whatever its dates: ended or never completed. */
export const CANCELLED_VIEW_STATUSES: readonly BookingStatus[] = ["cancelled", "voided", "failed"];

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
