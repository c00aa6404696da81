import { divideHalfEven, money, type Money } from "../money";

/** What the customer paid for a supplier's net price: the markup and the agency fee on top (minor units). */
export interface PaidPrice {
  readonly total: number;
  readonly net: number;
  readonly markup: number;
}

/**
 * What the traveller gets back when the supplier gives back `supplierRefund` of its net: that refund plus the
 * markup in the same proportion; the agency fee is kept (docs/flights-api.md "Cancellation"). Every vertical's
 * cancel quote and every penalty shown before booking use this one rule, so the penalty a rate shows is the
 * amount its cancellation takes.
 */
export function customerRefundOf(paid: PaidPrice, supplierRefund: number): number {
  const markupBack = paid.net > 0 ? Number(divideHalfEven(BigInt(paid.markup) * BigInt(supplierRefund), BigInt(paid.net))) : 0;
  return Math.max(0, Math.min(paid.total, supplierRefund + markupBack));
}

/** The supplier's penalty (what it keeps of its net) as the customer's penalty (what the cancellation keeps of the total). */
export function customerPenaltyOf(paid: PaidPrice, supplierPenalty: Money): Money {
  const supplierRefund = Math.max(0, paid.net - supplierPenalty.amount);
  return money(paid.total - customerRefundOf(paid, supplierRefund), supplierPenalty.currency);
}
