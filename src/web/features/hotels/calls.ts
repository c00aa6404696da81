// The hotel machine's API calls: loaded when the first one is made (a search, a price, a booking), so the search
// page's first screen does not carry ky and the answers' schemas ("Every page fast on a phone"). ./web-vertical.ts
// imports this module on demand.
export {
  completeHotelThreeDSecure,
  createHotelBooking,
  getHotelBooking,
  getHotelContent,
  getHotelPrice,
  getRoomsAndRates,
  payHotelBooking,
  pollHotelSearch,
  releaseHotelHold,
  startAndPollHotelSearch,
  startHotelSearch,
} from "../../api/hotels";
export { getPaymentOutcome } from "../checkout-sessions/api";
export { requoteHotelAddOns } from "./add-ons";
export { hotelCancellationCalls as cancellation } from "./cancellation";
