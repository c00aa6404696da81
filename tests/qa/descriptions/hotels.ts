/**
 * The hotel checkout's coupon field and the results page's comparison (spec B §2, §3), walked at machine
 * level (their pages are walked by tests/browser/hotels.spec.ts). Coupon codes are the seeded ones
 * (docs/sandbox.md "Hotel coupon codes", HOTEL_COUPONS in ../sandbox.ts).
 */
import type { CouponCodeContext, CouponCodeInput } from "../../../machines/coupon-code/coupon-code.machine";
import type { HotelCompareContext } from "../../../machines/hotel-compare/hotel-compare.machine";
import { hotelCompareMessages } from "../../../src/shared/hotels/compare";
import { describeMachine } from "../describe";
import { say, shown } from "../labels";
import { asLogin, demoLogin, HOTEL_COUPONS } from "../sandbox";

const onCheckout = `Log in on Acme as ${asLogin(demoLogin("Customer"))}, search hotels, choose a room and continue to the checkout`;

export const couponCodeDescriptions = describeMachine<CouponCodeContext>({
  start: (input) =>
    (input as CouponCodeInput).applied
      ? `${onCheckout}, apply the coupon ${HOTEL_COUPONS.valid}, then reload the page`
      : onCheckout,
  states: {
    starting: "(the field checks whether the checkout already carries a coupon)",
    idle: `The ${say("Coupon code")} field is empty, with ${say("Apply")}`,
    loading: `The ${say("Apply")} button says ${say("Checking…")}`,
    valid: `The field says ${say("Coupon {applied} applied", { applied: "(the code)" })} (with the amount off), with ${say("Remove coupon {applied}", { applied: "(the code)" })}`,
    invalid: (context) => `The field shows ${shown(context.error, "the server's reason")} under the code`,
  },
  events: {
    "coupon.submitted": ({ event, next }) => {
      if (!String(event.code).trim()) return `Press ${say("Apply")} with only spaces in ${say("Coupon code")}: nothing is sent`;
      const code = next?.type === "xstate.error.actor.validateCoupon" ? `${HOTEL_COUPONS.expired} (expired) or a code that does not exist` : HOTEL_COUPONS.valid;
      return `Type ${code} in ${say("Coupon code")} and press ${say("Apply")}`;
    },
    "coupon.edited": "Change the code in the field",
    "coupon.removed": `Press ${say("Remove coupon {applied}", { applied: "(the code)" })}`,
    "xstate.done.actor.validateCoupon": "The server accepts the code: the price drops by its discount",
    "xstate.error.actor.validateCoupon": ({ event }) =>
      event.error instanceof Error ? "Checking the code fails (e.g. offline)" : "The server refuses the code (expired or unknown)",
  },
});

export const hotelCompareDescriptions = describeMachine<HotelCompareContext>({
  start: () => `Log in on Acme as ${asLogin(demoLogin("Customer"))} and search hotels in Lisbon: the results list has a ${say("Compare")} box on each hotel`,
  states: {
    "(root)": (context) =>
      context.selected.length === 0
        ? "No hotel is chosen for comparison (no comparison bar)"
        : `The bar ${say("Hotels to compare")} says ${say("{count} of {limit} hotels chosen to compare", { count: context.selected.length, limit: 3 })}${context.refused ? ` and ${say(hotelCompareMessages.limit)}` : ""}`,
  },
  events: {
    "compare.toggled": ({ event, context }) =>
      context.selected.includes(String(event.hotelId))
        ? `Untick ${say("Compare")} on a hotel you chose`
        : `Tick ${say("Compare")} on ${context.selected.length === 0 ? "the first" : "another"} hotel of the list`,
    "compare.cleared": `Press ${say("Clear")} in the comparison bar`,
  },
});
