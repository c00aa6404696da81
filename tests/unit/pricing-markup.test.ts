import { describe, expect, it } from "vitest";
import { applyPricing, DEFAULT_PRICING_RULE, resolvePricingRule } from "@/server/pricing/markup";
import { money } from "@/shared/money";

const usd = (amount: number) => money(amount, "USD");

describe("applyPricing", () => {
  it("defaults to percent 0 and no fee (spec A §9)", () => {
    expect(DEFAULT_PRICING_RULE).toEqual({ markupType: "percent", markupValue: 0, agencyFee: 0 });
    expect(applyPricing(usd(53_759))).toEqual({ net: usd(53_759), markup: usd(0), fee: usd(0), total: usd(53_759) });
  });

  it("adds a percent markup rounded half to even, plus the fee", () => {
    // 10 % of 12345 = 1234.5 → 1234 (even); 10 % of 12355 = 1235.5 → 1236 (even)
    expect(applyPricing(usd(12_345), { markupType: "percent", markupValue: 10, agencyFee: 500 })).toEqual({ net: usd(12_345), markup: usd(1_234), fee: usd(500), total: usd(14_079) });
    expect(applyPricing(usd(12_355), { markupType: "percent", markupValue: 10, agencyFee: 0 }).markup).toEqual(usd(1_236));
    expect(applyPricing(usd(10_001), { markupType: "percent", markupValue: 12.5, agencyFee: 0 }).markup).toEqual(usd(1_250));
  });

  it("adds a fixed markup in minor units", () => {
    expect(applyPricing(usd(10_000), { markupType: "fixed", markupValue: 2_500, agencyFee: 1_000 }).total).toEqual(usd(13_500));
  });

  it("works in zero-decimal currencies", () => {
    expect(applyPricing(money(15_005, "JPY"), { markupType: "percent", markupValue: 5, agencyFee: 0 }).markup).toEqual(money(750, "JPY"));
  });

  it("rejects negative or fractional amounts", () => {
    expect(() => applyPricing(usd(100), { markupType: "fixed", markupValue: 1.5, agencyFee: 0 })).toThrow(RangeError);
    expect(() => applyPricing(usd(100), { markupType: "percent", markupValue: -1, agencyFee: 0 })).toThrow(RangeError);
    expect(() => applyPricing(usd(100), { markupType: "percent", markupValue: 1, agencyFee: -5 })).toThrow(RangeError);
  });
});

describe("resolvePricingRule", () => {
  const agency = { markup: { type: "percent" as const, value: 8 }, agencyFee: 1_500 };
  it("uses the agency's rule when nothing overrides it", () => {
    expect(resolvePricingRule({ agency })).toEqual({ markupType: "percent", markupValue: 8, agencyFee: 1_500 });
  });
  it("lets the agent override the agency and the client override both", () => {
    const agent = { markup: { type: "fixed" as const, value: 2_000 } };
    expect(resolvePricingRule({ agency, agent })).toEqual({ markupType: "fixed", markupValue: 2_000, agencyFee: 1_500 });
    expect(resolvePricingRule({ agency, agent, client: { agencyFee: 0 } })).toEqual({ markupType: "fixed", markupValue: 2_000, agencyFee: 0 });
    expect(resolvePricingRule({ agency, agent, client: { markup: { type: "percent", value: 3 } } })).toMatchObject({ markupType: "percent", markupValue: 3 });
  });
  it("falls back to the defaults", () => {
    expect(resolvePricingRule({})).toEqual(DEFAULT_PRICING_RULE);
    expect(resolvePricingRule({ agency: null, agent: { markup: null, agencyFee: null } })).toEqual(DEFAULT_PRICING_RULE);
  });
});
