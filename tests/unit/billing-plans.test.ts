// The subscription plans' rules (src/shared/billing/plans.ts): where a paid period ends, and what moving
// from monthly to yearly billing costs (docs/decisions.md "Subscription and billing").
import { describe, expect, it } from "vitest";
import { periodEnd, PLANS, upgradeCharge } from "@/shared/billing/plans";

const at = (iso: string) => new Date(iso);

describe("periodEnd", () => {
  it("ends on the same day one or twelve months later, the 31st on the month's last day", () => {
    expect(periodEnd(at("2026-01-15T10:00:00Z"), "monthly")).toEqual(at("2026-02-15T10:00:00Z"));
    expect(periodEnd(at("2026-01-31T10:00:00Z"), "monthly")).toEqual(at("2026-02-28T10:00:00Z"));
    expect(periodEnd(at("2028-01-31T10:00:00Z"), "monthly")).toEqual(at("2028-02-29T10:00:00Z"));
    expect(periodEnd(at("2026-12-31T23:59:00Z"), "monthly")).toEqual(at("2027-01-31T23:59:00Z"));
    expect(periodEnd(at("2028-02-29T08:00:00Z"), "yearly")).toEqual(at("2029-02-28T08:00:00Z"));
  });
});

describe("upgradeCharge", () => {
  const month = { periodStart: at("2026-04-01T00:00:00Z"), periodEnd: at("2026-05-01T00:00:00Z") };

  it("takes the unused part of the monthly payment off the yearly price, rounded down to the cent", () => {
    // Half of April left: half of US$49.00 credited.
    expect(upgradeCharge(month, at("2026-04-16T00:00:00Z"))).toEqual({ amount: PLANS.yearly.price.amount - 2450, credit: 2450 });
    // One second in: not a cent more than was paid is credited.
    const early = upgradeCharge(month, at("2026-04-01T00:00:01Z"));
    expect(early.credit).toBe(4899);
    expect(early.amount + early.credit).toBe(PLANS.yearly.price.amount);
  });

  it("credits nothing once the month is over, and never more than the month before it began", () => {
    expect(upgradeCharge(month, at("2026-05-03T00:00:00Z"))).toEqual({ amount: PLANS.yearly.price.amount, credit: 0 });
    expect(upgradeCharge(month, at("2026-03-20T00:00:00Z"))).toEqual({ amount: PLANS.yearly.price.amount - PLANS.monthly.price.amount, credit: PLANS.monthly.price.amount });
  });
});
