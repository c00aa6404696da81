import type { CancellationContext, CancellationInput, CancellationQuote } from "../../../machines/cancellation/cancellation.machine";
import { describeMachine } from "../describe";

const money = (value: { amount: number; currency: string } | undefined) => (value ? `${value.currency} ${(value.amount / 100).toFixed(2)}` : "?");
const textOf = (message: unknown) => (typeof message === "string" ? message : String((message as { message?: string } | null)?.message ?? ""));
const errorText = (error: unknown) => String((error as { message?: string } | undefined)?.message ?? "Something went wrong");

export const cancellationDescriptions = describeMachine<CancellationContext>({
  start: (input) =>
    `On the confirmation of booking ${(input as CancellationInput).referenceNumber}, press 'Cancel booking'${(input as CancellationInput).allowVoid === false ? " (a product that cannot be voided)" : ""}`,
  states: {
    loadingPenalty: "The page says it is loading the cancellation penalty",
    quoting: (context) =>
      `The page shows the penalty ${money(context.quote?.penalty)} and the refund ${money(context.quote?.refund)}${context.alert ? ` with '${textOf(context.alert)}'` : ""}`,
    confirming: (context) => `The page asks you to confirm: ${context.action === "void" ? "void the booking (full refund)" : "cancel the booking"}`,
    cancelling: "The page says it is cancelling",
    failed: (context) => `The page shows '${textOf(context.alert)}' with 'Try again'`,
    cancelled: (context) => `A toast says '${textOf(context.successMessage)}'`,
    dismissed: "The cancellation panel closes; the booking is unchanged",
  },
  events: {
    "xstate.done.actor.getPenalty": ({ event }) => {
      const quote = event.output as CancellationQuote;
      return quote.cancellable
        ? `The supplier quotes a penalty of ${money(quote.penalty)}${quote.voidable ? " and allows a void (booked today)" : ""}`
        : "The supplier says the booking can no longer be cancelled or voided";
    },
    "xstate.error.actor.getPenalty": ({ event }) => `The penalty lookup fails: '${errorText(event.error)}'`,
    "cancel.requested": "Press 'Cancel booking'",
    "void.requested": "Press 'Void booking'",
    "cancel.confirmed": "Press 'Confirm'",
    "cancel.back": "Press 'Back'",
    "cancel.retried": "Press 'Try again'",
    "cancel.dismissed": "Press 'Close'",
    "xstate.done.actor.cancelBooking": ({ event }) =>
      (event.output as { priceChanged?: boolean }).priceChanged
        ? `The supplier quotes another refund (${money((event.output as { refund: { amount: number; currency: string } }).refund)}): nothing is cancelled yet`
        : "The supplier cancels the booking",
    "xstate.error.actor.cancelBooking": ({ event }) => `The supplier refuses (a passenger named CANCELFAIL): '${errorText(event.error)}'`,
  },
});
