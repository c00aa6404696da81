// The hotel machine's booking calls (book, pay, 3-D Secure, the payment's outcome, the reservation, its hold and
// cancellation, the add-ons priced again for a client): loaded when the first one is made, after the finding calls
// (./calls.ts), so a details page does not evaluate the booking's schemas ("Every page fast on a phone").
export { completeHotelThreeDSecure, createHotelBooking, getHotelBooking, payHotelBooking, releaseHotelHold } from "../../api/hotel-bookings";
export { getPaymentOutcome } from "../checkout-sessions/api";
export { requoteHotelAddOns } from "./add-ons";
export { hotelCancellationCalls as cancellation } from "./cancellation";
