// The flightBooking machine's model walked in the browser: the flight pages end to end,
// driven by tests/qa/drivers/flights-booking.ts.
import { flightBookingDriver, unsupportedBookingStep } from "../qa/drivers/flights-booking";
import { describeFlightUiModel, flightModel } from "../qa/drivers/flights-common";

await describeFlightUiModel(await flightModel("flightBooking"), flightBookingDriver, unsupportedBookingStep);
