// The travelerPicker machine's model walked in the browser: the "Travellers" field of the
// flight search form, driven by tests/qa/drivers/flights-traveler-picker.ts.
import { describeFlightUiModel, flightModel } from "../qa/drivers/flights-common";
import { travelerPickerDriver, unsupportedTravelerStep } from "../qa/drivers/flights-traveler-picker";

await describeFlightUiModel(await flightModel("travelerPicker"), travelerPickerDriver, unsupportedTravelerStep);
