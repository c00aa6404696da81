// Answers of the flight routes (spec A §4, §8: the client toasts the server's message).
// Same pattern as src/shared/messages.ts: /*i18n*/ descriptors with explicit ids.
export const flightMessages = {
  // spec A §8 "Other success message".
  flightCancelled: /*i18n*/ { id: "flight.server.cancelled", message: "Flight cancelled successfully" },
  bookingNotFound: /*i18n*/ { id: "flight.server.bookingNotFound", message: "Booking not found" },
  searchNotFound: /*i18n*/ { id: "flight.server.searchNotFound", message: "Saved search not found" },
  searchStored: /*i18n*/ { id: "flight.server.searchStored", message: "Search saved" },
  searchDeleted: /*i18n*/ { id: "flight.server.searchDeleted", message: "Search removed" },
  offerNotFound: /*i18n*/ { id: "flight.server.offerNotFound", message: "This offer is no longer available, please search again" },
  offerExpired: /*i18n*/ { id: "flight.server.offerExpired", message: "This offer has expired, please search again" },
  invalidRequest: /*i18n*/ { id: "flight.server.invalidRequest", message: "The airline could not process this request: {reason}" },
  supplierTimeout: /*i18n*/ { id: "flight.server.supplierTimeout", message: "The airline system did not answer in time, please try again" },
  priceChanged: /*i18n*/ {
    id: "flight.server.priceChanged",
    message: "The price of this flight has changed. Please review the new price before booking.",
  },
  passengersMismatch: /*i18n*/ {
    id: "flight.server.passengersMismatch",
    message: "The travellers do not match the selected offer ({expected})",
  },
  clientNotFound: /*i18n*/ { id: "flight.server.clientNotFound", message: "This client is not a customer of the agency" },
  clientNotAllowed: /*i18n*/ { id: "flight.server.clientNotAllowed", message: "Only travel agents can book for a client" },
  idempotencyConflict: /*i18n*/ {
    id: "flight.server.idempotencyConflict",
    message: "This request key was already used for another booking. Please start again.",
  },
  bookingCreated: /*i18n*/ { id: "flight.server.bookingCreated", message: "Booking created, please complete the payment" },
  bookingConfirmed: /*i18n*/ { id: "flight.server.bookingConfirmed", message: "Your flight is booked" },
  paymentInProgress: /*i18n*/ {
    id: "flight.server.paymentInProgress",
    message: "This payment is already being processed. Please wait a moment and check your booking.",
  },
  requiresAction: /*i18n*/ { id: "flight.server.requiresAction", message: "Please confirm the payment with your bank (3-D Secure)" },
  challengeNotPending: /*i18n*/ { id: "flight.server.challengeNotPending", message: "No 3-D Secure check is waiting for this booking" },
  // Flight booking: never "charged but not booked" — every booking failure says the card was not charged.
  soldOutNotCharged: /*i18n*/ {
    id: "flight.server.soldOutNotCharged",
    message: "The seats on this flight are no longer available. Your card was not charged.",
  },
  timeoutNotCharged: /*i18n*/ {
    id: "flight.server.timeoutNotCharged",
    message: "The airline did not confirm your booking in time. Your card was not charged; please search again.",
  },
  bookingFailedNotCharged: /*i18n*/ {
    id: "flight.server.bookingFailedNotCharged",
    message: "We could not complete your booking. Your card was not charged.",
  },
  notConfirmed: /*i18n*/ { id: "flight.server.notConfirmed", message: "This booking is not confirmed yet" },
  notPayable: /*i18n*/ { id: "flight.server.notPayable", message: "This booking can no longer be paid" },
  notReleasable: /*i18n*/ { id: "flight.server.notReleasable", message: "Only a booking on hold can be released" },
  holdReleased: /*i18n*/ { id: "flight.server.holdReleased", message: "Booking released. Your card was not charged." },
  // Card problems (sandbox gateway codes, Stripe-style).
  cardDeclined: /*i18n*/ { id: "flight.server.cardDeclined", message: "Your card was declined. Please try another card." },
  insufficientFunds: /*i18n*/ { id: "flight.server.insufficientFunds", message: "Your card has insufficient funds. Please try another card." },
  expiredCard: /*i18n*/ { id: "flight.server.expiredCard", message: "Your card has expired. Please try another card." },
  authenticationFailed: /*i18n*/ {
    id: "flight.server.authenticationFailed",
    message: "The 3-D Secure check failed. Your card was not charged; please try again or use another card.",
  },
  incorrectCardNumber: /*i18n*/ { id: "flight.server.incorrectCardNumber", message: "The card number is incorrect." },
  invalidExpiry: /*i18n*/ { id: "flight.server.invalidExpiry", message: "The card's expiry date is invalid." },
  invalidCvc: /*i18n*/ { id: "flight.server.invalidCvc", message: "The card's security code is invalid." },
  testCardsOnly: /*i18n*/ { id: "flight.server.testCardsOnly", message: "Your card was declined. This sandbox accepts test cards only." },
  // Cancel and void.
  notCancellable: /*i18n*/ { id: "flight.server.notCancellable", message: "This booking cannot be cancelled" },
  alreadyCancelled: /*i18n*/ { id: "flight.server.alreadyCancelled", message: "This booking is already cancelled" },
  voidNotAllowed: /*i18n*/ { id: "flight.server.voidNotAllowed", message: "A ticket can only be voided within 24 hours of booking" },
  notTicketed: /*i18n*/ { id: "flight.server.notTicketed", message: "Only ticketed bookings can be voided" },
  cancelRejected: /*i18n*/ { id: "flight.server.cancelRejected", message: "The airline rejected the cancellation, please contact support" },
  penaltyQuoted: /*i18n*/ { id: "flight.server.penaltyQuoted", message: "Cancellation penalty" },
  // Confirmation mail.
  mailQueued: /*i18n*/ { id: "flight.server.mailQueued", message: "Confirmation email sent" },
  mailSubject: /*i18n*/ { id: "flight.mail.subject", message: "{agencyName}: your flight booking {referenceNumber} is confirmed" },
  mailGreeting: /*i18n*/ { id: "flight.mail.greeting", message: "Hello {name}," },
  mailIntro: /*i18n*/ {
    id: "flight.mail.intro",
    message: "Your flight booking is confirmed. Reference {referenceNumber}, airline booking code {pnr}.",
  },
  mailLeg: /*i18n*/ { id: "flight.mail.leg", message: "{origin} → {destination}, departs {departure}, arrives {arrival} ({airline})" },
  mailPassenger: /*i18n*/ { id: "flight.mail.passenger", message: "{name}, e-ticket {ticket}" },
  mailTotal: /*i18n*/ { id: "flight.mail.total", message: "Total paid: {total}" },
  mailSignature: /*i18n*/ { id: "flight.mail.signature", message: "Have a good trip, {agencyName}" },
} as const;
