import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import { z } from "zod";
import { BookingPage } from "../../../../features/booking/components/booking-page";
import { withBookingScope } from "../../../../features/booking/context";
import { CarReservationView } from "../../../../features/cars/components/reservation";
import { useCarActor } from "../../../../features/cars/use-car-booking";
import { carWebVertical } from "../../../../features/cars/web-vertical";

// spec B §2 "Cars": the booking page; the machine's `cancel` state lives here (machines/car-booking/routes.ts).
const searchParams = z.object({
  ref: z.string().min(1).max(64).optional().catch(undefined),
});

export const Route = createFileRoute("/_auth/booknow/cars/reservation-details")({
  validateSearch: (search) => searchParams.parse(search),
  component: withBookingScope(carWebVertical, CarReservationPage),
});

function CarReservationPage() {
  const { t } = useLingui();
  useCarActor();
  useEffect(() => {
    document.title = t`Reservation details`;
  }, [t]);
  return (
    <BookingPage title={<Trans>Reservation details</Trans>}>
      <CarReservationView />
    </BookingPage>
  );
}
