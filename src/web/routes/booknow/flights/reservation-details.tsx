import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { BookingPage } from "../../../features/booking/components/booking-page";
import { ReservationView } from "../../../features/flights/components/reservation";
import { flightUrlSearch } from "../../../features/flights/url-params";
import { useFlightActor } from "../../../features/flights/use-flight-booking";
import { withBookingScope } from "../../../features/booking/context";
import { flightWebVertical } from "../../../features/flights/web-vertical";
import { useDocumentTitle } from "../../../lib/document-title";

// The machine's `cancel` state lives here (machines/flight-booking/routes.ts).
export const Route = createFileRoute("/booknow/flights/reservation-details")({
  validateSearch: flightUrlSearch,
  component: withBookingScope(flightWebVertical, ReservationDetailsPage),
});

function ReservationDetailsPage() {
  const { t } = useLingui();
  useFlightActor();
  useDocumentTitle(t`Reservation details`);
  return (
    <BookingPage title={<Trans>Reservation details</Trans>}>
      <ReservationView />
    </BookingPage>
  );
}
