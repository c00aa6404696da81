import { and, eq } from "drizzle-orm";
import { couponDiscount, couponMessages as m } from "@/shared/booking/coupons";
import { subtract, type Money } from "@/shared/money";
import type { Db } from "../db/client";
import { coupons, type Vertical } from "../db/schema-bookings";
import { BookingError } from "./errors";

// Coupon codes, once for every vertical (spec B §3 coupon code states; §8 "Coupon failure: message or
// 'Something went wrong!'"): a code is the agency's own (another agency's is unknown here, as if it did
// not exist), for one vertical, until it expires. The checkout asks with the vertical's coupon route; the
// booking asks again when it is held (HoldPlan.discount), so the discount charged is always the server's.

export interface AppliedCoupon {
  code: string;
  description: string;
  discount: Money;
  price: Money;
  totalAmount: Money;
}

/**
 * The coupon `code` (already upper case) of `agencyId` applied to `price` (the booking's price with the
 * agency's charges). Unknown, another agency's or another vertical's: 400; expired: 409; a fixed amount
 * in another currency: 400.
 */
export async function applyCoupon(db: Db, agencyId: string, vertical: Vertical, code: string, price: Money, now = new Date(), field = "body.couponCode"): Promise<AppliedCoupon> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.agencyId, agencyId), eq(coupons.code, code), eq(coupons.vertical, vertical)));
  if (!row) throw new BookingError(400, m.unknown, {}, field);
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) throw new BookingError(409, m.expired, {}, field);
  const discount = couponDiscount(price, { kind: row.kind, value: row.value, currency: row.currency });
  if (!discount) throw new BookingError(400, m.otherCurrency, { currency: price.currency }, field);
  return { code: row.code, description: row.description, discount, price, totalAmount: subtract(price, discount) };
}
