import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect, type ReactNode } from "react";
import { FlightDetails } from "../../../../features/flights/components/details";
import { BookingPage } from "../../../../features/booking/components/booking-page";
import { SessionGate } from "../../../../features/booking/components/session-gate";
import { flightUrlSearch } from "../../../../features/flights/url-params";
import { useFlightActor } from "../../../../features/flights/use-flight-booking";
import { withBookingScope } from "../../../../features/booking/context";
import { flightWebVertical } from "../../../../features/flights/web-vertical";

// spec A §2: search-details is protected (the _auth layout guards it).
export const Route = createFileRoute("/_auth/booknow/flights/search-details")({
  validateSearch: flightUrlSearch,
  component: withBookingScope(flightWebVertical, FlightDetailsPage),
});

function FlightDetailsPage(): ReactNode {
  const { t } = useLingui();
  const { session } = Route.useSearch();
  useEffect(() => {
    document.title = t`Flight details`;
  }, [t]);
  // Resumable checkouts: a reload or another device restores the saved checkout named in the URL.
  return (
    <SessionGate session={session}>
      <DetailsContent />
    </SessionGate>
  );
}

function DetailsContent() {
  const { t } = useLingui();
  useFlightActor();
  return (
    <BookingPage title={<Trans>Flight details</Trans>} subtitle={<Trans>Review the itinerary, fare conditions and price.</Trans>} share={{ title: t`Flight details` }}>
      <FlightDetails />
    </BookingPage>
  );
}
