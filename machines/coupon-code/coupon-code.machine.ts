import { assign, fromPromise, setup } from "xstate";
import type { CouponResult } from "@/shared/booking/coupons";
import { toApiFailure } from "@/shared/api/failure";
import { messages } from "@/shared/messages";
import { failureMessage, type AlertMessage } from "../effects";

// The checkout's coupon code field (spec B §3 "Coupon code states: loading, valid, invalid"; §8 "Coupon
// failure: message or 'Something went wrong!'"). The code is checked by the server against the booking
// being made (`validateCoupon`); a valid one is announced (`couponApplied`) so the booking adds it to its
// price, a removed one likewise (`couponRemoved`). The web binds both to the booking's add-on events.

export interface CouponCodeInput {
  /** The coupon the booking already carries (a restored checkout): the field starts valid. */
  applied: string | null;
}

export interface CouponCodeContext {
  code: string;
  /** Why the last code was refused: the server's message, or 'Something went wrong!'. */
  error: AlertMessage | null;
}

export type CouponCodeEvent = { type: "coupon.submitted"; code: string } | { type: "coupon.edited" } | { type: "coupon.removed" };

export const couponCodeMachine = setup({
  types: { input: {} as CouponCodeInput, context: {} as CouponCodeContext, events: {} as CouponCodeEvent },
  actors: {
    validateCoupon: fromPromise<CouponResult, { code: string }>(() => Promise.reject(new Error("validateCoupon actor not provided"))),
  },
  guards: {
    hasCode: ({ event }) => event.type === "coupon.submitted" && event.code.trim() !== "",
    startsApplied: ({ context }) => context.code !== "",
  },
  actions: {
    keepCode: assign({ code: ({ event }) => (event.type === "coupon.submitted" ? event.code.trim() : ""), error: null }),
    keepError: assign({ error: (_, p: { error: AlertMessage }) => p.error }),
    clear: assign({ code: "", error: null }),
    couponApplied: (_, _p: { coupon: CouponResult }) => {},
    couponRemoved: () => {},
  },
}).createMachine({
  id: "couponCode",
  context: ({ input }) => ({ code: input.applied ?? "", error: null }),
  initial: "starting",
  states: {
    starting: { always: [{ guard: "startsApplied", target: "valid" }, { target: "idle" }] },
    idle: { on: { "coupon.submitted": { guard: "hasCode", target: "loading", actions: "keepCode" } } },
    loading: {
      tags: ["busy"],
      invoke: {
        id: "validateCoupon",
        src: "validateCoupon",
        input: ({ context }) => ({ code: context.code }),
        onDone: { target: "valid", actions: { type: "couponApplied", params: ({ event }) => ({ coupon: event.output }) } },
        onError: {
          target: "invalid",
          actions: { type: "keepError", params: ({ event }) => ({ error: failureMessage(toApiFailure(event.error), messages.somethingWentWrongBang) }) },
        },
      },
    },
    valid: { on: { "coupon.removed": { target: "idle", actions: ["clear", "couponRemoved"] } } },
    invalid: {
      on: {
        "coupon.submitted": { guard: "hasCode", target: "loading", actions: "keepCode" },
        // Typing again clears the refusal.
        "coupon.edited": { target: "idle", actions: assign({ error: null }) },
      },
    },
  },
});
