import { cancelHotelBooking, getHotelPenalty } from "../../api/hotel-bookings";
import type { CancellationCalls } from "../booking/actors";

/** spec B §4: fetch the penalty, then cancel; a moved refund is the new quote, shown again. Also the back office's. */
export const hotelCancellationCalls: CancellationCalls = {
  penalty: getHotelPenalty,
  cancel: ({ referenceNumber, expectedRefund }) => cancelHotelBooking(referenceNumber, expectedRefund),
};
