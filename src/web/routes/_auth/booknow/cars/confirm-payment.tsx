import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { searchParams } from "../../../../lib/search-params";
import { carRefParam } from "../../../../features/cars/url-params";
import { BookingConfirmationPage } from "../../../../features/booking/components/confirmation-page";
import { withBookingScope } from "../../../../features/booking/context";
import { CarReservationView } from "../../../../features/cars/components/reservation";
import { carWebVertical } from "../../../../features/cars/web-vertical";

// spec B §2 "Cars": the confirmation after payment and the booking's page, with its cancellation
// (protected: a booking is its booker's; the machine's `cancel` state lives here, machines/car-booking/routes.ts).
const search = searchParams({ ref: carRefParam });

export const Route = createFileRoute("/_auth/booknow/cars/confirm-payment")({
  validateSearch: search,
  component: withBookingScope(carWebVertical, CarConfirmationPage),
});

function CarConfirmationPage() {
  return (
    <BookingConfirmationPage booked={<Trans>Your car is booked</Trans>} bookedNote={<Trans>Show your reference number and the driver's licence at the rental desk.</Trans>}>
      <CarReservationView />
    </BookingConfirmationPage>
  );
}
