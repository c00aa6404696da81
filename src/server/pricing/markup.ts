import { DEFAULT_AGENCY_FEE, DEFAULT_MARKUP_TYPE, DEFAULT_MARKUP_VALUE } from "@/shared/constants";
import { add, money, percent, type Money } from "@/shared/money";
import type { MarkupKind } from "../db/schema-bookings";

type MarkupType = MarkupKind;

/** What the customer pays for the supplier's net price, for every vertical. */
export interface PricedAmount {
  readonly net: Money;
  readonly markup: Money;
  readonly fee: Money;
  readonly total: Money;
}

/**
 * Agency pricing on top of the supplier's net fare (spec A §3/§9 defaults: percent, 0, 0).
 * markupValue is a percentage for "percent" (12.5 = 12.5 %) and minor units for "fixed";
 * agencyFee is minor units per booking. Fixed amounts are in the offer's currency.
 */
export interface PricingRule {
  readonly markupType: MarkupType;
  readonly markupValue: number;
  readonly agencyFee: number;
}

/** A level may set the markup (type and value together) and/or the fee. */
export interface PricingOverride {
  readonly markup?: { readonly type: MarkupType; readonly value: number } | null;
  readonly agencyFee?: number | null;
}

export const DEFAULT_PRICING_RULE: PricingRule = {
  markupType: DEFAULT_MARKUP_TYPE,
  markupValue: DEFAULT_MARKUP_VALUE,
  agencyFee: DEFAULT_AGENCY_FEE,
};

/**
 * Client overrides agent overrides agency. Markup type and value move as a pair so a client's
 * "10" is never read against an agency's "fixed".
 */
export function resolvePricingRule(levels: { agency?: PricingOverride | null; agent?: PricingOverride | null; client?: PricingOverride | null }): PricingRule {
  let rule = DEFAULT_PRICING_RULE;
  for (const level of [levels.agency, levels.agent, levels.client]) {
    if (!level) continue;
    if (level.markup) rule = { ...rule, markupType: level.markup.type, markupValue: level.markup.value };
    if (level.agencyFee !== undefined && level.agencyFee !== null) rule = { ...rule, agencyFee: level.agencyFee };
  }
  return rule;
}

export function validatePricingRule(rule: PricingRule): void {
  if (!Number.isFinite(rule.markupValue) || rule.markupValue < 0) throw new RangeError("Markup must be zero or more");
  if (rule.markupType === "percent" && rule.markupValue > 1000) throw new RangeError("Percent markup must be at most 1000");
  if (rule.markupType === "fixed" && !Number.isSafeInteger(rule.markupValue)) throw new RangeError("Fixed markup must be whole minor units");
  if (!Number.isSafeInteger(rule.agencyFee) || rule.agencyFee < 0) throw new RangeError("Agency fee must be whole minor units, zero or more");
}

/** net → {net, markup, fee, total}; percent markups round half to even to whole minor units. */
export function applyPricing(net: Money, rule: PricingRule = DEFAULT_PRICING_RULE): PricedAmount {
  validatePricingRule(rule);
  const markup: Money = rule.markupType === "percent" ? percent(net, rule.markupValue) : money(rule.markupValue, net.currency);
  const fee = money(rule.agencyFee, net.currency);
  return { net, markup, fee, total: add(net, markup, fee) };
}

/**
 * Pricing where part of the net is sold at the supplier's price with no markup (a car's child seat, spec B
 * add-ons): the rule applies to the rest, the pass-through part is added as it is.
 */
export function applyPricingWithPassThrough(net: Money, atSupplierPrice: Money | undefined, rule: PricingRule): PricedAmount {
  const passed = atSupplierPrice?.amount ?? 0;
  const marked = applyPricing(money(net.amount - passed, net.currency), rule);
  return { ...marked, net, total: money(marked.total.amount + passed, net.currency) };
}
