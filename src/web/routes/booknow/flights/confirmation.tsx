import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { BookingConfirmationPage } from "../../../features/booking/components/confirmation-page";
import { ReservationView } from "../../../features/flights/components/reservation";
import { flightUrlSearch } from "../../../features/flights/url-params";
import { withBookingScope } from "../../../features/booking/context";
import { flightWebVertical } from "../../../features/flights/web-vertical";

export const Route = createFileRoute("/booknow/flights/confirmation")({
  validateSearch: flightUrlSearch,
  component: withBookingScope(flightWebVertical, FlightConfirmationPage),
});

function FlightConfirmationPage() {
  return (
    <BookingConfirmationPage booked={<Trans>Your flight is booked</Trans>}>
      <ReservationView />
    </BookingConfirmationPage>
  );
}
