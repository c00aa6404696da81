/**
 * Activity sandbox triggers: inputs a tester chooses that reach every unhappy path, like a card
 * processor's test cards. Documented in docs/sandbox.md "Activities". Last names match the lead
 * traveller or any other, case-insensitively. None reads the calendar.
 */
export const ACTIVITY_TRIGGERS = {
  /**
   * Checkout (POST bookings/checkout) of an offer in Prescott, Arizona ("PRiCe", as for flights)
   * answers 8 % more once, with a new offer id; checking out that new offer answers no change.
   */
  priceChangeDestinationId: 5309842,
  priceChangePercent: 8,
  /** The slot sold out between the availability check and booking: refused after authorisation, card released. */
  soldOutLastName: "SOLDOUT",
  /** The activity provider rejects the booking after authorisation: card released. */
  rejectLastName: "REJECT",
  /**
   * The refund drops after the booking's first cancellation quote: every later quote, and a cancel
   * after the first quote, keeps `requotePenaltyPercent` more of the price, so a cancel confirmed with
   * the first quote's refund answers priceChanged.
   */
  requoteLastName: "REQUOTE",
  requotePenaltyPercent: 10,
  /** The provider refunds in euros: the quote shows the refund in the booking's currency with the rate. */
  foreignRefundLastName: "FXREFUND",
  foreignRefundCurrency: "EUR",
  /** Euros per US dollar the sandbox provider uses. */
  foreignRefundRate: 0.92,
  /** The provider refuses the cancellation. */
  cancelRejectedLastName: "CANCELFAIL",
  /** Minutes an offer stays bookable after the availability check that made it. */
  offerTtlMinutes: 30,
} as const;
