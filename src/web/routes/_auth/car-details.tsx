import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { BookingConfirmationPage } from "../../features/booking/components/confirmation-page";
import { withBookingScope } from "../../features/booking/context";
import { CarReservationView } from "../../features/cars/components/reservation";
import { carUrlSearch } from "../../features/cars/url-params";
import { carWebVertical } from "../../features/cars/web-vertical";

// My trip's car detail page, /car-details?ref=… (protected; docs/decisions.md "My trip"), like spec B's
// /flight-details and /hotel-details: the rental, its voucher, what was paid, its policy and its cancel.
export const Route = createFileRoute("/_auth/car-details")({
  validateSearch: carUrlSearch,
  component: withBookingScope(carWebVertical, CarDetailsPage),
});

function CarDetailsPage() {
  const { t } = useLingui();
  return (
    <BookingConfirmationPage booked={<Trans>Car rental</Trans>} documentTitle={t`Car rental`}>
      <CarReservationView />
    </BookingConfirmationPage>
  );
}
