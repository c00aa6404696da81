/**
 * Hotel sandbox triggers: inputs a tester chooses that reach every unhappy path, like a card processor's
 * test cards. Documented in docs/sandbox.md ("Hotels"). None reads the calendar. Cities are real GeoNames
 * cities (their ids are what the destination field sends); last names match any room's lead guest.
 */
export const HOTEL_TRIGGERS = {
  /** Prescott, Arizona ("PRiCe"): every rate's price rises at getPrice (the search showed the old price). */
  priceChangeCityId: 5_309_842,
  /** How much it rises, percent. */
  priceChangePercent: 8,
  /** Failsworth, England ("FAIL"): the search fails at its first poll (the supplier did not answer). */
  failingSearchCityId: 6_691_219,
  /** Slough, England ("SLOW"): the search never completes; hotels arrive but pollCompleted stays false. */
  endlessSearchCityId: 2_637_627,
  /** Booking fails: the rate sold out between the price check and the booking (the card is not charged). */
  soldOutLastName: "SOLDOUT",
  /**
   * Fullerton, California ("FULLerton": the hotels are full): every booking there fails as sold out after the
   * card was authorised. Its airport FUL makes a trip add-on bundle whose hotel fails while its flight books.
   */
  fullyBookedCityId: 5_351_247,
  /** Cancellation carries a one-night penalty even before the free-cancellation deadline. */
  penaltyLastName: "PENALTY",
  /** The hotel's refund drops after the first penalty quote: a cancel confirmed with that quote is asked again. */
  requoteLastName: "REQUOTE",
  /** Minutes a searched (or re-quoted) rate stays bookable. */
  rateTtlMinutes: 30,
  /** Polls a search takes to complete: one batch of hotels arrives per poll. */
  batches: 4,
} as const;

/** The force codes (spec B §7; docs/sandbox.md): what to type where, and what it does. */
export const HOTEL_FORCE_CODES = [
  {
    code: String(HOTEL_TRIGGERS.priceChangeCityId),
    field: "locationId (Prescott, US)",
    effect: `getPrice answers priceChanged: every rate costs ${HOTEL_TRIGGERS.priceChangePercent} % more than the search showed`,
  },
  { code: String(HOTEL_TRIGGERS.failingSearchCityId), field: "locationId (Failsworth, GB)", effect: "the search fails at its first poll (504)" },
  { code: String(HOTEL_TRIGGERS.endlessSearchCityId), field: "locationId (Slough, GB)", effect: "the search never completes: pollCompleted stays false" },
  { code: HOTEL_TRIGGERS.soldOutLastName, field: "a lead guest's last name", effect: "the booking fails as sold out; the card is not charged" },
  { code: String(HOTEL_TRIGGERS.fullyBookedCityId), field: "locationId (Fullerton, US; airport FUL)", effect: "every booking fails as sold out after authorisation; the card is not charged" },
  { code: HOTEL_TRIGGERS.penaltyLastName, field: "a lead guest's last name", effect: "cancelling costs the first night even before the deadline" },
  { code: HOTEL_TRIGGERS.requoteLastName, field: "a lead guest's last name", effect: "the refund drops after the first penalty quote: the cancel asks again" },
  { code: "non-refundable rate", field: "the rate chosen", effect: "cancelling keeps the whole price (penalty = total)" },
] as const;
