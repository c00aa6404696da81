import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect, type ReactNode } from "react";
import { FlightCheckout } from "../../../../features/flights/components/checkout";
import { BookingPage } from "../../../../features/booking/components/booking-page";
import { SessionGate } from "../../../../features/booking/components/session-gate";
import { flightUrlSearch } from "../../../../features/flights/url-params";
import { useFlightActor, useFlightSelector } from "../../../../features/flights/use-flight-booking";
import { withBookingScope } from "../../../../features/booking/context";
import { flightWebVertical } from "../../../../features/flights/web-vertical";

// spec A §2: checkout is protected (the _auth layout guards it). Resumable checkouts: `?session=<id>` resumes a saved checkout.
export const Route = createFileRoute("/_auth/booknow/flights/checkout")({
  validateSearch: flightUrlSearch,
  component: withBookingScope(flightWebVertical, FlightCheckoutPage),
});

function FlightCheckoutPage(): ReactNode {
  const { t } = useLingui();
  const { session } = Route.useSearch();
  useEffect(() => {
    document.title = t`Checkout`;
  }, [t]);
  return (
    <SessionGate session={session}>
      <CheckoutContent />
    </SessionGate>
  );
}

function CheckoutContent() {
  useFlightActor();
  const paying = useFlightSelector((s) => s.matches("payment"));
  return (
    <BookingPage
      title={paying ? <Trans>Payment</Trans> : <Trans>Traveller details</Trans>}
      subtitle={paying ? <Trans>Pay securely by card to confirm your booking.</Trans> : <Trans>Enter each traveller exactly as on their passport.</Trans>}
    >
      <FlightCheckout />
    </BookingPage>
  );
}
