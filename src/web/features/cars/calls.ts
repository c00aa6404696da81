// The car machine's API calls: loaded when the first one is made (a search, a price, a booking), so the search page's
// first screen does not carry ky and the answers' schemas ("Every page fast on a phone"). ./web-vertical.ts imports
// this module on demand.
export { checkoutCar, completeCarThreeDSecure, findCarReservation, getCarDetails, payCar, quoteCarRefundProtection, releaseCarHold, reserveCar, searchCars } from "../../api/cars";
export { getPaymentOutcome } from "../checkout-sessions/api";
export { carCancellationCalls as cancellation } from "./cancellation";
