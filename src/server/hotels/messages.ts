// Answers of the hotel routes (spec B §4, §8: the client toasts the server's message).
// Same pattern as src/shared/messages.ts: /*i18n*/ descriptors with explicit ids.
export const hotelMessages = {
  // spec B §8 success message, verbatim.
  cancelled: /*i18n*/ { id: "hotel.server.cancelled", message: "Booking Cancelled Successfully" },
  searchStarted: /*i18n*/ { id: "hotel.server.searchStarted", message: "Searching hotels" },
  searchNotFound: /*i18n*/ { id: "hotel.server.searchNotFound", message: "This search is no longer available, please search again" },
  searchDeleted: /*i18n*/ { id: "hotel.server.searchDeleted", message: "Search removed" },
  searchFailed: /*i18n*/ { id: "hotel.server.searchFailed", message: "The hotel supplier did not answer in time, please search again" },
  hotelNotFound: /*i18n*/ { id: "hotel.server.hotelNotFound", message: "This hotel is not available" },
  rateNotFound: /*i18n*/ { id: "hotel.server.rateNotFound", message: "This room is no longer available, please choose another" },
  rateExpired: /*i18n*/ { id: "hotel.server.rateExpired", message: "This rate has expired, please search again" },
  invalidRequest: /*i18n*/ { id: "hotel.server.invalidRequest", message: "The hotel could not process this request: {reason}" },
  supplierTimeout: /*i18n*/ { id: "hotel.server.supplierTimeout", message: "The hotel did not answer in time, please try again" },
  priceChanged: /*i18n*/ { id: "hotel.server.priceChanged", message: "The price of this room has changed. Please review the new price before booking." },
  guestsMismatch: /*i18n*/ { id: "hotel.server.guestsMismatch", message: "Add one lead guest for each of the {rooms} rooms" },
  bookingNotFound: /*i18n*/ { id: "hotel.server.bookingNotFound", message: "Booking not found" },
  proposalNotFound: /*i18n*/ { id: "hotel.server.proposalNotFound", message: "This proposal is not available" },
  bookingCreated: /*i18n*/ { id: "hotel.server.bookingCreated", message: "Booking created, please complete the payment" },
  bookingConfirmed: /*i18n*/ { id: "hotel.server.bookingConfirmed", message: "Your hotel is booked" },
  requiresAction: /*i18n*/ { id: "hotel.server.requiresAction", message: "Please confirm the payment with your bank (3-D Secure)" },
  paymentInProgress: /*i18n*/ {
    id: "hotel.server.paymentInProgress",
    message: "This payment is already being processed. Please wait a moment and check your booking.",
  },
  challengeNotPending: /*i18n*/ { id: "hotel.server.challengeNotPending", message: "No 3-D Secure check is waiting for this booking" },
  notPayable: /*i18n*/ { id: "hotel.server.notPayable", message: "This booking can no longer be paid" },
  notReleasable: /*i18n*/ { id: "hotel.server.notReleasable", message: "Only a booking on hold can be released" },
  holdReleased: /*i18n*/ { id: "hotel.server.holdReleased", message: "Booking released. Your card was not charged." },
  idempotencyConflict: /*i18n*/ {
    id: "hotel.server.idempotencyConflict",
    message: "This request key was already used for another booking. Please start again.",
  },
  clientNotFound: /*i18n*/ { id: "hotel.server.clientNotFound", message: "This client is not a customer of the agency" },
  clientNotAllowed: /*i18n*/ { id: "hotel.server.clientNotAllowed", message: "Only travel agents can book for a client" },
  // Hotel booking: never "charged but not booked" — every booking failure says the card was not charged.
  soldOutNotCharged: /*i18n*/ { id: "hotel.server.soldOutNotCharged", message: "This room is no longer available. Your card was not charged." },
  timeoutNotCharged: /*i18n*/ {
    id: "hotel.server.timeoutNotCharged",
    message: "The hotel did not confirm your booking in time. Your card was not charged; please search again.",
  },
  bookingFailedNotCharged: /*i18n*/ { id: "hotel.server.bookingFailedNotCharged", message: "We could not complete your booking. Your card was not charged." },
  notConfirmed: /*i18n*/ { id: "hotel.server.notConfirmed", message: "This booking is not confirmed yet" },
  notCancellable: /*i18n*/ { id: "hotel.server.notCancellable", message: "This booking cannot be cancelled" },
  alreadyCancelled: /*i18n*/ { id: "hotel.server.alreadyCancelled", message: "This booking is already cancelled" },
  penaltyQuoted: /*i18n*/ { id: "hotel.server.penaltyQuoted", message: "Cancellation penalty" },
  mailQueued: /*i18n*/ { id: "hotel.server.mailQueued", message: "Confirmation email sent" },
  // Trip add-on bundle: the hotel failed after the card was authorised; the flight (and car) were given back.
  bundleSoldOut: /*i18n*/ {
    id: "hotel.server.bundleSoldOut",
    message: "The hotel in your trip is fully booked, so nothing was booked and your card was not charged. You can book the trip without it.",
  },
  bundleFailed: /*i18n*/ {
    id: "hotel.server.bundleFailed",
    message: "The hotel in your trip could not be booked, so nothing was booked and your card was not charged.",
  },
} as const;

// The voucher and the confirmation mail (in the reader's language).
export const hotelDocumentMessages = {
  voucherTitle: /*i18n*/ { id: "hotel.voucher.title", message: "Hotel voucher" },
  stay: /*i18n*/ { id: "hotel.voucher.stay", message: "Stay" },
  hotel: /*i18n*/ { id: "hotel.voucher.hotel", message: "Hotel" },
  address: /*i18n*/ { id: "hotel.voucher.address", message: "Address" },
  checkIn: /*i18n*/ { id: "hotel.voucher.checkIn", message: "Check-in" },
  checkOut: /*i18n*/ { id: "hotel.voucher.checkOut", message: "Check-out" },
  room: /*i18n*/ { id: "hotel.voucher.room", message: "Room" },
  rooms: /*i18n*/ { id: "hotel.voucher.rooms", message: "Rooms" },
  confirmation: /*i18n*/ { id: "hotel.voucher.confirmation", message: "Hotel confirmation" },
  guests: /*i18n*/ { id: "hotel.voucher.guests", message: "Lead guests" },
  guestOfRoom: /*i18n*/ { id: "hotel.voucher.guestOfRoom", message: "Room {number}" },
  cancellation: /*i18n*/ { id: "hotel.voucher.cancellation", message: "Cancellation" },
  freeUntil: /*i18n*/ { id: "hotel.voucher.freeUntil", message: "Free cancellation until {deadline} (hotel time); then {amount}" },
  nonRefundable: /*i18n*/ { id: "hotel.voucher.nonRefundable", message: "Non-refundable" },
  payment: /*i18n*/ { id: "hotel.voucher.payment", message: "Payment" },
  total: /*i18n*/ { id: "hotel.voucher.total", message: "Total paid" },
  payAtHotel: /*i18n*/ { id: "hotel.voucher.payAtHotel", message: "Payable at the hotel" },
  footer: /*i18n*/ { id: "hotel.voucher.footer", message: "Present this voucher at check-in." },
  mailSubject: /*i18n*/ { id: "hotel.mail.subject", message: "{agencyName}: your hotel booking {referenceNumber} is confirmed" },
  mailIntro: /*i18n*/ {
    id: "hotel.mail.intro",
    message: "Your stay at {hotel} from {start} to {end} is confirmed. Reference {referenceNumber}, hotel confirmation {confirmation}. Total paid: {total}.",
  },
} as const;
