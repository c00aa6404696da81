import { createFileRoute } from "@tanstack/react-router";
import { searchParams, uuid } from "../../../../lib/search-params";
import { carOfferParam, carRefParam, carSearchParam } from "../../../../features/cars/url-params";
import { carCheckoutPage } from "../../../../features/cars/components/checkout";

// spec B §2 "Cars": the reservation details: the driver, the extras and refund protection, before the
// payment on /checkout (protected: the _auth layout guards it). `ref`: a booking link from when this
// page was the booking's, restored onto /confirm-payment (src/web/features/cars/url.ts).
const search = searchParams({ q: carSearchParam, offer: carOfferParam, ref: carRefParam, session: uuid });

export const Route = createFileRoute("/_auth/booknow/cars/reservation-details")({
  validateSearch: search,
  component: carCheckoutPage(),
});
