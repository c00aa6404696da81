import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import { bookingStage } from "../../../../../shared/booking/statuses";
import { BookingPage } from "../../../../features/booking/components/booking-page";
import { withBookingScope } from "../../../../features/booking/context";
import { HotelReservationView } from "../../../../features/hotels/components/reservation";
import { hotelUrlSearch } from "../../../../features/hotels/url";
import { useHotelActor, useHotelSelector } from "../../../../features/hotels/use-hotel-booking";
import { hotelWebVertical } from "../../../../features/hotels/web-vertical";

// spec B §2 hotel routes: the booking's confirmation (its record needs a session, so the page is protected).
export const Route = createFileRoute("/_auth/booknow/hotels/confirm-payment")({
  validateSearch: (search) => hotelUrlSearch.parse(search),
  component: withBookingScope(hotelWebVertical, HotelConfirmationPage),
});

function HotelConfirmationPage() {
  const { t } = useLingui();
  useHotelActor();
  const status = useHotelSelector((s) => s.context.reservation?.bookingStatus ?? null);
  const stage = status ? bookingStage(status) : "booked";
  useEffect(() => {
    document.title = t`Booking confirmation`;
  }, [t]);
  return (
    <BookingPage
      title={
        {
          booked: <Trans>Your stay is booked</Trans>,
          held: <Trans>Your booking is on hold</Trans>,
          ended: <Trans>Booking cancelled</Trans>,
          failed: <Trans>This booking was not completed</Trans>,
        }[stage]
      }
      subtitle={
        {
          booked: <Trans>Keep your reference number for any change or question.</Trans>,
          held: <Trans>It is not paid yet and nothing was charged. Continue to payment, or release it.</Trans>,
          ended: <Trans>The refund goes back to the card you paid with.</Trans>,
          failed: <Trans>Nothing was charged. You can search again.</Trans>,
        }[stage]
      }
    >
      <HotelReservationView />
    </BookingPage>
  );
}
