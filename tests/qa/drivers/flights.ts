/**
 * The flight drivers by model name, for tests/qa/drivers/index.ts (`...flightDrivers`): the flight
 * booking flow and the machines it uses (payment, cancellation, traveller picker, date range,
 * filter list). Each has a spec `tests/browser/model-<machine>.spec.ts` built with
 * `describeFlightUiModel` (flights-common.ts).
 */
import type { UiDriver } from "../ui-model";
import { flightBookingDriver } from "./flights-booking";
import { cancellationDriver } from "./flights-cancellation";
import { dateRangeDriver } from "./flights-date-range";
import { paymentDriver } from "./flights-payment";
import { travelerPickerDriver } from "./flights-traveler-picker";

export const flightDrivers: Readonly<Record<string, UiDriver>> = {
  flightBooking: flightBookingDriver,
  payment: paymentDriver,
  cancellation: cancellationDriver,
  travelerPicker: travelerPickerDriver,
  dateRange: dateRangeDriver,
};
