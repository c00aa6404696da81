import { Trans } from "@lingui/react/macro";
import { quoteRefundProtection } from "../../../api/refund-protection";
import { RefundProtectionAddOn as BookingRefundProtection } from "../../booking/components/refund-protection";

/** spec B "Add-ons": the core's refund protection card with the flight's quote and words. */
export function RefundProtectionAddOn() {
  return (
    <BookingRefundProtection quote={quoteRefundProtection} covers={<Trans>Cancel your booking and get the whole fare back, airline penalties included. The protection fee itself is not refundable.</Trans>} />
  );
}
