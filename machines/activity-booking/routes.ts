// URL ↔ state for activities (spec B §2 "Activities"): the core's routes (machines/booking/routes.ts) on
// the activity pages. The details page carries the product code and the confirmation the reference
// number in the path (/result-details/{productCode}, /confirmation/{referenceNumber}); the web puts the
// restore's offerId and referenceNumber there (machines/booking/routes.ts routeForState). The
// cancellation view is on the confirmation page.
export const ACTIVITY_PATHS = {
  search: "/booknow/activities/search",
  details: "/booknow/activities/result-details",
  reservation: "/booknow/activities/confirmation",
  checkout: "/booknow/activities/bookings/checkout",
  confirmation: "/booknow/activities/confirmation",
  // My trip's activity detail page, /activity-details/{referenceNumber} (docs/decisions.md "My trip").
  booking: "/activity-details",
} as const;
