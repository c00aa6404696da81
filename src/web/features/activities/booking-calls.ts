// The activity machine's booking calls (book, pay, 3-D Secure, the payment's outcome, the reservation, its hold and
// cancellation, refund protection quoted again for a client): loaded when the first one is made, after the finding
// calls (./calls.ts), so a details page does not evaluate the booking's schemas ("Every page fast on a phone").
export { bookActivity, completeActivityThreeDSecure, getActivityBooking, payActivity, quoteActivityRefundProtection, releaseActivityHold } from "../../api/activity-bookings";
export { getPaymentOutcome } from "../checkout-sessions/api";
export { requoteAddOns } from "../booking/refund-protection";
export { activityCancellationCalls as cancellation } from "./cancellation";
