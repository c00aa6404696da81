// Coupon codes at checkout (spec B §3 "Coupon code states: loading, valid, invalid"; §8 "Coupon
// failure: message or 'Something went wrong!'"), for every vertical: how a typed code is read, what a
// coupon takes off the booking's price, and the server's messages. The server computes the discount
// with these and charges it; the checkout shows the server's figure, never its own.
import { z } from "zod";
import { COUPON } from "./add-on-kinds";
import { percent, type Money } from "../money";
import { moneySchema } from "../money-schema";
import type { MessageDescriptor } from "../validation/messages";

export { COUPON };

export const couponMessages = {
  codeFormat: /*i18n*/ { id: "coupon.code.format", message: "Enter a coupon code of 3 to 32 letters, digits or hyphens" },
  unknown: /*i18n*/ { id: "coupon.unknown", message: "This coupon code is not valid" },
  expired: /*i18n*/ { id: "coupon.expired", message: "This coupon code has expired" },
  otherCurrency: /*i18n*/ { id: "coupon.otherCurrency", message: "This coupon code cannot be used for a price in {currency}" },
  applied: /*i18n*/ { id: "coupon.applied", message: "Coupon applied" },
} as const satisfies Record<string, MessageDescriptor>;

const byId = new Map<string, MessageDescriptor>(Object.values(couponMessages).map((d) => [d.id, d]));

export function couponDescriptor(id: string): MessageDescriptor | undefined {
  return byId.get(id);
}

/** A code as typed: spaces around it dropped, matched in upper case ("save10" is SAVE10). */
export const couponCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,32}$/, couponMessages.codeFormat.id);

export interface CouponTerms {
  kind: "percent" | "fixed";
  /** Percent (10 = 10 %), or whole minor units of `currency`. */
  value: number;
  currency: string | null;
}

/**
 * What the coupon takes off `price` (the booking's price with the agency's charges, before add-ons): a
 * percentage rounded half to even, or a fixed amount never more than the price. Null when a fixed amount
 * is in another currency than the price.
 */
export function couponDiscount(price: Money, terms: CouponTerms): Money | null {
  if (terms.kind === "percent") return percent(price, Math.min(100, Math.max(0, terms.value)));
  if (terms.currency !== price.currency) return null;
  return { amount: Math.min(price.amount, Math.max(0, Math.round(terms.value))), currency: price.currency };
}

/** A coupon checked against a booking (every vertical's coupon route answers it). */
export const couponResult = z.object({
  code: z.string(),
  description: z.string(),
  /** What the coupon takes off `price`; the booking's total is `totalAmount`. */
  discount: moneySchema,
  price: moneySchema,
  totalAmount: moneySchema,
});
export type CouponResult = z.infer<typeof couponResult>;
