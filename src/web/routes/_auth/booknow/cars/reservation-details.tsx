import { createFileRoute } from "@tanstack/react-router";
import { searchParams, uuid } from "../../../../lib/search-params";
import { carOfferParam, carRefParam, carSearchParam } from "../../../../features/cars/url-params";
import { withBookingScope } from "../../../../features/booking/context";
import { CarCheckoutPage } from "../../../../features/cars/components/checkout";
import { carWebVertical } from "../../../../features/cars/web-vertical";

// spec B §2 "Cars": the reservation details: the driver, the extras and refund protection, before the
// payment on /checkout (protected: the _auth layout guards it). `ref`: a booking link from when this
// page was the booking's, restored onto /confirm-payment (src/web/features/cars/url.ts).
const search = searchParams({ q: carSearchParam, offer: carOfferParam, ref: carRefParam, session: uuid });

export const Route = createFileRoute("/_auth/booknow/cars/reservation-details")({
  validateSearch: search,
  component: withBookingScope(carWebVertical, ReservationDetailsPage),
});

function ReservationDetailsPage() {
  const { session } = Route.useSearch();
  return <CarCheckoutPage session={session} />;
}
