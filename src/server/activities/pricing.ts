import type { ActivityOffer, ActivitySummary } from "@/shared/api/activities";
import { applyPricing, type PricedAmount, type PricingRule } from "../pricing/markup";
import { percent, add, type Money } from "@/shared/money";

// What the customer sees of the provider's net prices (agency pricing, spec B §3 markupType, markupValue,
// agencyFee): a total is net + markup + fee; a price per person carries a percent markup (a fixed markup
// and the fee are per booking, so they appear only in totals).

export function perPerson(net: Money, rule: PricingRule): Money {
  return rule.markupType === "percent" ? add(net, percent(net, rule.markupValue)) : net;
}

export function priceSummary(summary: ActivitySummary, rule: PricingRule): ActivitySummary {
  return {
    ...summary,
    fromPrice: perPerson(summary.fromPrice, rule),
    originalPrice: summary.originalPrice ? perPerson(summary.originalPrice, rule) : null,
  };
}

export function priceOffer(offer: ActivityOffer, rule: PricingRule): { offer: ActivityOffer; breakdown: PricedAmount } {
  const breakdown = applyPricing(offer.totalAmount, rule);
  const lines = offer.lines.map((line) => ({ ...line, unitPrice: perPerson(line.unitPrice, rule), total: perPerson(line.total, rule) }));
  return { offer: { ...offer, lines, totalAmount: breakdown.total }, breakdown };
}

/** A slot's total for the travellers, as the customer pays it. */
export function priceTotal(net: Money, rule: PricingRule): Money {
  return applyPricing(net, rule).total;
}
