// URL ↔ state for cars (spec B §2 "Cars"): the core's routes (machines/booking/routes.ts) on the car
// pages. The checkout's driver, extras and refund protection are on /reservation-details, the payment on
// /checkout (spec B also writes it /booknow/Cars/checkout: the web routes that spelling to the same page;
// the machine always sends the URL to the lower-case one), and the booked rental, with its cancellation,
// on /confirm-payment.

export const CAR_PATHS = {
  search: "/booknow/cars/search",
  details: "/booknow/cars/result-details",
  checkout: "/booknow/cars/reservation-details",
  payment: "/booknow/cars/checkout",
  confirmation: "/booknow/cars/confirm-payment",
  reservation: "/booknow/cars/confirm-payment",
  // My trip's car detail page (docs/decisions.md "My trip"), like spec B's /flight-details and /hotel-details.
  booking: "/car-details",
} as const;
