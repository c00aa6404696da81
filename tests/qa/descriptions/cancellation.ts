import type { CancellationContext, CancellationInput, CancellationQuote } from "../../../machines/cancellation/cancellation.machine";
import { describeMachine } from "../describe";
import { say, shown } from "../labels";

// Penalties and refunds are the supplier's figures for the booking at hand (docs/sandbox.md:
// Basic and Standard Economy keep the base fare, Flex cancels free), so the paths name where they
// are shown, not the model's amounts.
export const cancellationDescriptions = describeMachine<CancellationContext>({
  start: (input) =>
    `On the confirmation of a ticketed booking, press ${say("Cancel booking")}${(input as CancellationInput).allowVoid === false ? " (a product that cannot be voided)" : ""}`,
  states: {
    loadingPenalty: `The ${say("Cancel booking")} dialog says ${say("Checking cancellation charges…")}`,
    quoting: (context) =>
      `The dialog shows ${say("Cancellation penalty")} and ${say("Refund to your card")} with the supplier's figures${context.alert ? `, and ${shown(context.alert)}` : ""}`,
    confirming: (context) =>
      context.action === "void"
        ? `The dialog asks ${say("Void this booking? Every ticket is cancelled and the full amount refunded.")}`
        : `The dialog asks ${say("Cancel this booking? The penalty above is kept and the rest refunded to your card.")}`,
    cancelling: `The dialog says ${say("Cancelling your booking…")}`,
    failed: (context) => `The dialog shows ${shown(context.alert, "why the cancellation failed")} with ${say("Try again")}`,
    cancelled: (context) => `A toast says ${shown(context.successMessage, "the booking was cancelled")}`,
    dismissed: "The cancellation dialog closes; the booking is unchanged",
  },
  events: {
    "xstate.done.actor.getPenalty": ({ event }) => {
      const quote = event.output as CancellationQuote;
      return quote.cancellable
        ? `The supplier quotes its penalty${quote.voidable ? " and allows a void (booked within the last 24 hours)" : ""}`
        : `The supplier says the booking can no longer be cancelled: ${say("This booking can no longer be cancelled online.")}`;
    },
    "xstate.error.actor.getPenalty": ({ event }) => `The penalty lookup fails: ${shown(event.error, "the server's message")}`,
    "cancel.requested": `Press ${say("Cancel with penalty")}`,
    "void.requested": `Press ${say("Void booking")}`,
    "cancel.confirmed": ({ context }) => `Press ${say(context.action === "void" ? "Confirm void" : "Confirm cancellation")}`,
    "cancel.back": `Press ${say("Back")}`,
    "cancel.retried": `Press ${say("Try again")}`,
    "cancel.dismissed": ({ state }) => `Press ${say(state === "failed" ? "Close" : "Keep booking")}`,
    "xstate.done.actor.cancelBooking": ({ event }) =>
      (event.output as { priceChanged?: boolean }).priceChanged
        ? "The supplier quotes another refund (a passenger with the last name REQUOTE): nothing is cancelled yet"
        : "The supplier cancels the booking",
    "xstate.error.actor.cancelBooking": ({ event }) => `The supplier refuses (a passenger with the last name CANCELFAIL): ${shown(event.error, "the server's message")}`,
  },
});
