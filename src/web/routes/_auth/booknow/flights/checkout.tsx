import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import { FlightCheckout } from "../../../../features/flights/components/checkout";
import { FlightPage } from "../../../../features/flights/components/page";
import { FlightSessionGate } from "../../../../features/flights/components/session-gate";
import { flightUrlSearch } from "../../../../features/flights/url";
import { useFlightActor, useFlightSelector } from "../../../../features/flights/use-flight-booking";

// spec A §2: checkout is protected (the _auth layout guards it). Resumable checkouts: `?session=<id>` resumes a saved checkout.
export const Route = createFileRoute("/_auth/booknow/flights/checkout")({
  validateSearch: (search) => flightUrlSearch.parse(search),
  component: FlightCheckoutPage,
});

function FlightCheckoutPage() {
  const { t } = useLingui();
  const { session } = Route.useSearch();
  useEffect(() => {
    document.title = t`Checkout`;
  }, [t]);
  return (
    <FlightSessionGate session={session}>
      <CheckoutContent />
    </FlightSessionGate>
  );
}

function CheckoutContent() {
  useFlightActor();
  const paying = useFlightSelector((s) => s.matches("payment"));
  return (
    <FlightPage
      title={paying ? <Trans>Payment</Trans> : <Trans>Traveller details</Trans>}
      subtitle={paying ? <Trans>Pay securely by card to confirm your booking.</Trans> : <Trans>Enter each traveller exactly as on their passport.</Trans>}
    >
      <FlightCheckout />
    </FlightPage>
  );
}
