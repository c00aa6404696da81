import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect, type ReactNode } from "react";
import { BookingPage } from "../../../../features/booking/components/booking-page";
import { SessionGate } from "../../../../features/booking/components/session-gate";
import { withBookingScope } from "../../../../features/booking/context";
import { HotelCheckout } from "../../../../features/hotels/components/checkout";
import { hotelUrlSearch } from "../../../../features/hotels/url-params";
import { useHotelActor, useHotelSelector } from "../../../../features/hotels/use-hotel-booking";
import { hotelWebVertical } from "../../../../features/hotels/web-vertical";

// spec B §6: checkout is protected (the _auth layout guards it). Resumable checkouts: `?session=<id>` resumes a saved checkout.
export const Route = createFileRoute("/_auth/booknow/hotels/checkout")({
  validateSearch: hotelUrlSearch,
  component: withBookingScope(hotelWebVertical, HotelCheckoutPage),
});

function HotelCheckoutPage(): ReactNode {
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
  useHotelActor();
  const paying = useHotelSelector((s) => s.matches("payment"));
  return (
    <BookingPage
      title={paying ? <Trans>Payment</Trans> : <Trans>Guest details</Trans>}
      subtitle={paying ? <Trans>Pay securely by card to confirm your stay.</Trans> : <Trans>One lead guest per room, as on their ID.</Trans>}
    >
      <HotelCheckout />
    </BookingPage>
  );
}
