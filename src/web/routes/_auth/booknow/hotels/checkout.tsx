import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { checkoutPage } from "../../../../features/booking/components/step-pages";
import { HotelCheckout } from "../../../../features/hotels/components/checkout";
import { hotelUrlSearch } from "../../../../features/hotels/url-params";
import { hotelWebVertical } from "../../../../features/hotels/web-vertical";

// spec B §6: checkout is protected (the _auth layout guards it). Resumable checkouts: `?session=<id>` resumes a saved checkout.
export const Route = createFileRoute("/_auth/booknow/hotels/checkout")({
  validateSearch: hotelUrlSearch,
  component: checkoutPage(
    hotelWebVertical,
    {
      documentTitle: msg`Checkout`,
      details: { title: msg`Guest details`, subtitle: msg`One lead guest per room, as on their ID.` },
      payment: { subtitle: msg`Pay securely by card to confirm your stay.` },
    },
    HotelCheckout,
  ),
});
