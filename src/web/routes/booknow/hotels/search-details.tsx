import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect, type ReactNode } from "react";
import { BookingPage } from "../../../features/booking/components/booking-page";
import { SessionGate } from "../../../features/booking/components/session-gate";
import { withBookingScope } from "../../../features/booking/context";
import { HotelDetails } from "../../../features/hotels/components/details";
import { hotelUrlSearch } from "../../../features/hotels/url-params";
import { useHotelActor } from "../../../features/hotels/use-hotel-booking";
import { hotelWebVertical } from "../../../features/hotels/web-vertical";

// spec B §2 hotel routes; spec B §6 protects my trip, booking details and checkout, so a hotel's rooms are public.
export const Route = createFileRoute("/booknow/hotels/search-details")({
  validateSearch: hotelUrlSearch,
  component: withBookingScope(hotelWebVertical, HotelDetailsPage),
});

function HotelDetailsPage(): ReactNode {
  const { t } = useLingui();
  const { session } = Route.useSearch();
  useEffect(() => {
    document.title = t`Hotel details`;
  }, [t]);
  return (
    <SessionGate session={session}>
      <DetailsContent />
    </SessionGate>
  );
}

function DetailsContent() {
  const { t } = useLingui();
  useHotelActor();
  return (
    <BookingPage title={<Trans>Hotel details</Trans>} subtitle={<Trans>Choose a room and rate; we check its price before checkout.</Trans>} share={{ title: t`Hotel details` }}>
      <HotelDetails />
    </BookingPage>
  );
}
