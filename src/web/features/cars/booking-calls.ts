// The car machine's booking calls (reserve, pay, 3-D Secure, the payment's outcome, the reservation, its hold and
// cancellation, refund protection quoted again for a client): loaded when the first one is made, after the finding
// calls (./calls.ts), so a details page does not evaluate the booking's schemas ("Every page fast on a phone").
export { completeCarThreeDSecure, findCarReservation, payCar, quoteCarRefundProtection, releaseCarHold, reserveCar } from "../../api/car-bookings";
export { getPaymentOutcome } from "../checkout-sessions/api";
export { carCancellationCalls as cancellation } from "./cancellation";
