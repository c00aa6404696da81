// The reward wallet's rules (spec B §6: the agency enables a reward wallet for its clients and agents; §3 the
// booking record's paidFromCredit and paidFromCard), written once for the server's saga, cancellation and
// routes, the checkout's credit field and the back office's earn-rate form.
import { money, percent, type Money } from "../money";
import { paymentCard } from "./cards";
import type { MessageDescriptor } from "../validation/messages";

export const rewardWalletRules = {
  earnRateRange: /*i18n*/ { id: "rewardWallet.config.earnRateRange", message: "The earn rate must be between 0 and 20 %" },
  earnRatePrecision: /*i18n*/ { id: "rewardWallet.config.earnRatePrecision", message: "Use at most two decimals for the earn rate" },
  creditWhole: /*i18n*/ { id: "rewardWallet.credit.whole", message: "Enter the credit in whole cents" },
  creditNegative: /*i18n*/ { id: "rewardWallet.credit.negative", message: "The credit cannot be negative" },
} as const satisfies Record<string, MessageDescriptor>;

/** The highest earn rate an agency may set, percent of a completed booking's total. */
export const MAX_EARN_RATE = 20;
/** An agency that has not chosen: 1 % of each completed booking back as credit (docs/decisions.md "Reward wallet"). */
export const DEFAULT_EARN_RATE = 1;

/** The most credit one payment may use: the balance, never more than what is to pay. */
export function maxCredit(balance: Money | null, total: Money): Money {
  if (!balance || balance.currency !== total.currency) return money(0, total.currency);
  return money(Math.max(0, Math.min(balance.amount, total.amount)), total.currency);
}

/** What a completed booking earns: `rate` percent of its total, rounded half-even to the minor unit. */
export function earnedFor(total: Money, rate: number): Money {
  return percent(total, rate);
}

/** The card pays what the credit does not cover. */
export function cardAmount(total: Money, credit: Money): Money {
  return money(total.amount - credit.amount, total.currency);
}

/** A refund goes back to the wallet first (up to what was paid from it), the rest to the card. */
export function splitRefund(refund: number, paidFromCredit: number): { toCredit: number; toCard: number } {
  const toCredit = Math.max(0, Math.min(refund, paidFromCredit));
  return { toCredit, toCard: refund - toCredit };
}

/** Credit the payment may take: none, or whole minor units of its currency from 0 to the total. */
export function creditFits(total: Money, credit: Money | null | undefined): boolean {
  if (!credit) return true;
  return credit.currency === total.currency && Number.isInteger(credit.amount) && credit.amount >= 0 && credit.amount <= total.amount;
}

/** A payment may go: its credit fits, and a complete card pays the rest (no card when the credit pays everything). */
export function isPayable(total: Money, card: unknown, credit: Money | null | undefined): boolean {
  if (!creditFits(total, credit)) return false;
  if (credit && credit.amount === total.amount) return true;
  return paymentCard.safeParse(card).success;
}

const byId = new Map<string, MessageDescriptor>(Object.values(rewardWalletRules).map((d) => [d.id, d]));

export function rewardWalletDescriptor(id: string): MessageDescriptor | undefined {
  return byId.get(id);
}
