import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import { FlightPage } from "../../../features/flights/components/page";
import { ReservationView } from "../../../features/flights/components/reservation";
import { flightUrlSearch } from "../../../features/flights/url";
import { useFlightActor } from "../../../features/flights/use-flight-booking";

// The machine's `cancel` state lives here (machines/flight-booking/routes.ts).
export const Route = createFileRoute("/booknow/flights/reservation-details")({
  validateSearch: (search) => flightUrlSearch.parse(search),
  component: ReservationDetailsPage,
});

function ReservationDetailsPage() {
  const { t } = useLingui();
  useFlightActor();
  useEffect(() => {
    document.title = t`Reservation details`;
  }, [t]);
  return (
    <FlightPage title={<Trans>Reservation details</Trans>}>
      <ReservationView />
    </FlightPage>
  );
}
