// Bug: another tab's checkout of the same offer took this checkout's declined hold over (its travellers replaced,
// its retry paying the other tab's booking). The server now reuses a declined hold only when the booking request
// names it (`retryOf`); here the web's side of that: the payment child's attempt reaches every vertical's `book`
// call with the declined hold it continues, and the child hands its own decline back to the checkout.
import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import type { BookAttempt, PaymentResult } from "@/shared/api/bookings";
import { money } from "@/shared/money";
import { paymentMachine } from "@machines/payment/payable";
import type { HostedCard } from "@machines/payment/payment.machine";
import { bookAndPayActors } from "@/web/features/booking/actors";

const visa = { holderName: "Ana Souza", number: "4242424242424242", expMonth: 12, expYear: 2031, cvc: "123" };

const result = (errorCode: string | null): PaymentResult => ({
  referenceNumber: "WP-7",
  intentId: "pi_1",
  bookingStatus: errorCode ? "held" : "paid",
  paymentStatus: errorCode ? "requires_payment_method" : "succeeded",
  challengeId: null,
  card: { brand: "visa", last4: errorCode ? "0002" : "4242" },
  errorCode,
  totalAmount: money(10_000, "USD"),
  paidFromCredit: money(0, "USD"),
  paidFromCard: money(10_000, "USD"),
});

/** The vertical's calls: `book` records each attempt as the vertical's request would carry it; `pay` answers in turn. */
function fakeCalls(answers: (string | null)[]) {
  const attempts: BookAttempt[] = [];
  const calls = {
    book: async (_order: unknown, attempt: BookAttempt) => (attempts.push(attempt), { referenceNumber: "WP-7" }),
    pay: async () => ({ result: result(answers.shift() ?? null), declineText: null }),
    completeThreeDSecure: async () => ({ result: result(null), declineText: null }),
    outcome: async () => ({ status: "none" as const }),
  };
  return { attempts, calls };
}

function start(calls: ReturnType<typeof fakeCalls>["calls"], declinedHold: string | null, idempotencyKey = "idem-1") {
  return createActor(paymentMachine.provide({ actors: bookAndPayActors(calls) }), {
    input: { idempotencyKey, amount: money(10_000, "USD"), order: {}, declinedHold },
  }).start();
}

describe("a checkout attempt names the declined hold it continues", () => {
  it("a first attempt names none; its decline is what the child hands back when the traveller goes back", async () => {
    const { attempts, calls } = fakeCalls(["card_declined"]);
    const actor = start(calls, null);
    actor.send({ type: "payment.submitted", card: visa });
    await waitFor(actor, (s) => s.matches("declined"));
    expect(attempts).toEqual([{ idempotencyKey: "idem-1" }]);
    actor.send({ type: "payment.abandoned" });
    await waitFor(actor, (s) => s.status === "done");
    expect(actor.getSnapshot().output).toEqual({ status: "abandoned", declinedHold: "WP-7" });
  });

  it("the next attempt sends it with its own new key to the vertical's booking request", async () => {
    const { attempts, calls } = fakeCalls([null]);
    const actor = start(calls, "WP-7", "idem-2");
    actor.send({ type: "payment.submitted", card: visa });
    await waitFor(actor, (s) => s.status === "done");
    expect(attempts).toEqual([{ idempotencyKey: "idem-2", retryOf: "WP-7" }]);
    expect(actor.getSnapshot().output).toMatchObject({ status: "succeeded", reference: "WP-7" });
  });

  it("a card the gateway's fields refuse books nothing: the declined hold named before is kept", async () => {
    const { attempts, calls } = fakeCalls([]);
    const refused: HostedCard = { hosted: true, complete: true, tokenize: async () => ({ declineCode: "incorrect_number", declineText: null }) };
    const actor = start(calls, "WP-7", "idem-2");
    actor.send({ type: "payment.submitted", card: refused });
    await waitFor(actor, (s) => s.matches("declined"));
    expect(attempts).toEqual([]);
    actor.send({ type: "payment.abandoned" });
    await waitFor(actor, (s) => s.status === "done");
    expect(actor.getSnapshot().output).toEqual({ status: "abandoned", declinedHold: "WP-7" });
  });
});
