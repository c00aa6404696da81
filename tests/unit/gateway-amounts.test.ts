// Stripe's "smallest currency unit" from our ISO 4217 minor units (src/shared/gateway-amounts.ts): zero-decimal
// currencies go as they are, ISK gains Stripe's two decimals, three-decimal currencies go in tens of thousandths.
import { describe, expect, it } from "vitest";
import { fromStripeAmount, stripeExponent, toStripeAmount } from "@/shared/gateway-amounts";

describe("amounts sent to Stripe", () => {
  it.each([
    [12_345, "USD", 12_345],
    [15_000, "JPY", 15_000],
    [50_000, "KRW", 50_000],
    [9_900, "ISK", 990_000],
    [12_340, "KWD", 12_340],
    [1_999, "eur", 1_999],
  ])("%d %s → %d, and back", (ours, currency, stripes) => {
    expect(toStripeAmount(ours, currency)).toBe(stripes);
    expect(fromStripeAmount(stripes, currency)).toBe(ours);
  });

  it("knows Stripe's exponent: 0 for yen, 2 for krona (not ISO's 0), 3 for dinar", () => {
    expect([stripeExponent("JPY"), stripeExponent("ISK"), stripeExponent("KWD"), stripeExponent("USD")]).toEqual([0, 2, 3, 2]);
  });

  it("refuses a three-decimal amount Stripe cannot charge exactly (it takes multiples of ten)", () => {
    expect(() => toStripeAmount(12_345, "KWD")).toThrow(RangeError);
  });
});
