// Cars on the booking core, checked with their rules (./rules.ts, zod and the schemas of src/shared): the machine the
// server, the tests and the benches run. The web builds the same machine from ./description.ts with the rules loaded
// after the search page's first screen (src/web/features/cars/web-vertical.ts).
import { createBookingMachine } from "../booking/booking.machine";
import { describeCars } from "./description";
import { carRules } from "./rules";

export const carVertical = describeCars(carRules);

/** Cars end to end on the booking core (sandbox supplier, card gateway). */
export const carBookingMachine = createBookingMachine(carVertical);
