// The payment machine's model walked in the browser: the card form and 3-D Secure step
// of the flight checkout, driven by tests/qa/drivers/flights-payment.ts.
import { describeFlightUiModel, flightModel } from "../qa/drivers/flights-common";
import { paymentDriver, unsupportedPaymentStep } from "../qa/drivers/flights-payment";

await describeFlightUiModel(await flightModel("payment"), paymentDriver, unsupportedPaymentStep);
