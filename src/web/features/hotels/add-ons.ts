// What rides on a hotel checkout's add-on slot (machines/booking context.addOns): refund protection
// (spec B add-ons) and a coupon (spec B §3), whose id is its code and whose price is minus its discount.
import type { AddOnSelection } from "@machines/booking/context";
import { COUPON, type CouponResult } from "@/shared/booking/coupons";
import { checkHotelCoupon, quoteHotelRefundProtection } from "../../api/hotel-bookings";
import { requoteAddOns } from "../booking/refund-protection";

export function couponAddOn(coupon: CouponResult): AddOnSelection {
  return { id: coupon.code, kind: COUPON, price: { amount: -coupon.discount.amount, currency: coupon.discount.currency } };
}

/** The core's refund protection card asks a hotel rate's quote here. */
export const quoteProtection = (rateId: string, clientId: string | null) => quoteHotelRefundProtection(rateId, clientId);

/**
 * The add-ons chosen so far, on a new price (an agent picked a client): the coupon checked again and
 * dropped when it no longer applies to that client's price, refund protection quoted again.
 */
export async function requoteHotelAddOns(addOns: readonly AddOnSelection[], rateId: string, clientId: string | null): Promise<AddOnSelection[]> {
  const coupons = await Promise.all(addOns.filter((addOn) => addOn.kind === COUPON).map((addOn) => checkHotelCoupon(addOn.id, rateId, clientId).then(couponAddOn, () => null)));
  const others = await requoteAddOns(
    addOns.filter((addOn) => addOn.kind !== COUPON),
    rateId,
    clientId,
    quoteProtection,
  );
  return [...others, ...coupons.filter((addOn): addOn is AddOnSelection => addOn !== null)];
}
