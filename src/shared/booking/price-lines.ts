// The lines of a price summary, for every vertical: what was bought (travellers, rooms, a car, an
// activity) at the supplier's price, the agency's charges, the add-ons, and the total. Every total
// shown is the sum of the lines above it: a summary once showed "2 × Adult", "1 × Infant" and a
// total 254.20 higher, the markup and fee on no line.
import { add, subtract, sum, zero, type Money } from "../money";

/** A thing bought at the supplier's price: "2 × Adult" (label and count are the vertical's). */
export interface ItemLine {
  readonly key: string;
  readonly count: number;
  readonly amount: Money;
}

export type ChargeKind = "markup" | "fee" | "serviceFees" | "discount";

export interface PriceLines {
  readonly items: readonly ItemLine[];
  /**
   * What the agency adds to the supplier's price. An agent sees markup and fee apart; a customer
   * sees them as one line of service fees (agency pricing: the split stays in the back office).
   */
  readonly charges: ReadonlyArray<{ readonly kind: ChargeKind; readonly amount: Money }>;
  readonly addOns: ReadonlyArray<{ readonly key: string; readonly amount: Money }>;
  readonly total: Money;
}

interface PriceInput {
  readonly items: readonly ItemLine[];
  /** What the booking costs before add-ons: items plus the agency's charges. */
  readonly price: Money;
  /** Markup and fee apart, when the viewer may see them (agents). */
  readonly breakdown?: { readonly markup: Money; readonly fee: Money } | undefined;
  readonly addOns?: ReadonlyArray<{ readonly key: string; readonly amount: Money }>;
}

/**
 * Lines that add up: the agency's charges are whatever the price holds beyond the items, so the
 * summary and the charge can never disagree; add-ons in another currency are left out of the
 * total and of the lines alike.
 */
export function priceLines({ items, price, breakdown, addOns = [] }: PriceInput): PriceLines {
  const currency = price.currency;
  const sameCurrency = items.every((item) => item.amount.currency === currency);
  const itemTotal = sameCurrency
    ? sum(
        items.map((item) => item.amount),
        currency,
      )
    : zero(currency);
  const extra = sameCurrency ? subtract(price, itemTotal) : zero(currency);
  const charges: Array<{ kind: ChargeKind; amount: Money }> = [];
  if (extra.amount < 0) charges.push({ kind: "discount", amount: extra });
  if (extra.amount > 0) {
    const split = breakdown && breakdown.markup.amount + breakdown.fee.amount === extra.amount && breakdown.markup.currency === currency;
    if (split) {
      if (breakdown.markup.amount > 0) charges.push({ kind: "markup", amount: breakdown.markup });
      if (breakdown.fee.amount > 0) charges.push({ kind: "fee", amount: breakdown.fee });
    } else {
      charges.push({ kind: "serviceFees", amount: extra });
    }
  }
  const kept = addOns.filter((addOn) => addOn.amount.currency === currency);
  const total = add(price, ...kept.map((addOn) => addOn.amount));
  return { items: sameCurrency ? items : [], charges, addOns: kept, total };
}
