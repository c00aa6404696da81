// Resumable checkout screens' texts (unfinished checkouts, resuming, my trip). Same descriptor pattern as
// src/shared/messages.ts: /*i18n*/ marker, explicit ids, `message` the English text, so they are
// extracted like the macros and show in English until the catalogs are compiled. Values are
// composed beside the text, not interpolated: an uncompiled message is shown as is.
import type { MessageDescriptor } from "@/shared/validation/messages";
import { myTripText } from "./text";

export { useText } from "./text";

export const checkoutSessionText = {
  unfinishedTitle: /*i18n*/ { id: "checkout.unfinished.title", message: "Unfinished checkouts" },
  unfinishedLoadFailed: /*i18n*/ { id: "checkout.unfinished.loadFailed", message: "Unfinished checkouts could not be loaded." },
  unfinishedEmpty: /*i18n*/ { id: "checkout.unfinished.empty", message: "No unfinished checkouts." },
  resume: /*i18n*/ { id: "checkout.unfinished.resume", message: "Resume" },
  discard: /*i18n*/ { id: "checkout.unfinished.discard", message: "Discard" },
  bookingFor: /*i18n*/ { id: "checkout.unfinished.bookingFor", message: "Booking for:" },
  noTravellers: /*i18n*/ { id: "checkout.unfinished.noTravellers", message: "Travellers not entered yet" },
  offerHolds: /*i18n*/ { id: "checkout.unfinished.offerHolds", message: "Offer holds for" },
  offerExpired: /*i18n*/ {
    id: "checkout.unfinished.offerExpired",
    message: "The offer has expired: resuming searches again and keeps the traveller details.",
  },
  stepCheckout: /*i18n*/ { id: "checkout.step.checkout", message: "Traveller details" },
  stepPayment: /*i18n*/ { id: "checkout.step.payment", message: "Payment" },
  stepOther: /*i18n*/ { id: "checkout.step.other", message: "In progress" },
  resumingTitle: /*i18n*/ { id: "checkout.resume.title", message: "Resuming your checkout" },
  resumingBusy: /*i18n*/ { id: "checkout.resume.busy", message: "Resuming your checkout…" },
  resumeLoadFailed: /*i18n*/ {
    id: "checkout.resume.loadFailed",
    message: "We could not load your saved checkout. Check your connection and try again.",
  },
  checkingPayment: /*i18n*/ { id: "checkout.resume.checkingPayment", message: "Checking your payment…" },
  outcomeFailed: /*i18n*/ {
    id: "checkout.resume.outcomeFailed",
    message: "We could not check what happened to your payment, so nothing was sent again. Check your connection and try again.",
  },
  myTrip: myTripText,
  trips: /*i18n*/ { id: "mytrip.trips", message: "Trips" },
  tripsLoadFailed: /*i18n*/ { id: "mytrip.loadFailed", message: "Your trips could not be loaded." },
  noTrips: /*i18n*/ { id: "mytrip.empty", message: "No trips yet." },
  reference: /*i18n*/ { id: "mytrip.reference", message: "Reference" },
  viewBooking: /*i18n*/ { id: "mytrip.viewBooking", message: "View booking" },
  upcoming: /*i18n*/ { id: "mytrip.upcoming", message: "Upcoming" },
  past: /*i18n*/ { id: "mytrip.past", message: "Past" },
  cancelledTrips: /*i18n*/ { id: "mytrip.cancelled", message: "Cancelled" },
} as const satisfies Record<string, MessageDescriptor>;
