// Resumable checkouts: every vertical whose saved checkouts can be restored. A new vertical adds its
// description and machine here (docs/architecture.md "Adding a vertical").
import { restorable, restoreRegistry } from "../booking/restorable";
import { activityBookingMachine, activityVertical } from "../activity-booking/activity-booking.machine";
import { carBookingMachine, carVertical } from "../car-booking/car-booking.machine";
import { flightBookingMachine, flightVertical } from "../flight-booking/flight-booking.machine";
import { hotelBookingMachine, hotelVertical } from "../hotel-booking/hotel-booking.machine";

export const restorableVerticals = restoreRegistry([
  restorable(flightVertical, flightBookingMachine),
  restorable(hotelVertical, hotelBookingMachine),
  restorable(carVertical, carBookingMachine),
  restorable(activityVertical, activityBookingMachine),
]);

/**
 * Each vertical's booking pages, by the vertical a booking names (trip add-on bundle: a flight's confirmation links
 * to its hotel's and car's own pages).
 */
export const bookingPagesOf = {
  flight: flightVertical.paths,
  hotel: hotelVertical.paths,
  car: carVertical.paths,
  activity: activityVertical.paths,
} as const;
