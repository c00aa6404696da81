// The cancellation machine's model walked in the browser: the "Cancel booking" dialog
// of a paid flight booking, driven by tests/qa/drivers/flights-cancellation.ts.
import { cancellationDriver, unsupportedCancellationStep } from "../qa/drivers/flights-cancellation";
import { describeFlightUiModel, flightModel } from "../qa/drivers/flights-common";

await describeFlightUiModel(await flightModel("cancellation"), cancellationDriver, unsupportedCancellationStep);
