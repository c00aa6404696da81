// The kinds of a checkout's add-on slot (spec B "Add-ons"), without zod: a vertical's machine description names them,
// and it is on a search page's first screen ("Every page fast on a phone", docs/performance.md). The schemas that
// check an add-on (../api/refund-protection.ts, ./coupons.ts) take them from here.

/** The add-on kind the checkout machine and the booking call use. */
export const REFUND_PROTECTION = "refundProtection";

/** The add-on kind a coupon rides on in a checkout's add-on slot (a negative price: the discount). */
export const COUPON = "coupon";
