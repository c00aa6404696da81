import { createFileRoute, redirect } from "@tanstack/react-router";
import { searchParams, uuid } from "../../../../lib/search-params";
import { carOfferParam, carSearchParam } from "../../../../features/cars/url-params";
import { carCheckoutPage } from "../../../../features/cars/components/checkout";

// spec B §2/§6: the checkout's payment, after /reservation-details (protected: the _auth layout guards it).
// Resumable checkouts: `?session=<id>`. Opened without a payment under way, it shows the reservation details.
const carCheckoutSearch = searchParams({ q: carSearchParam, offer: carOfferParam, session: uuid });

const CHECKOUT_PATH = "/booknow/cars/checkout";

export const Route = createFileRoute("/_auth/booknow/cars/checkout")({
  validateSearch: carCheckoutSearch,
  // spec B §2: the protected checkout is also written /booknow/Cars/checkout. Paths match without case,
  // so that spelling lands here; it moves to the lower-case path the car machine's URL follows
  // (machines/car-booking/routes.ts). A second route file differing only in case would collide in the route tree.
  beforeLoad: ({ location, search }) => {
    if (location.pathname !== CHECKOUT_PATH) throw redirect({ to: CHECKOUT_PATH, search, replace: true });
  },
  component: carCheckoutPage(),
});
