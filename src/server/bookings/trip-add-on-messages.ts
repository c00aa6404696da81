// Answers of the trip add-on bundle (spec B "Add-ons"), the booking core's: /*i18n*/ descriptors with explicit ids,
// as every server message. A failed item's own words come from its vertical (BundleItemVertical.notCharged).
export const tripAddOnMessages = {
  unavailable: /*i18n*/ { id: "tripAddOn.server.unavailable", message: "Trip add-ons are not available for this agency" },
  offered: /*i18n*/ { id: "tripAddOn.server.offered", message: "Trip add-ons offered" },
  saved: /*i18n*/ { id: "tripAddOn.server.saved", message: "Trip add-on settings saved" },
  quoteInvalid: /*i18n*/ { id: "tripAddOn.server.quoteInvalid", message: "This hotel or car offer is not valid for this booking" },
  quoteExpired: /*i18n*/ {
    id: "tripAddOn.server.quoteExpired",
    message: "The hotel or car offered with your trip has expired or changed price. Please choose them again.",
  },
  productTwice: /*i18n*/ { id: "tripAddOn.server.productTwice", message: "Choose one hotel and one car at most" },
  notAnchor: /*i18n*/ { id: "tripAddOn.server.notAnchor", message: "Trip add-ons are offered with a flight" },
  paidWithTrip: /*i18n*/ { id: "tripAddOn.server.paidWithTrip", message: "This booking is paid together with its trip" },
} as const;
