import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import { BookingPage } from "../../features/booking/components/booking-page";
import { withBookingScope } from "../../features/booking/context";
import { HotelReservationView } from "../../features/hotels/components/reservation";
import { hotelUrlSearch } from "../../features/hotels/url";
import { useHotelActor } from "../../features/hotels/use-hotel-booking";
import { hotelWebVertical } from "../../features/hotels/web-vertical";

// spec B §2: /hotel-details is the protected booking detail page; the machine's `cancel` state lives here.
export const Route = createFileRoute("/_auth/hotel-details")({
  validateSearch: (search) => hotelUrlSearch.parse(search),
  component: withBookingScope(hotelWebVertical, HotelBookingPage),
});

function HotelBookingPage() {
  const { t } = useLingui();
  useHotelActor();
  useEffect(() => {
    document.title = t`Hotel booking`;
  }, [t]);
  return (
    <BookingPage title={<Trans>Hotel booking</Trans>}>
      <HotelReservationView />
    </BookingPage>
  );
}
