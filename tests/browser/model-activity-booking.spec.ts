// The activityBooking machine's model walked in the browser: the activity pages end to end on the booking
// core, driven by tests/qa/drivers/activities-booking.ts.
import { activityBookingDriver, unsupportedActivityStep } from "../qa/drivers/activities-booking";
import { describeFlightUiModel, flightModel } from "../qa/drivers/flights-common";

await describeFlightUiModel(await flightModel("activityBooking"), activityBookingDriver, unsupportedActivityStep);
