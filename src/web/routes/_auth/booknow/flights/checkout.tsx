import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { FlightCheckout } from "../../../../features/flights/components/checkout";
import { checkoutPage } from "../../../../features/booking/components/step-pages";
import { flightUrlSearch } from "../../../../features/flights/url-params";
import { flightWebVertical } from "../../../../features/flights/web-vertical";

// spec A §2: checkout is protected (the _auth layout guards it). Resumable checkouts: `?session=<id>` resumes a saved checkout.
export const Route = createFileRoute("/_auth/booknow/flights/checkout")({
  validateSearch: flightUrlSearch,
  component: checkoutPage(flightWebVertical, { documentTitle: msg`Checkout`, details: { title: msg`Traveller details`, subtitle: msg`Enter each traveller exactly as on their passport.` } }, FlightCheckout),
});
