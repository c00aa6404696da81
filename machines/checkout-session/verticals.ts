// Resumable checkouts: every vertical whose saved checkouts can be restored. A new vertical adds its
// description and machine here (docs/architecture.md "Adding a vertical").
import { restorable, restoreRegistry } from "../booking/restorable";
import { flightBookingMachine, flightVertical } from "../flight-booking/flight-booking.machine";

export const restorableVerticals = restoreRegistry([restorable(flightVertical, flightBookingMachine)]);
