// Activities on the booking core, checked with their rules (./rules.ts, zod and the schemas of src/shared): the machine
// the server, the tests and the benches run. The web builds the same machine from ./description.ts with the rules
// loaded after the search page's first screen (src/web/features/activities/web-vertical.ts).
import { createBookingMachine } from "../booking/booking.machine";
import { describeActivities } from "./description";
import { activityRules } from "./rules";

export const activityVertical = describeActivities(activityRules);

/** Activities end to end on the booking core (sandbox provider, card gateway). */
export const activityBookingMachine = createBookingMachine(activityVertical);
