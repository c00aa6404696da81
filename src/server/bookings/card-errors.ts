import type { MessageDescriptor } from "@lingui/core";
import type { PaymentError } from "../payments/types";

// The card's answers in the traveller's words, the same for every vertical (a declined card is declined
// whatever is booked): the gateway's Stripe-style codes → translated messages. Ids under "booking.card".

export const cardMessages = {
  cardDeclined: /*i18n*/ { id: "booking.card.declined", message: "Your card was declined. Please try another card." },
  insufficientFunds: /*i18n*/ { id: "booking.card.insufficientFunds", message: "Your card has insufficient funds. Please try another card." },
  expiredCard: /*i18n*/ { id: "booking.card.expired", message: "Your card has expired. Please try another card." },
  authenticationFailed: /*i18n*/ {
    id: "booking.card.authenticationFailed",
    message: "The 3-D Secure check failed. Your card was not charged; please try again or use another card.",
  },
  incorrectCardNumber: /*i18n*/ { id: "booking.card.incorrectNumber", message: "The card number is incorrect." },
  invalidExpiry: /*i18n*/ { id: "booking.card.invalidExpiry", message: "The card's expiry date is invalid." },
  invalidCvc: /*i18n*/ { id: "booking.card.invalidCvc", message: "The card's security code is invalid." },
  testCardsOnly: /*i18n*/ { id: "booking.card.testCardsOnly", message: "Your card was declined. This sandbox accepts test cards only." },
} as const;

/** The messages a decline can give; a vertical with words of its own (flights) passes its own. */
export type CardErrorMessages = Record<keyof typeof cardMessages, MessageDescriptor>;

/** The gateway's code → its message (SagaMessages.cardError), one mapping for every vertical. */
export function cardErrorMessage(error: PaymentError | null, m: CardErrorMessages = cardMessages): MessageDescriptor {
  switch (error?.code) {
    case "card_declined":
      if (error.declineCode === "insufficient_funds") return m.insufficientFunds;
      if (error.declineCode === "test_mode_live_card") return m.testCardsOnly;
      return m.cardDeclined;
    case "expired_card":
      return m.expiredCard;
    case "authentication_failed":
      return m.authenticationFailed;
    case "invalid_number":
    case "incorrect_number":
      return m.incorrectCardNumber;
    case "invalid_expiry_month":
    case "invalid_expiry_year":
      return m.invalidExpiry;
    case "invalid_cvc":
      return m.invalidCvc;
    default:
      return m.cardDeclined;
  }
}
