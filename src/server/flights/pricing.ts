import type { FlightOffer } from "@/shared/api/flights";
import type { MarkupType, PriceBreakdown } from "@/shared/api/bookings";
import type { MarkupKind } from "../db/schema-bookings";
import { applyPricing, type PricingRule } from "../pricing/markup";

/**
 * The offer as the customer sees it: totalAmount becomes net + markup + fee (one total, agency pricing).
 * The per-passenger fare lines stay the airline's, as on an e-ticket.
 */
export function priceOffer(offer: FlightOffer, rule: PricingRule): { offer: FlightOffer; breakdown: PriceBreakdown } {
  const breakdown = applyPricing(offer.totalAmount, rule);
  return { offer: { ...offer, totalAmount: breakdown.total }, breakdown };
}

/** spec A's markupType as the markups table stores it: a compile error here when one side gains a kind. */
type FlightMarkupType = MarkupType extends MarkupKind ? (MarkupKind extends MarkupType ? MarkupType : never) : never;

export function flightMarkupType(kind: MarkupKind): FlightMarkupType {
  return kind;
}
