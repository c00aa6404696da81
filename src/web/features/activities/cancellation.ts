import { cancelActivityBooking, getActivityCancelPenalty } from "../../api/activity-bookings";
import type { CancellationCalls } from "../booking/actors";

/** Activity cancellation on spec B §7's calls, for the booking page and the agency's back office. */
export const activityCancellationCalls: CancellationCalls = {
  // spec B §3 activity cancellation data: reasons, the refund, its exchange rate.
  penalty: async (referenceNumber) => {
    const quote = await getActivityCancelPenalty(referenceNumber);
    return {
      penalty: quote.penalty,
      refund: quote.refundAmount,
      cancellable: quote.cancellable,
      voidable: false,
      reasons: quote.reasons,
      exchangeRate: quote.exchangeRate,
      ...(quote.paidFromCredit ? { paidFromCredit: quote.paidFromCredit } : {}),
    };
  },
  // spec B §4: a priceChanged answer is the new refund, shown again for reconfirmation (nothing cancelled).
  cancel: async ({ referenceNumber, reason, expectedRefund }) => {
    const done = await cancelActivityBooking(referenceNumber, reason ?? "", expectedRefund);
    return { penalty: done.penalty, refund: done.refundAmount, priceChanged: done.priceChanged, exchangeRate: done.exchangeRate };
  },
};
