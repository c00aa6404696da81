// The booking core's `payment` state: the shared payment child. booking.machine.ts composes the states in order.
import { checkoutTotal } from "../events";
import type { BookingSetup } from "../actions";
import { type BookingKit, refusalOf } from "../kit";

/** The shared payment child (id `payment`): the web sends it payment.* and challenge.* events. */
export function paymentState(s: BookingSetup, kit: BookingKit) {
  const { vertical, toRoute } = kit;
  return s.createStateConfig({
    // Payment on a page of its own (spec B §2 cars: /checkout after /reservation-details): the URL follows.
    ...(vertical.paths.payment ? { entry: { type: "navigate" as const, params: toRoute("payment") } } : {}),
    invoke: {
      id: "payment",
      src: "payment",
      input: ({ context }) => ({
        idempotencyKey: context.idempotencyKey ?? "",
        amount: checkoutTotal(context.pricing, context.addOns),
        resume: context.paymentResume,
        declinedHold: context.declinedHold ?? null,
        order: vertical.order(context),
      }),
      onDone: [
        {
          guard: { type: "paymentSucceeded", params: ({ event }) => ({ output: event.output }) },
          target: "confirmation",
          actions: [{ type: "keepBooking", params: ({ event }) => ({ output: event.output }) }, "finishBooking"],
        },
        // Refused for good (a vendor's refusal, a slot sold out; nothing charged): this offer cannot be booked, so
        // back to the same search's results with the refusal's words, the traveller details kept for another offer.
        {
          guard: { type: "paymentRefused", params: ({ context, event }) => ({ output: event.output, withSearch: context.search !== null }) },
          target: "searching",
          actions: ["forgetOffer", { type: "setAlert", params: ({ event }) => ({ alert: refusalOf(event.output) }) }],
        },
        {
          guard: { type: "paymentRefused", params: ({ event }) => ({ output: event.output, withSearch: true }) },
          target: "search",
          actions: ["forgetOffer", { type: "setAlert", params: ({ event }) => ({ alert: refusalOf(event.output) }) }],
        },
        // Abandoned from the form: back to the traveller forms, details kept, and the declined hold the next attempt continues.
        { target: "checkout", actions: { type: "keepDeclinedHold", params: ({ event }) => ({ output: event.output }) } },
      ],
      // No onError: the payment child answers every failure of its own actors itself (decline,
      // alert, 3-D Secure), so it only ends by output. A crash there is a programming error: the
      // actor errors, the page shows the error screen, and the saved checkout (resumable checkouts) resumes
      // by asking the server what became of the payment. docs/decisions.md "Child machines".
    },
    // The resume hint is for this one invocation only.
    exit: "clearPaymentResume",
    on: {
      // Resumable checkouts: never charge again blindly; ask the server what became of this idempotency key.
      "checkout.resumed": { target: "resuming", actions: { type: "markResume", params: { step: "payment" } } },
      "walletCredit.changed": { actions: "keepWalletCredit" },
    },
  });
}
