// spec B §2 hotel routes; the booked stay's page is the protected /hotel-details.
export const HOTEL_PATHS = {
  search: "/booknow/hotels/search",
  details: "/booknow/hotels/search-details",
  checkout: "/booknow/hotels/checkout",
  confirmation: "/booknow/hotels/confirm-payment",
  reservation: "/hotel-details",
  booking: "/hotel-details",
} as const;
