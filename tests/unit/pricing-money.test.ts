import { describe, expect, it } from "vitest";
import { add, divideHalfEven, formatMoney, fromMajor, minorUnitDigits, money, multiply, percent, subtract, sum } from "@/shared/money";

describe("money", () => {
  it("keeps integers of minor units", () => {
    expect(() => money(10.5, "USD")).toThrow(RangeError);
    expect(add(money(1, "USD"), money(2, "USD"), money(3, "USD"))).toEqual(money(6, "USD"));
    expect(subtract(money(1, "USD"), money(3, "USD"))).toEqual(money(-2, "USD"));
    expect(sum([], "EUR")).toEqual(money(0, "EUR"));
    expect(() => add(money(1, "USD"), money(1, "EUR"))).toThrow(/Currency mismatch/);
  });

  it("rounds half to even, including negatives", () => {
    expect([5n, 15n, 25n, -5n, -15n, 14n, 16n].map((n) => divideHalfEven(n, 10n))).toEqual([0n, 2n, 2n, 0n, -2n, 1n, 2n]);
    expect(multiply(money(3, "USD"), 0.5)).toEqual(money(2, "USD"));
    expect(multiply(money(5, "USD"), 0.5)).toEqual(money(2, "USD"));
    expect(percent(money(1_005, "USD"), 10)).toEqual(money(100, "USD"));
  });

  it("is exact where floats are not (0.1 + 0.2, 1.005)", () => {
    expect(fromMajor("0.1", "USD").amount + fromMajor("0.2", "USD").amount).toBe(30);
    expect(fromMajor("1.005", "USD")).toEqual(money(100, "USD"));
    expect(fromMajor("1.015", "USD")).toEqual(money(102, "USD"));
    expect(fromMajor(19.99, "USD")).toEqual(money(1_999, "USD"));
    expect(fromMajor("1500", "JPY")).toEqual(money(1_500, "JPY"));
  });

  it("formats with Intl using the currency's minor digits", () => {
    expect(minorUnitDigits("USD")).toBe(2);
    expect(minorUnitDigits("JPY")).toBe(0);
    expect(minorUnitDigits("KWD")).toBe(3);
    expect(formatMoney(money(123_456, "USD"), "en-US")).toBe("$1,234.56");
    expect(formatMoney(money(1_500, "JPY"), "en-US")).toBe("¥1,500");
  });
});
