// Card payment messages (a message per decline code). Same descriptor pattern as
// src/shared/messages.ts: /*i18n*/ marker and explicit ids, so the server can render them too.
import type { MessageDescriptor } from "@/shared/validation/messages";

export const paymentMessages = {
  cardDeclined: /*i18n*/ { id: "payment.declined.generic", message: "Your card was declined. Please try another card." },
  insufficientFunds: /*i18n*/ { id: "payment.declined.insufficientFunds", message: "Your card has insufficient funds. Please try another card." },
  expiredCard: /*i18n*/ { id: "payment.declined.expiredCard", message: "Your card has expired. Please check the expiry date or use another card." },
  incorrectCvc: /*i18n*/ { id: "payment.declined.incorrectCvc", message: "The security code is incorrect." },
  authenticationFailed: /*i18n*/ {
    id: "payment.declined.authenticationFailed",
    message: "We could not verify your card with your bank. Please try again or use another card.",
  },
  processingError: /*i18n*/ { id: "payment.declined.processingError", message: "We could not process your card. Please try again." },
  challengeRequired: /*i18n*/ { id: "payment.challenge.required", message: "Your bank needs to confirm this payment." },
} as const;

const byCode: Record<string, MessageDescriptor> = {
  card_declined: paymentMessages.cardDeclined,
  generic_decline: paymentMessages.cardDeclined,
  insufficient_funds: paymentMessages.insufficientFunds,
  expired_card: paymentMessages.expiredCard,
  incorrect_cvc: paymentMessages.incorrectCvc,
  authentication_failed: paymentMessages.authenticationFailed,
  authentication_required: paymentMessages.authenticationFailed,
  processing_error: paymentMessages.processingError,
};

/** Our text for a known decline code; otherwise the gateway's (already translated) text; else generic. */
export function declineMessage(code: string | null, serverMessage?: string | null): MessageDescriptor | string {
  const known = code === null ? undefined : byCode[code];
  if (known) return known;
  return serverMessage ? serverMessage : paymentMessages.cardDeclined;
}
