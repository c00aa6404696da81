// Car booking texts on the booking core (the offer gone, login, cancelled, released). Same descriptor
// pattern as src/shared/messages.ts: /*i18n*/ marker and explicit ids, `message` the English text.
export const carBookingMessages = {
  /** spec B §8 success message. */
  cancelled: /*i18n*/ { id: "car.cancel.success", message: "Booking Cancelled Successfully" },
  offerExpired: /*i18n*/ { id: "car.offer.expired", message: "This car is no longer available at this price. We have refreshed your search results." },
  offerExpiredSearchAgain: /*i18n*/ { id: "car.offer.expiredSearchAgain", message: "This car is no longer available at this price. Please search again." },
  resumeOfferGone: /*i18n*/ {
    id: "car.resume.offerGone",
    message: "The car you were booking is no longer available and nothing was charged. We have kept the driver's details; please choose another car.",
  },
  loginRequired: /*i18n*/ { id: "car.checkout.loginRequired", message: "Please log in to continue to checkout." },
  holdReleased: /*i18n*/ { id: "car.hold.released", message: "Booking released. Your card was not charged." },
} as const;
