// Flights end to end on the booking core: the description (./description.ts) with the flight rules (./rules.ts).
// The web builds the same machine from the same description, giving it these rules once they have loaded
// (src/web/features/flights/rules.ts, "Fast on a phone").
import { createBookingMachine } from "../booking/booking.machine";
import { describeFlights } from "./description";
import { flightRules } from "./rules";

export type { FlightBookingContext, FlightBookingInput, FlightTypes } from "./description";

export const flightVertical = describeFlights(flightRules);

/** Flights end to end on the booking core (sandbox supplier, card gateway). */
export const flightBookingMachine = createBookingMachine(flightVertical);
