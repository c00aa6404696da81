/**
 * The hotel checkout's coupon field and the results page's comparison (spec B §2, §3), walked at machine
 * level (their pages are walked by tests/browser/hotels.spec.ts). Coupon codes are the seeded ones
 * (docs/sandbox.md "Hotel coupon codes", HOTEL_COUPONS in ../sandbox.ts).
 */
import type { CouponCodeContext, CouponCodeInput } from "@machines/coupon-code/coupon-code.machine";
import type { HotelCompareContext } from "@machines/hotel-compare/hotel-compare.machine";
import { hotelCompareMessages } from "@/shared/hotels/compare";
import { describeMachine } from "../describe";
import { say, shown } from "../labels";
import { asLogin, demoLogin, HOTEL_COUPONS } from "../sandbox";
import { tr } from "../phrases";

const onCheckout = tr`Log in on Acme as ${asLogin(demoLogin("Customer"))}, search hotels, choose a room and continue to the checkout`;

export const couponCodeDescriptions = describeMachine<CouponCodeContext>({
  start: (input) => ((input as CouponCodeInput).applied ? tr`${onCheckout}, apply the coupon ${HOTEL_COUPONS.valid}, then reload the page` : onCheckout),
  states: {
    starting: tr`(the field checks whether the checkout already carries a coupon)`,
    idle: tr`The ${say("Coupon code")} field is empty, with ${say("Apply")}`,
    loading: tr`The ${say("Apply")} button says ${say("Checking…")}`,
    valid: tr`The field says ${say("Coupon {applied} applied", { applied: tr`(the code)` })} (with the amount off), with ${say("Remove coupon {applied}", { applied: tr`(the code)` })}`,
    invalid: (context) => tr`The field shows ${shown(context.error, tr`the server's reason`)} under the code`,
  },
  events: {
    "coupon.submitted": ({ event, next }) => {
      if (!String(event.code).trim()) return tr`Press ${say("Apply")} with only spaces in ${say("Coupon code")}: nothing is sent`;
      const code = next?.type === "xstate.error.actor.validateCoupon" ? tr`${HOTEL_COUPONS.expired} (expired) or a code that does not exist` : HOTEL_COUPONS.valid;
      return tr`Type ${code} in ${say("Coupon code")} and press ${say("Apply")}`;
    },
    "coupon.edited": tr`Change the code in the field`,
    "coupon.removed": tr`Press ${say("Remove coupon {applied}", { applied: tr`(the code)` })}`,
    "xstate.done.actor.validateCoupon": tr`The server accepts the code: the price drops by its discount`,
    "xstate.error.actor.validateCoupon": ({ event }) => (event.error instanceof Error ? tr`Checking the code fails (e.g. offline)` : tr`The server refuses the code (expired or unknown)`),
  },
});

export const hotelCompareDescriptions = describeMachine<HotelCompareContext>({
  start: () => tr`Log in on Acme as ${asLogin(demoLogin("Customer"))} and search hotels in Lisbon: the results list has a ${say("Compare")} box on each hotel`,
  states: {
    "(root)": (context) =>
      context.selected.length === 0
        ? tr`No hotel is chosen for comparison (no comparison bar)`
        : tr`The bar ${say("Hotels to compare")} says ${say("{count} of {limit} hotels chosen to compare", { count: context.selected.length, limit: 3 })}${context.refused ? tr` and ${say(hotelCompareMessages.limit)}` : ""}`,
  },
  events: {
    "compare.toggled": ({ event, context }) =>
      context.selected.includes(String(event.hotelId))
        ? tr`Untick ${say("Compare")} on a hotel you chose`
        : context.selected.length === 0
          ? tr`Tick ${say("Compare")} on the first hotel of the list`
          : tr`Tick ${say("Compare")} on another hotel of the list`,
    "compare.cleared": tr`Press ${say("Clear")} in the comparison bar`,
  },
});
