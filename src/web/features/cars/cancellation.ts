import { cancelCar, getCarRefund } from "../../api/car-bookings";
import type { CancellationCalls } from "../booking/actors";

/** No void for cars (carVertical.cancellation.allowVoid): always a cancel with the quoted refund. Also the back office's. */
export const carCancellationCalls: CancellationCalls = {
  penalty: getCarRefund,
  cancel: ({ referenceNumber, expectedRefund }) => cancelCar(referenceNumber, expectedRefund),
};
