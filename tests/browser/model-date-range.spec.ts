// The dateRange machine's model walked in the browser: the date modal of the flight
// search form, driven by tests/qa/drivers/flights-date-range.ts.
import { describeFlightUiModel, flightModel } from "../qa/drivers/flights-common";
import { dateRangeDriver, unsupportedDateStep } from "../qa/drivers/flights-date-range";

await describeFlightUiModel(await flightModel("dateRange"), dateRangeDriver, unsupportedDateStep);
