/**
 * Car sandbox triggers: inputs a tester chooses that reach every unhappy path, like a card processor's
 * test cards (docs/sandbox.md "Cars"). Places are real airports; last names match the driver's,
 * case-insensitively. Nothing reads the calendar.
 */
export const CAR_TRIGGERS = {
  /** No vendor has a car at this pick-up (Ireland West Knock: "NO Cars"). */
  noCarsAirport: "NOC",
  /** The supplier fails the search (Tumeremo, as for flights' search timeout). */
  supplierFailureAirport: "TMO",
  /** The first price check of an offer picked up or dropped off here answers a higher price once (Prescott: "PRiCe"). */
  priceChangeAirport: "PRC",
  /** How much that price check adds, percent. */
  priceChangePercent: 8,
  /** The vendor refuses the reservation after the card was authorised: the card is released, never charged. */
  vendorRefusesLastName: "REFUSED",
  /** Cancelling charges one day's rate even on a free-cancellation offer. */
  cancelChargeLastName: "PENALTY",
  /** Minutes a quote stays bookable after the search that made it. */
  offerTtlMinutes: 30,
} as const;
