// Activity booking texts (spec B §8 and the flow's own). Same descriptor pattern as src/shared/messages.ts:
// /*i18n*/ marker and explicit ids, `message` the English text.
export const activityMessages = {
  /** spec B §8 "Success messages". */
  cancelled: /*i18n*/ { id: "activity.cancel.success", message: "Booking Cancelled Successfully" },
  /** spec B §8 "Activity booking update failure". */
  bookingUpdateFailed: /*i18n*/ { id: "activity.booking.updateFailed", message: "Booking update failed. Please refresh the page." },
  offerExpired: /*i18n*/ { id: "activity.offer.expired", message: "This activity is no longer available as chosen. We have refreshed your search results." },
  offerExpiredSearchAgain: /*i18n*/ { id: "activity.offer.expiredSearchAgain", message: "This activity is no longer available as chosen. Please search again." },
  resumeOfferGone: /*i18n*/ {
    id: "activity.resume.offerGone",
    message: "The activity you were booking is no longer available and nothing was charged. We have kept the traveller details; please choose another time.",
  },
  loginRequired: /*i18n*/ { id: "activity.checkout.loginRequired", message: "Please log in to continue to checkout." },
  holdReleased: /*i18n*/ { id: "activity.hold.released", message: "Booking released. Your card was not charged." },
} as const;
