/**
 * Sandbox triggers: inputs that reach every unhappy path, like a card processor's test cards
 * (sandbox supplier). Documented in docs/sandbox.md. Last names match any passenger, case-insensitively.
 */
export const SANDBOX_TRIGGERS = {
  /**
   * The first reprice of an offer to or from this airport (Prescott, Arizona: "PRiCe") answers a
   * higher price once. A route the tester chooses, never the calendar: a trigger keyed on a date
   * collided with tests that pick dates relative to the day they run.
   */
  priceChangeAirport: "PRC",
  /** How much the price rises on that reprice, in percent. */
  priceChangePercent: 8,
  /** Booking fails: the offer sold out between reprice and booking. */
  soldOutLastName: "SOLDOUT",
  /** Booking fails: the supplier did not answer in time (retryable). */
  timeoutLastName: "TIMEOUT",
  /** Cancellation carries a penalty even on a refundable (Flex) fare. */
  penaltyLastName: "PENALTY",
  /**
   * The airline's refund drops after the first penalty quote of the booking: every later quote (and
   * the cancel) adds `forcedPenaltyPerPassenger` per non-infant passenger, so a cancel confirmed
   * with the first quote's refund answers `priceChanged`.
   */
  requoteLastName: "REQUOTE",
  /** The supplier rejects the cancellation or void. */
  cancelRejectedLastName: "CANCELFAIL",
  /** Search fails as a supplier timeout when any flight departs from or to this airport. */
  searchTimeoutAirport: "TMO",
  /**
   * Hours after booking during which a ticket can be voided. A window in hours, not "the day of
   * booking": a calendar-day window made a void fail for a booking made just before midnight.
   */
  voidWindowHours: 24,
  /** Minutes an offer stays bookable after the search that made it. */
  offerTtlMinutes: 30,
  /** Penalty per ticketed non-infant passenger forced by PENALTY (and added by REQUOTE), in the offer's minor units. */
  forcedPenaltyPerPassenger: 15_000,
} as const;
