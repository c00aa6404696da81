import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { BookingConfirmationPage } from "../../features/booking/components/confirmation-page";
import { withBookingScope } from "../../features/booking/context";
import { ReservationView } from "../../features/flights/components/reservation";
import { flightUrlSearch } from "../../features/flights/url-params";
import { flightWebVertical } from "../../features/flights/web-vertical";

// spec A §2 / spec B §2: /flight-details?ref=…, the protected booking detail page My trip links to: the
// booking, its e-ticket, what was paid, the fare's policy and its cancel, all on this page.
export const Route = createFileRoute("/_auth/flight-details")({
  validateSearch: flightUrlSearch,
  component: withBookingScope(flightWebVertical, FlightDetailsPage),
});

function FlightDetailsPage() {
  const { t } = useLingui();
  return (
    <BookingConfirmationPage booked={<Trans>Flight booking</Trans>} documentTitle={t`Flight booking`}>
      <ReservationView />
    </BookingConfirmationPage>
  );
}
