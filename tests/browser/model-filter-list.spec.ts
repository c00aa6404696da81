// The filterList machine's model walked in the browser: the "Airlines" filter of the
// flight results, driven by tests/qa/drivers/flights-filter-list.ts.
import { describeFlightUiModel, flightModel } from "../qa/drivers/flights-common";
import { filterListDriver, unsupportedFilterStep } from "../qa/drivers/flights-filter-list";

await describeFlightUiModel(await flightModel("filterList"), filterListDriver, unsupportedFilterStep);
