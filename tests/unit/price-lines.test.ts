// "The price summary does not add up" (booking core): every total shown is the sum of the lines
// above it, for any items, charges and add-ons (src/shared/booking/price-lines.ts).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceLines, type PriceLines } from "@/shared/booking/price-lines";
import { sum } from "@/shared/money";

const usd = (amount: number) => ({ amount, currency: "USD" });
/** The sum of every line, added up here: `total` must equal it (priceLines builds the total its own way). */
const sumOfLines = (lines: PriceLines) =>
  sum(
    [...lines.items, ...lines.charges, ...lines.addOns].map((line) => line.amount),
    lines.total.currency,
  );

describe("price lines", () => {
  it("LIS→GRU, 2 adults + 1 infant: the markup and fee are a line, and the total is the sum (the reported case)", () => {
    const lines = priceLines({
      items: [
        { key: "ADT", count: 2, amount: usd(283_634) },
        { key: "INF", count: 1, amount: usd(15_370) },
      ],
      price: usd(324_424),
    });
    expect(lines.charges).toEqual([{ kind: "serviceFees", amount: usd(25_420) }]);
    expect(lines.total).toEqual(usd(324_424));
    expect(sumOfLines(lines)).toEqual(lines.total);
  });

  it("an agent sees markup and fee apart when they make up the difference", () => {
    const lines = priceLines({ items: [{ key: "ADT", count: 1, amount: usd(10_000) }], price: usd(12_300), breakdown: { markup: usd(800), fee: usd(1_500) } });
    expect(lines.charges).toEqual([
      { kind: "markup", amount: usd(800) },
      { kind: "fee", amount: usd(1_500) },
    ]);
  });

  it("any items, charges, discounts and add-ons: the lines add up to the total", () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(fc.array(cents, { minLength: 1, maxLength: 4 }), fc.integer({ min: -50_000, max: 500_000 }), fc.array(cents, { maxLength: 3 }), fc.boolean(), (items, extra, addOns, agent) => {
        const itemTotal = items.reduce((a, b) => a + b, 0);
        const price = usd(itemTotal + extra);
        const markup = Math.max(0, Math.floor(extra / 2));
        const lines = priceLines({
          items: items.map((amount, i) => ({ key: `T${i}`, count: 1, amount: usd(amount) })),
          price,
          breakdown: agent ? { markup: usd(markup), fee: usd(extra - markup) } : undefined,
          addOns: addOns.map((amount, i) => ({ key: `A${i}`, amount: usd(amount) })),
        });
        expect(sumOfLines(lines)).toEqual(lines.total);
        expect(lines.total.amount).toBe(price.amount + addOns.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it("an add-on in another currency is in neither the lines nor the total", () => {
    const lines = priceLines({ items: [{ key: "ADT", count: 1, amount: usd(100) }], price: usd(100), addOns: [{ key: "x", amount: { amount: 5, currency: "EUR" } }] });
    expect(lines.addOns).toEqual([]);
    expect(lines.total).toEqual(usd(100));
  });
});
