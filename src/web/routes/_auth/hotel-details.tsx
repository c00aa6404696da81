import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { BookingConfirmationPage } from "../../features/booking/components/confirmation-page";
import { withBookingScope } from "../../features/booking/context";
import { HotelReservationView } from "../../features/hotels/components/reservation";
import { hotelUrlSearch } from "../../features/hotels/url-params";
import { hotelWebVertical } from "../../features/hotels/web-vertical";

// spec B §2: /hotel-details?ref=…, the protected booking detail page My trip links to. A booking opened
// here stays here (its cancel too: the machine's `cancel` state lives here), titled by what it is now.
export const Route = createFileRoute("/_auth/hotel-details")({
  validateSearch: hotelUrlSearch,
  component: withBookingScope(hotelWebVertical, HotelBookingPage),
});

function HotelBookingPage() {
  const { t } = useLingui();
  return (
    <BookingConfirmationPage booked={<Trans>Hotel booking</Trans>} documentTitle={t`Hotel booking`}>
      <HotelReservationView />
    </BookingConfirmationPage>
  );
}
