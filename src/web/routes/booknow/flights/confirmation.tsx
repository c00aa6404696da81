import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import { bookingStage } from "../../../../shared/booking/statuses";
import { BookingPage } from "../../../features/booking/components/booking-page";
import { ReservationView } from "../../../features/flights/components/reservation";
import { flightUrlSearch } from "../../../features/flights/url";
import { useFlightActor, useFlightSelector } from "../../../features/flights/use-flight-booking";
import { withBookingScope } from "../../../features/booking/context";
import { flightWebVertical } from "../../../features/flights/web-vertical";

export const Route = createFileRoute("/booknow/flights/confirmation")({
  validateSearch: (search) => flightUrlSearch.parse(search),
  component: withBookingScope(flightWebVertical, FlightConfirmationPage),
});

function FlightConfirmationPage() {
  const { t } = useLingui();
  useFlightActor();
  const status = useFlightSelector((s) => s.context.reservation?.bookingStatus ?? null);
  const stage = status ? bookingStage(status) : "booked";
  useEffect(() => {
    document.title = t`Booking confirmation`;
  }, [t]);
  return (
    <BookingPage
      title={
        {
          booked: <Trans>Your flight is booked</Trans>,
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
      <ReservationView />
    </BookingPage>
  );
}
