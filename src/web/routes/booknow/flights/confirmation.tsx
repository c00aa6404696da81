import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import { FlightPage } from "../../../features/flights/components/page";
import { ReservationView } from "../../../features/flights/components/reservation";
import { flightUrlSearch } from "../../../features/flights/url";
import { useFlightActor, useFlightSelector } from "../../../features/flights/use-flight-booking";

export const Route = createFileRoute("/booknow/flights/confirmation")({
  validateSearch: (search) => flightUrlSearch.parse(search),
  component: FlightConfirmationPage,
});

function FlightConfirmationPage() {
  const { t } = useLingui();
  useFlightActor();
  const status = useFlightSelector((s) => s.context.reservation?.bookingStatus ?? null);
  const ended = status === "cancelled" || status === "voided";
  useEffect(() => {
    document.title = t`Booking confirmation`;
  }, [t]);
  return (
    <FlightPage
      title={ended ? <Trans>Booking cancelled</Trans> : <Trans>Your flight is booked</Trans>}
      subtitle={ended ? <Trans>The refund goes back to the card you paid with.</Trans> : <Trans>Keep your reference number for any change or question.</Trans>}
    >
      <ReservationView />
    </FlightPage>
  );
}
