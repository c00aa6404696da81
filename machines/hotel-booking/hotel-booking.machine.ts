// Hotels on the booking core, checked with their rules (./rules.ts, zod and the schemas of src/shared): the machine the
// server, the tests and the benches run. The web builds the same machine from ./description.ts with the rules loaded
// after the search page's first screen (src/web/features/hotels/web-vertical.ts).
import { createBookingMachine } from "../booking/booking.machine";
import { describeHotels } from "./description";
import { hotelRules } from "./rules";

export const hotelVertical = describeHotels(hotelRules);

/** Hotels end to end on the booking core (sandbox supplier, card gateway). */
export const hotelBookingMachine = createBookingMachine(hotelVertical);
