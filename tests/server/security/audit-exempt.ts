// The mutating routes that write no line in the back office's audit trail, each with why (docs/security.md
// "Audit trail"). Every other POST, PUT, PATCH and DELETE of /api/openapi.json declares its action
// (`config.audit`); tests/server/audit-coverage.test.ts fails for a route that is neither.

const SIGN_IN = "signing in, up or out, or proving an email: the caller's own session and account, not a change to the agency";
const OWN_ACCOUNT = "the caller's own profile, password or email (self-service; the account's security mails tell them), not an agency change";
const READ_ONLY = "answers a question (search, price, quote, suggestions, lookup) and changes nothing the agency keeps";
const SEARCH_STORE = "stores or removes the caller's own recent search, kept for their convenience only";
const BOOKING_FLOW = "the traveller's own booking flow (reserve, pay, 3-D Secure, give up an unpaid hold): the booking and its payment records are its history";
const CONFIRMATION_MAIL = "queues the booking's confirmation mail again to its own traveller (the outbox keeps it); no data changes";

export const AUDIT_EXEMPT: Record<string, string> = {
  "POST /api/user/signUp": SIGN_IN,
  "POST /api/user/verify": SIGN_IN,
  "POST /api/user/login": SIGN_IN,
  "POST /api/user/logout": SIGN_IN,
  "POST /api/user/forgotPassword": SIGN_IN,
  "POST /api/user/forgotPwdValidity": SIGN_IN,
  "POST /api/user/forgotPasswordLink": SIGN_IN,
  "POST /api/sso": SIGN_IN,
  "POST /api/social": SIGN_IN,
  "POST /api/social/signup": SIGN_IN,
  "POST /api/social/registerEmail": SIGN_IN,
  "POST /api/social/verifyCode": SIGN_IN,
  "POST /api/user/editProfile": OWN_ACCOUNT,
  "POST /api/user/changePassword": OWN_ACCOUNT,
  "PATCH /api/user/email": OWN_ACCOUNT,
  "PATCH /api/user/verify-email-code": OWN_ACCOUNT,

  "POST /api/flight/search": READ_ONLY,
  "POST /api/flight/fareRules": READ_ONLY,
  "POST /api/flight/reprice": READ_ONLY,
  "POST /api/flight/get-penalty": READ_ONLY,
  "POST /api/agency/flights/bookings/penalty": READ_ONLY,
  "POST /api/refund-protects/quote": READ_ONLY,
  "POST /api/activities/search": READ_ONLY,
  "POST /api/activities/getActivityTitle": READ_ONLY,
  "POST /api/activities/availability/check": READ_ONLY,
  "POST /api/activities/bookings/checkout": READ_ONLY,
  "POST /api/activities/refund-protects/quote": READ_ONLY,
  "POST /api/car-rental/availableCars": READ_ONLY,
  "POST /api/car-rental/carDetails": READ_ONLY,
  "POST /api/car-rental/checkout": READ_ONLY,
  "POST /api/car-rental/getDetailsFromTempUrl": READ_ONLY,
  "POST /api/car-rental/refund-protects/quote": READ_ONLY,
  "POST /api/car-rental/findReservation": READ_ONLY,
  "POST /api/getRefund": READ_ONLY,
  "POST /api/v2/hotel/searchasync": READ_ONLY,
  "POST /api/v2/hotel/searchasync/search": READ_ONLY,
  "POST /api/v2/hotel/getPrice": READ_ONLY,
  "POST /api/v2/hotel/cancelpenalty": READ_ONLY,
  "POST /api/v2/hotel/coupon": READ_ONLY,
  "POST /api/v2/hotel/refund-protection/quote": READ_ONLY,
  "POST /api/tripAdd/createBundleOffer": READ_ONLY,
  "POST /api/user/getUserTransactions": READ_ONLY,

  "POST /api/flight/flightStore": SEARCH_STORE,
  "DELETE /api/flight/{id}": SEARCH_STORE,
  "POST /api/activities/search-store": SEARCH_STORE,
  "DELETE /api/activities/{id}": SEARCH_STORE,
  "DELETE /api/hotel/{id}": SEARCH_STORE,

  "POST /api/flight/booking": BOOKING_FLOW,
  "POST /api/flight/payment": BOOKING_FLOW,
  "POST /api/flight/payment/3ds": BOOKING_FLOW,
  "POST /api/flight/releaseHold": BOOKING_FLOW,
  "POST /api/activities/bookings/book": BOOKING_FLOW,
  "POST /api/activities/bookings/payment": BOOKING_FLOW,
  "POST /api/activities/bookings/payment/3ds": BOOKING_FLOW,
  "POST /api/activities/bookings/release-hold": BOOKING_FLOW,
  "POST /api/car-rental/reserveCar": BOOKING_FLOW,
  "POST /api/car-rental/payment": BOOKING_FLOW,
  "POST /api/car-rental/payment/3ds": BOOKING_FLOW,
  "POST /api/car-rental/releaseHold": BOOKING_FLOW,
  "DELETE /api/car-rental/{id}": BOOKING_FLOW,
  "POST /api/v2/hotel/booking": BOOKING_FLOW,
  "POST /api/v2/hotel/payment": BOOKING_FLOW,
  "POST /api/v2/hotel/payment/3ds": BOOKING_FLOW,
  "POST /api/payments/stripe/webhook":
    "Stripe telling what became of a payment, not a person's act: each event is stored once (stripe_webhook_events) and finishes the booking's own saga, whose booking and payment records are its history",
  "POST /api/v2/hotel/releaseHold": BOOKING_FLOW,

  "POST /api/flight/sendFlightConfirmMail": CONFIRMATION_MAIL,
  "POST /api/activities/bookings/email": CONFIRMATION_MAIL,
  "POST /api/car-rental/sendCarBookingEmail": CONFIRMATION_MAIL,
  "POST /api/v2/hotel/sendHotelBookingEmail": CONFIRMATION_MAIL,

  "POST /api/agency/subscriptions/payment-methods/setup": "opens Stripe's SetupIntent for a new card and saves nothing: the card becomes the subscription's with PATCH …/payment-methods, which is audited",
  "PUT /api/checkout-sessions/{id}": "saves the caller's own unfinished checkout (docs/checkout-sessions.md), a draft only they see; never card data",
  "DELETE /api/checkout-sessions/{id}": "discards the caller's own unfinished checkout, a draft only they see",
  "POST /api/aws/signed-url": "hands out an upload link; the setting that then uses the file (logo, background) is audited when saved",
  "PUT /api/uploads/{agencyId}/{name}": "stores a file under a signed link; the setting that then uses the file is audited when saved",
};
