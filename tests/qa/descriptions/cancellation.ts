import type { CancellationContext, CancellationInput, CancellationQuote } from "@machines/cancellation/cancellation.machine";
import { describeMachine } from "../describe";
import { say, shown } from "../labels";
import { tr } from "../phrases";

// Penalties and refunds are the supplier's figures for the booking at hand (docs/sandbox.md:
// Basic and Standard Economy keep the base fare, Flex cancels free), so the paths name where they
// are shown, not the model's amounts.
export const cancellationDescriptions = describeMachine<CancellationContext>({
  start: (input) => tr`On the confirmation of a ticketed booking, press ${say("Cancel booking")}${(input as CancellationInput).allowVoid === false ? tr` (a product that cannot be voided)` : ""}`,
  states: {
    loadingPenalty: tr`The ${say("Cancel booking")} dialog says ${say("Checking cancellation charges…")}`,
    quoting: (context) => tr`The dialog shows ${say("Cancellation penalty")} and ${say("Refund to your card")} with the supplier's figures${context.alert ? tr`, and ${shown(context.alert)}` : ""}`,
    confirming: (context) =>
      context.action === "void"
        ? tr`The dialog asks ${say("Void this booking? Every ticket is cancelled and the full amount refunded.")}`
        : tr`The dialog asks ${say("Cancel this booking? The penalty above is kept and the rest refunded to your card.")}`,
    cancelling: tr`The dialog says ${say("Cancelling your booking…")}`,
    failed: (context) => tr`The dialog shows ${shown(context.alert, tr`why the cancellation failed`)} with ${say("Try again")}`,
    cancelled: (context) => tr`A toast says ${shown(context.successMessage, tr`the booking was cancelled`)}`,
    dismissed: tr`The cancellation dialog closes; the booking is unchanged`,
  },
  events: {
    "xstate.done.actor.getPenalty": ({ event }) => {
      const quote = event.output as CancellationQuote;
      return quote.cancellable
        ? tr`The supplier quotes its penalty${quote.voidable ? tr` and allows a void (booked within the last 24 hours)` : ""}`
        : tr`The supplier says the booking can no longer be cancelled: ${say("This booking can no longer be cancelled online.")}`;
    },
    "xstate.error.actor.getPenalty": ({ event }) => tr`The penalty lookup fails: ${shown(event.error, tr`the server's message`)}`,
    "cancel.requested": tr`Press ${say("Cancel with penalty")}`,
    "void.requested": tr`Press ${say("Void booking")}`,
    "cancel.confirmed": ({ context }) => tr`Press ${say(context.action === "void" ? "Confirm void" : "Confirm cancellation")}`,
    "cancel.back": tr`Press ${say("Back")}`,
    "cancel.retried": tr`Press ${say("Try again")}`,
    "cancel.dismissed": ({ state }) => tr`Press ${say(state === "failed" ? "Close" : "Keep booking")}`,
    "xstate.done.actor.cancelBooking": ({ event }) =>
      (event.output as { priceChanged?: boolean }).priceChanged
        ? tr`The supplier quotes another refund (a passenger with the last name REQUOTE): nothing is cancelled yet`
        : tr`The supplier cancels the booking`,
    "xstate.error.actor.cancelBooking": ({ event }) => tr`The supplier refuses (a passenger with the last name CANCELFAIL): ${shown(event.error, tr`the server's message`)}`,
  },
});
