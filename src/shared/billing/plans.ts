// The agency's subscription plans (spec B §7 "Agency back office": subscriptions and their billings; spec A
// §3 agencyData.isSubscribed). The spec names the calls, not the plans: ours are one product billed monthly
// or yearly, in US dollars, priced here once for the server's charges, the invoices and the web's cards.
import { z } from "zod";
import type { Money } from "../money";
import { PLAN_TYPES } from "./lists";

export const planType = z.enum(PLAN_TYPES);
export type PlanType = z.infer<typeof planType>;

interface Plan {
  readonly planType: PlanType;
  readonly price: Money;
  /** How long one payment covers, in calendar months. */
  readonly months: number;
}

/** Yearly costs ten monthly payments: two months free for paying ahead. */
export const PLANS: Readonly<Record<PlanType, Plan>> = {
  monthly: { planType: "monthly", price: { amount: 4_900, currency: "USD" }, months: 1 },
  yearly: { planType: "yearly", price: { amount: 49_000, currency: "USD" }, months: 12 },
};

/** Where one paid period ends: the same day of the month `months` later (the 31st becomes the month's last day). */
export function periodEnd(start: Date, plan: PlanType): Date {
  const months = PLANS[plan].months;
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/**
 * A change to the yearly plan is charged at once, less what is left of the monthly period already paid
 * (by the second, rounded down to the cent, so the agency is never charged for time it paid for). A change
 * to the monthly plan costs nothing now: the yearly period runs out and then renews monthly.
 */
export function upgradeCharge(monthly: { periodStart: Date; periodEnd: Date }, now: Date): { amount: number; credit: number } {
  const target = PLANS.yearly.price.amount;
  const total = monthly.periodEnd.getTime() - monthly.periodStart.getTime();
  const left = Math.min(total, Math.max(0, monthly.periodEnd.getTime() - now.getTime()));
  const credit = total > 0 ? Math.floor((PLANS.monthly.price.amount * left) / total) : 0;
  return { amount: target - credit, credit };
}

/**
 * A renewal whose card is declined is tried again this many days after the period's end (docs/decisions.md
 * "Subscription and billing"); when the last try fails too, the agency is unsubscribed.
 */
export const RENEWAL_RETRY_DAYS = [1, 3] as const;

/** When a renewal that has failed `failedAttempts` times is tried next; null when no try is left. */
export function nextRenewalAttempt(periodEnd: Date, failedAttempts: number): Date | null {
  const days = RENEWAL_RETRY_DAYS[failedAttempts - 1];
  return days === undefined ? null : new Date(periodEnd.getTime() + days * 86_400_000);
}
