import type { PaymentContext, PaymentOutcome } from "../../../machines/payment/payment.machine";
import { describeMachine } from "../describe";

/** docs/sandbox.md test cards, by the outcome the gateway should give. */
const CARDS = {
  succeeded: "4242 4242 4242 4242",
  requires_action: "4000 0025 0000 3155",
  declined: "4000 0000 0000 0002",
} as const;

const textOf = (message: unknown) => (typeof message === "string" ? message : String((message as { message?: string } | null)?.message ?? ""));
const errorText = (error: unknown) => String((error as { message?: string } | undefined)?.message ?? "Something went wrong");

export const paymentDescriptions = describeMachine<PaymentContext>({
  start: () => "On the checkout page, with the travellers entered, reach the card form (total USD 500.00)",
  states: {
    resuming: "(the card step opens where the payment was)",
    editing: (context) => (context.alert ? `The card form shows '${textOf(context.alert)}'` : "The card form asks for card number, expiry, CVC and name on card"),
    submitting: "The 'Pay' button shows it is working; pressing it again does nothing",
    requiresAction: "The 3-D Secure page of your bank asks you to approve the payment",
    completingChallenge: "The page says it is confirming the payment with your bank",
    declined: (context) => `The card form shows '${textOf(context.decline?.message)}'`,
    succeeded: "The payment is accepted: you go on to the confirmation",
    abandoned: "You are back on the traveller forms of the checkout",
  },
  events: {
    "payment.submitted": ({ event, next }) => {
      const card = event.card as { number?: string };
      if (String(card.number ?? "").replace(/\s/g, "").length < 12) return `Type an incomplete card number ('${String(card.number)}') and press 'Pay': nothing is sent`;
      const outcome = next?.type.endsWith("confirmPayment") && "output" in next ? (next.output as PaymentOutcome).status : "succeeded";
      return `Pay with the card ${CARDS[outcome]}, any future expiry date and CVC 123`;
    },
    "payment.edited": "Change the card number",
    "payment.abandoned": "Press 'Back' under the card form",
    "challenge.approved": "On the 3-D Secure page, press 'Approve'",
    "challenge.declined": "On the 3-D Secure page, press 'Fail'",
    "xstate.done.actor.confirmPayment": ({ event }) => {
      const outcome = event.output as PaymentOutcome;
      return outcome.status === "succeeded"
        ? "The gateway accepts the card"
        : outcome.status === "requires_action"
          ? "The gateway asks for 3-D Secure"
          : `The gateway declines the card (${outcome.declineCode ?? "declined"})`;
    },
    "xstate.error.actor.confirmPayment": ({ event }) => `The booking fails before the card is charged (e.g. a passenger named TIMEOUT): '${errorText(event.error)}'`,
    "xstate.done.actor.completeChallenge": ({ event }) => {
      const outcome = event.output as PaymentOutcome;
      return outcome.status === "succeeded"
        ? "The bank approves the payment"
        : outcome.status === "requires_action"
          ? "The bank asks for another 3-D Secure check"
          : `The bank refuses (${outcome.declineCode ?? "declined"}; the card 4000 0084 0000 1629 is declined after approval)`;
    },
    "xstate.error.actor.completeChallenge": "Confirming with the bank fails (e.g. you are offline)",
  },
});
