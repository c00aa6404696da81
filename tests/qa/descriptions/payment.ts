import type { PaymentContext, PaymentOutcome } from "@machines/payment/payment.machine";
import type { AnyEventObject } from "xstate";
import { describeMachine } from "../describe";
import { say, shown } from "../labels";
import { card } from "../sandbox";
import { paymentMessages } from "@machines/payment/messages";
import { tr } from "../phrases";

/**
 * The sandbox card (TEST_CARDS, docs/sandbox.md) that gives the outcomes the path goes on to: the gateway's
 * answer to the card, then, for a 3-D Secure card, the bank's answer after the tester approves or fails it.
 * Approving 4000 0025 0000 3155 is authorised and failing it is refused; 4000 0084 0000 1629 is refused even
 * when approved.
 */
function cardFor(later: readonly AnyEventObject[]): string {
  const answer = later.find((event) => event.type === "xstate.done.actor.confirmPayment");
  const status = answer && "output" in answer ? (answer.output as PaymentOutcome).status : "succeeded";
  if (status === "declined") return card("decline");
  if (status !== "requires_action") return card("succeed");
  const choice = later.findIndex((event) => event.type === "challenge.approved" || event.type === "challenge.declined");
  const bank = later.slice(choice + 1).find((event) => event.type === "xstate.done.actor.completeChallenge");
  const refusedAfterApproval = choice >= 0 && later[choice]?.type === "challenge.approved" && bank && "output" in bank && (bank.output as PaymentOutcome).status === "declined";
  return card(refusedAfterApproval ? "3ds_decline" : "3ds_succeed");
}

/** The Pay button reads 'Pay' and the total the server will charge. */
const pay = () => tr`${say("Pay {0}", { 0: "…" })} (the button shows the total)`;

export const paymentDescriptions = describeMachine<PaymentContext>({
  start: (input) => {
    const reach = tr`On the checkout page, with the travellers entered, press ${say("Continue to payment")} to reach the card form`;
    // A resumed payment (a saved checkout reloaded) starts where the gateway left it.
    const resume = (input as { resume?: PaymentOutcome | null }).resume;
    if (resume?.status === "requires_action") return tr`${reach}, pay with the card ${card("3ds_succeed")}, then reload the page while the 3-D Secure window is open`;
    if (resume?.status === "declined") return tr`${reach}, pay with the card ${card("decline")}, then reload the page`;
    return reach;
  },
  states: {
    resuming: tr`(the card step opens where the payment was)`,
    editing: (context) =>
      context.alert ? tr`The card form shows ${shown(context.alert)}` : tr`The card form asks for ${say("Card number")}, ${say("Expiry date (MM/YY)")}, ${say("Security code (CVC)")} and ${say("Name on card")}`,
    submitting: tr`The pay button reads ${say("Processing payment…")}; pressing it again does nothing`,
    requiresAction: tr`The 3-D Secure window ${say("Confirm your payment")} asks you to approve the payment`,
    completingChallenge: tr`The page says ${say("Confirming with your bank…")}`,
    // A refusal after 3-D Secure reads as the bank's answer to what the tester pressed (the step before says it):
    // failing the check shows 'We could not verify…', approving the card that is refused anyway shows 'Your card was declined…'.
    declined: (context) =>
      context.decline?.code === "authentication_failed"
        ? tr`The card form shows the bank's refusal (the step before says which message)`
        : tr`The card form shows ${shown(context.decline?.message, tr`why the card was declined`)}`,
    refused: (context) => tr`The card form is gone: the page shows ${shown(context.alert, tr`why the booking was refused (nothing was charged)`)} and ${say("Back to results")}, no Pay button`,
    succeeded: tr`The payment is accepted: you go on to the confirmation`,
    abandoned: tr`You are back on the traveller forms of the checkout`,
    closed: tr`You are back on the results of the same search, with the refusal's message`,
  },
  events: {
    "payment.submitted": ({ event, later }) => {
      const typed = event.card as { number?: string };
      if (String(typed.number ?? "").replace(/\s/g, "").length < 12) return tr`Type an incomplete card number (a few digits) and press ${pay()}: nothing is sent`;
      return tr`Pay with the card ${cardFor(later)}, any future expiry date and CVC 123: press ${pay()}`;
    },
    "payment.edited": tr`Change the card number`,
    "payment.abandoned": tr`Press ${say("Back to traveller details")} under the card form`,
    "payment.refusalClosed": tr`Press ${say("Back to results")} under the refusal`,
    "challenge.approved": tr`In the 3-D Secure window, press ${say("Complete authentication")}`,
    "challenge.declined": tr`In the 3-D Secure window, press ${say("Fail authentication")}`,
    "xstate.done.actor.confirmPayment": ({ event }) => {
      const outcome = event.output as PaymentOutcome;
      return outcome.status === "succeeded"
        ? tr`The gateway accepts the card`
        : outcome.status === "requires_action"
          ? tr`The gateway asks for 3-D Secure`
          : outcome.status === "refused"
            ? tr`The vendor refuses the booking after the card was authorised (a traveller with the last name REFUSED or SOLDOUT): the card is released`
            : tr`The gateway declines the card (${outcome.declineCode ?? "declined"})`;
    },
    "xstate.error.actor.confirmPayment": ({ event }) =>
      tr`The booking fails before the card is charged (a passenger with the last name TIMEOUT): the card form shows ${shown(event.error, tr`the server's message`)}`,
    "xstate.done.actor.completeChallenge": ({ event, previous }) => {
      const outcome = event.output as PaymentOutcome;
      if (outcome.status === "succeeded") return tr`The bank approves the payment`;
      if (outcome.status === "requires_action") return tr`The bank asks for another 3-D Secure check`;
      if (outcome.status === "refused") return tr`The bank approves, then the vendor refuses the booking: the card is released`;
      return previous?.type === "challenge.approved"
        ? tr`The bank refuses the payment although you approved it (the card ${card("3ds_decline")}): the card form shows ${say(paymentMessages.cardDeclined)}`
        : tr`The bank refuses the payment: the card form shows ${say(paymentMessages.authenticationFailed)}`;
    },
    "xstate.error.actor.completeChallenge": tr`Confirming with the bank fails (e.g. you are offline)`,
  },
});
