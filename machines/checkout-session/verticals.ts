// The machines' registry of verticals: each vertical's description and machine, one line each (docs/architecture.md
// "Adding a vertical"). Saved checkouts restore from it, and a booking's pages are looked up in it by the vertical
// the booking names.
import { restorable, restoreRegistry } from "../booking/restorable";
import type { BookingPaths } from "../booking/routes";
import { perVertical } from "@/shared/verticals";
import { activityBookingMachine, activityVertical } from "../activity-booking/activity-booking.machine";
import { carBookingMachine, carVertical } from "../car-booking/car-booking.machine";
import { flightBookingMachine, flightVertical } from "../flight-booking/flight-booking.machine";
import { hotelBookingMachine, hotelVertical } from "../hotel-booking/hotel-booking.machine";

const MACHINE_VERTICALS = [
  { description: flightVertical, restore: restorable(flightVertical, flightBookingMachine) },
  { description: hotelVertical, restore: restorable(hotelVertical, hotelBookingMachine) },
  { description: carVertical, restore: restorable(carVertical, carBookingMachine) },
  { description: activityVertical, restore: restorable(activityVertical, activityBookingMachine) },
];

export const restorableVerticals = restoreRegistry(MACHINE_VERTICALS.map((entry) => entry.restore));

function pathsOf(plural: string): BookingPaths {
  const entry = MACHINE_VERTICALS.find(({ description }) => description.checkoutSession.vertical === plural);
  if (!entry) throw new Error(`no booking machine registered for ${plural}`);
  return entry.description.paths;
}

/**
 * Each vertical's booking pages, by the vertical a booking names (trip add-on bundle: a flight's confirmation links
 * to its hotel's and car's own pages).
 */
export const bookingPagesOf = perVertical("id", (v) => pathsOf(v.plural));
