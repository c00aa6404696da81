// The bookings' value lists, zod-free: the routes' URL checks read them in the first load of every page
// (src/web/lib/search-params.ts), and the schemas (statuses, agency bookings, trip items) build their enums from them.
import { VERTICAL_PLURALS } from "../verticals";

/** The path names of spec B §7 (`/api/agency/{cars|hotels|flights|activities}/bookings`) and the CSV's category. */
export const BOOKING_CATEGORIES = VERTICAL_PLURALS;

export const BOOKING_STATUSES = ["held", "paid", "ticketed", "cancelled", "voided", "failed"] as const;

/** My trip's views (spec B §2). */
export const TRIP_VIEWS = ["upcoming", "past", "cancelled"] as const;
