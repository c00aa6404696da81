// The carBooking machine's model walked in the browser: the car pages end to end on the booking
// core, driven by tests/qa/drivers/cars-booking.ts.
import { carBookingDriver, unsupportedCarStep } from "../qa/drivers/cars-booking";
import { describeFlightUiModel, flightModel } from "../qa/drivers/flights-common";

await describeFlightUiModel(await flightModel("carBooking"), carBookingDriver, unsupportedCarStep);
