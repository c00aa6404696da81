import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { BookingConfirmationPage } from "../../../../features/booking/components/confirmation-page";
import { withBookingScope } from "../../../../features/booking/context";
import { HotelReservationView } from "../../../../features/hotels/components/reservation";
import { hotelUrlSearch } from "../../../../features/hotels/url-params";
import { hotelWebVertical } from "../../../../features/hotels/web-vertical";

// spec B §2 hotel routes: the booking's confirmation (its record needs a session, so the page is protected).
export const Route = createFileRoute("/_auth/booknow/hotels/confirm-payment")({
  validateSearch: hotelUrlSearch,
  component: withBookingScope(hotelWebVertical, HotelConfirmationPage),
});

function HotelConfirmationPage() {
  return (
    <BookingConfirmationPage booked={<Trans>Your stay is booked</Trans>}>
      <HotelReservationView />
    </BookingConfirmationPage>
  );
}
