// The payment machine's card rule (`payable`), provided by name: a booking page's first screen carries the
// machine without zod, and the rule arrives with the checkout ("Fast on a phone", docs/performance.md).
import { creditFits, isPayable } from "@/shared/booking/reward-wallet";
import { createPaymentMachine, isHostedCard, type PaymentContext, type PaymentEvent } from "./payment.machine";

/**
 * A complete card, unless wallet credit pays the whole amount; credit never more than the amount. The gateway's own
 * fields (Stripe Elements) are complete when its library says so: the page cannot read them.
 */
export function payable({ context, event }: { context: PaymentContext; event: PaymentEvent }): boolean {
  if (event.type !== "payment.submitted") return false;
  if (isHostedCard(event.card)) return event.card.complete && creditFits(context.amount, event.credit);
  return isPayable(context.amount, event.card, event.credit);
}

/** The payment machine over a vertical's order with its card rule. */
export function createPayableMachine<TOrder>() {
  return createPaymentMachine<TOrder>().provide({ guards: { payable } });
}

/** The payment machine for any order: the machine-level model walk and the payment page tests. */
export const paymentMachine = createPayableMachine<unknown>();
