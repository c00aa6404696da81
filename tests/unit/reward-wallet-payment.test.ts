// The reward wallet at checkout (docs/decisions.md "Reward wallet"): the shared rules (the most credit a payment may
// take, the card's part, the refund's split) and the payment machine's guard with credit: no card when the credit
// pays everything, credit above the total refused, and the credit passed to confirmPayment.
import { createActor, fromPromise } from "xstate";
import { describe, expect, it } from "vitest";
import { paymentMachine } from "@machines/payment/payable";
import type { ConfirmPaymentInput, PaymentOutcome } from "@machines/payment/payment.machine";
import { cardAmount, earnedFor, isPayable, maxCredit, splitRefund } from "@/shared/booking/reward-wallet";
import { money } from "@/shared/money";

const usd = (amount: number) => money(amount, "USD");
const visa = { holderName: "Ana Souza", number: "4242424242424242", expMonth: 12, expYear: 2031, cvc: "123" };

describe("the wallet's rules", () => {
  it("uses at most the balance and at most the total, and none in another currency", () => {
    expect(maxCredit(usd(3_000), usd(10_000))).toEqual(usd(3_000));
    expect(maxCredit(usd(30_000), usd(10_000))).toEqual(usd(10_000));
    expect(maxCredit(money(3_000, "EUR"), usd(10_000))).toEqual(usd(0));
    expect(maxCredit(null, usd(10_000))).toEqual(usd(0));
  });
  it("the card pays the rest; a refund goes to the wallet first; the reward is the rate of the total", () => {
    expect(cardAmount(usd(10_000), usd(2_500))).toEqual(usd(7_500));
    expect(splitRefund(8_000, 3_000)).toEqual({ toCredit: 3_000, toCard: 5_000 });
    expect(splitRefund(2_000, 3_000)).toEqual({ toCredit: 2_000, toCard: 0 });
    expect(earnedFor(usd(12_345), 1.5)).toEqual(usd(185));
  });
  it("a payment needs a complete card unless the credit pays everything, and never more credit than the total", () => {
    expect(isPayable(usd(10_000), undefined, usd(10_000))).toBe(true);
    expect(isPayable(usd(10_000), undefined, usd(9_999))).toBe(false);
    expect(isPayable(usd(10_000), visa, usd(9_999))).toBe(true);
    expect(isPayable(usd(10_000), visa, usd(10_001))).toBe(false);
    expect(isPayable(usd(10_000), visa, money(100, "EUR"))).toBe(false);
    expect(isPayable(usd(10_000), visa, undefined)).toBe(true);
  });
});

describe("the payment machine with wallet credit", () => {
  function start() {
    const calls: ConfirmPaymentInput[] = [];
    const outcome: PaymentOutcome = { status: "succeeded", reference: "WP-1", card: null, challengeId: null, declineCode: null };
    const actor = createActor(
      paymentMachine.provide({
        actors: { confirmPayment: fromPromise<PaymentOutcome, ConfirmPaymentInput>(async ({ input }) => (calls.push(input), outcome)) },
      }),
      { input: { idempotencyKey: "idem-1", amount: usd(10_000), order: {} } },
    ).start();
    return { actor, calls };
  }

  it("credit that pays everything is submitted without a card", async () => {
    const { actor, calls } = start();
    actor.send({ type: "payment.submitted", credit: usd(10_000) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe("succeeded");
    expect(calls).toEqual([{ idempotencyKey: "idem-1", amount: usd(10_000), order: {}, card: null, credit: usd(10_000), retryOf: null }]);
  });

  it("part of the total in credit goes with the card; more than the total, or no card for the rest, is refused", async () => {
    const { actor, calls } = start();
    actor.send({ type: "payment.submitted", card: visa, credit: usd(10_001) });
    actor.send({ type: "payment.submitted", credit: usd(4_000) });
    expect(actor.getSnapshot().value).toBe("editing");
    actor.send({ type: "payment.submitted", card: visa, credit: usd(4_000) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.map((c) => [c.card && "number" in c.card ? c.card.number : null, c.credit])).toEqual([["4242424242424242", usd(4_000)]]);
  });
});
