// What the server says about a payment method itself (not a card's decline, which the gateway words).

export const paymentMethodMessages = {
  /** The page sent the other gateway's kind of card (a page loaded before the gateway was changed). */
  unsupported: /*i18n*/ { id: "payments.server.unsupportedMethod", message: "This card form is out of date. Reload the page and enter your card again." },
};
