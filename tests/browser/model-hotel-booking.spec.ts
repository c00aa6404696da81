// The hotelBooking machine's model walked in the browser: the hotel pages end to end on the booking
// core, driven by tests/qa/drivers/hotels-booking.ts.
import { hotelBookingDriver, unsupportedHotelStep } from "../qa/drivers/hotels-booking";
import { describeFlightUiModel, flightModel } from "../qa/drivers/flights-common";

await describeFlightUiModel(await flightModel("hotelBooking"), hotelBookingDriver, unsupportedHotelStep);
