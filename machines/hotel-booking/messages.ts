// Hotel booking texts (spec B §8 plus the price-changed and expired texts). Same descriptor pattern as
// src/shared/messages.ts: /*i18n*/ marker and explicit ids.
export const hotelBookingMessages = {
  /** spec B §8 success message, verbatim. */
  cancelled: /*i18n*/ { id: "hotel.cancel.success", message: "Booking Cancelled Successfully" },
  offerExpired: /*i18n*/ { id: "hotel.offer.expired", message: "This room is no longer available. We have refreshed your search results." },
  offerExpiredSearchAgain: /*i18n*/ { id: "hotel.offer.expiredSearchAgain", message: "This room is no longer available. Please search again." },
  resumeOfferGone: /*i18n*/ {
    id: "hotel.resume.offerGone",
    message: "The room you were booking is no longer available and nothing was charged. We have kept the guest details; please choose another room.",
  },
  loginRequired: /*i18n*/ { id: "hotel.checkout.loginRequired", message: "Please log in to continue to checkout." },
  holdReleased: /*i18n*/ { id: "hotel.hold.released", message: "Booking released. Your card was not charged." },
} as const;
