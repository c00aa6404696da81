// Flight booking texts (spec A §8 plus the price-changed and expired texts of flight booking). Same
// descriptor pattern as src/shared/messages.ts: /*i18n*/ marker and explicit ids, `message` the
// English text. Failures otherwise show the server's message or messages.somethingWentWrong.
import { messages } from "@/shared/messages";

export const flightMessages = {
  /** spec A §8 "Other success message". */
  cancelled: /*i18n*/ { id: "flight.cancel.success", message: "Flight cancelled successfully" },
  somethingWentWrong: messages.somethingWentWrong,
  priceChanged: /*i18n*/ {
    id: "flight.reprice.priceChanged",
    message: "The price of this flight has changed from {previousTotal} to {newTotal}. Do you want to continue at the new price?",
  },
  priceChangedAccept: /*i18n*/ { id: "flight.reprice.accept", message: "Continue at the new price" },
  priceChangedDecline: /*i18n*/ { id: "flight.reprice.decline", message: "Choose another flight" },
  offerExpired: /*i18n*/ {
    id: "flight.offer.expired",
    message: "This fare is no longer available. We have refreshed your search results.",
  },
  offerExpiredSearchAgain: /*i18n*/ { id: "flight.offer.expiredSearchAgain", message: "This fare is no longer available. Please search again." },
  /** Resumable checkouts: a resumed checkout whose offer expired or sold out meanwhile (or whose booking failed; nothing was charged). */
  resumeOfferGone: /*i18n*/ {
    id: "flight.resume.offerGone",
    message: "The fare you were booking is no longer available and nothing was charged. We have kept the traveller details; please choose another flight.",
  },
  loginRequired: /*i18n*/ { id: "flight.checkout.loginRequired", message: "Please log in to continue to checkout." },
  holdReleased: /*i18n*/ { id: "flight.hold.released", message: "Booking released. Your card was not charged." },
  // Filter and sort labels (spec A §4).
  sortCheapest: /*i18n*/ { id: "flight.sort.cheapest", message: "Cheapest" },
  sortQuickest: /*i18n*/ { id: "flight.sort.quickest", message: "Quickest" },
  sortBest: /*i18n*/ { id: "flight.sort.best", message: "Best" },
  stopsAny: /*i18n*/ { id: "flight.stops.any", message: "Any" },
  stopsDirect: /*i18n*/ { id: "flight.stops.direct", message: "Direct" },
  stopsOne: /*i18n*/ { id: "flight.stops.one", message: "1 Stop" },
  stopsTwoPlus: /*i18n*/ { id: "flight.stops.twoPlus", message: "2+ Stops" },
  bucketEarlyMorning: /*i18n*/ { id: "flight.time.earlyMorning", message: "Early Morning 12:00AM-04:59AM" },
  bucketMorning: /*i18n*/ { id: "flight.time.morning", message: "Morning 05:00AM-11:59AM" },
  bucketAfternoon: /*i18n*/ { id: "flight.time.afternoon", message: "Afternoon 12:00PM-05:59PM" },
  bucketEvening: /*i18n*/ { id: "flight.time.evening", message: "Evening 06:00PM-11:59PM" },
  allCabins: /*i18n*/ { id: "flight.cabin.all", message: "All cabins" },
} as const;
