import type { PaymentContext, PaymentOutcome } from "../../../machines/payment/payment.machine";
import { describeMachine } from "../describe";
import { say, shown } from "../labels";

/** docs/sandbox.md test cards, by the outcome the gateway should give. */
const CARDS = {
  succeeded: "4242 4242 4242 4242",
  requires_action: "4000 0025 0000 3155",
  declined: "4000 0000 0000 0002",
  // Refused by the vendor or sold out after authorisation: a good card, a traveller named for the trigger (docs/sandbox.md).
  refused: "4242 4242 4242 4242",
} as const;

/** The Pay button reads 'Pay' and the total the server will charge. */
const pay = () => `${say("Pay {0}", { 0: "…" })} (the button shows the total)`;

export const paymentDescriptions = describeMachine<PaymentContext>({
  start: () => `On the checkout page, with the travellers entered, press ${say("Continue to payment")} to reach the card form`,
  states: {
    resuming: "(the card step opens where the payment was)",
    editing: (context) => (context.alert ? `The card form shows ${shown(context.alert)}`
        : `The card form asks for ${say("Card number")}, ${say("Expiry date (MM/YY)")}, ${say("Security code (CVC)")} and ${say("Name on card")}`),
    submitting: `The pay button reads ${say("Processing payment…")}; pressing it again does nothing`,
    requiresAction: `The 3-D Secure window ${say("Confirm your payment")} asks you to approve the payment`,
    completingChallenge: `The page says ${say("Confirming with your bank…")}`,
    declined: (context) => `The card form shows ${shown(context.decline?.message, "why the card was declined")}`,
    refused: (context) => `The card form is gone: the page shows ${shown(context.alert, "why the booking was refused (nothing was charged)")} and ${say("Back to results")}, no Pay button`,
    succeeded: "The payment is accepted: you go on to the confirmation",
    abandoned: "You are back on the traveller forms of the checkout",
    closed: "You are back on the results of the same search, with the refusal's message",
  },
  events: {
    "payment.submitted": ({ event, next }) => {
      const card = event.card as { number?: string };
      if (String(card.number ?? "").replace(/\s/g, "").length < 12) return `Type an incomplete card number ("${String(card.number)}") and press ${pay()}: nothing is sent`;
      const outcome = next?.type.endsWith("confirmPayment") && "output" in next ? (next.output as PaymentOutcome).status : "succeeded";
      return `Pay with the card ${CARDS[outcome]}, any future expiry date and CVC 123: press ${pay()}`;
    },
    "payment.edited": "Change the card number",
    "payment.abandoned": `Press ${say("Back to traveller details")} under the card form`,
    "payment.refusalClosed": `Press ${say("Back to results")} under the refusal`,
    "challenge.approved": `In the 3-D Secure window, press ${say("Complete authentication")}`,
    "challenge.declined": `In the 3-D Secure window, press ${say("Fail authentication")}`,
    "xstate.done.actor.confirmPayment": ({ event }) => {
      const outcome = event.output as PaymentOutcome;
      return outcome.status === "succeeded"
        ? "The gateway accepts the card"
        : outcome.status === "requires_action"
          ? "The gateway asks for 3-D Secure"
          : outcome.status === "refused"
            ? "The vendor refuses the booking after the card was authorised (a traveller with the last name REFUSED or SOLDOUT): the card is released"
            : `The gateway declines the card (${outcome.declineCode ?? "declined"})`;
    },
    "xstate.error.actor.confirmPayment": ({ event }) => `The booking fails before the card is charged (a passenger with the last name TIMEOUT): the card form shows ${shown(event.error, "the server's message")}`,
    "xstate.done.actor.completeChallenge": ({ event }) => {
      const outcome = event.output as PaymentOutcome;
      return outcome.status === "succeeded"
        ? "The bank approves the payment"
        : outcome.status === "requires_action"
          ? "The bank asks for another 3-D Secure check"
          : outcome.status === "refused"
            ? "The bank approves, then the vendor refuses the booking: the card is released"
            : `The bank refuses (${outcome.declineCode ?? "declined"}; the card 4000 0084 0000 1629 is declined after approval)`;
    },
    "xstate.error.actor.completeChallenge": "Confirming with the bank fails (e.g. you are offline)",
  },
});
