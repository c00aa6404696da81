import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import { FlightDetails } from "../../../../features/flights/components/details";
import { FlightPage } from "../../../../features/flights/components/page";
import { FlightSessionGate } from "../../../../features/flights/components/session-gate";
import { flightUrlSearch } from "../../../../features/flights/url";
import { useFlightActor } from "../../../../features/flights/use-flight-booking";

// spec A §2: search-details is protected (the _auth layout guards it).
export const Route = createFileRoute("/_auth/booknow/flights/search-details")({
  validateSearch: (search) => flightUrlSearch.parse(search),
  component: FlightDetailsPage,
});

function FlightDetailsPage() {
  const { t } = useLingui();
  const { session } = Route.useSearch();
  useEffect(() => {
    document.title = t`Flight details`;
  }, [t]);
  // Resumable checkouts: a reload or another device restores the saved checkout named in the URL.
  return (
    <FlightSessionGate session={session}>
      <DetailsContent />
    </FlightSessionGate>
  );
}

function DetailsContent() {
  useFlightActor();
  return (
    <FlightPage title={<Trans>Flight details</Trans>} subtitle={<Trans>Review the itinerary, fare conditions and price.</Trans>}>
      <FlightDetails />
    </FlightPage>
  );
}
