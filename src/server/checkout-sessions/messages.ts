// Checkout session answers (resumable checkouts). Same descriptor pattern as src/shared/messages.ts.
export const checkoutSessionMessages = {
  notFound: /*i18n*/ { id: "checkoutSession.notFound", message: "Checkout not found" },
  cardData: /*i18n*/ { id: "checkoutSession.cardData", message: "Card details must never be saved with a checkout" },
  clientNotFound: /*i18n*/ { id: "checkoutSession.clientNotFound", message: "Client not found" },
  discarded: /*i18n*/ { id: "checkoutSession.discarded", message: "Checkout discarded" },
} as const;
