import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import { z } from "zod";
import { bookingStage } from "../../../../../shared/booking/statuses";
import { BookingPage } from "../../../../features/booking/components/booking-page";
import { withBookingScope } from "../../../../features/booking/context";
import { CarReservationView } from "../../../../features/cars/components/reservation";
import { useCarActor, useCarSelector } from "../../../../features/cars/use-car-booking";
import { carWebVertical } from "../../../../features/cars/web-vertical";

// spec B §2 "Cars": the confirmation after payment (protected: a booking is its booker's).
const searchParams = z.object({
  ref: z.string().min(1).max(64).optional().catch(undefined),
});

export const Route = createFileRoute("/_auth/booknow/cars/confirm-payment")({
  validateSearch: (search) => searchParams.parse(search),
  component: withBookingScope(carWebVertical, CarConfirmationPage),
});

function CarConfirmationPage() {
  const { t } = useLingui();
  useCarActor();
  const status = useCarSelector((s) => s.context.reservation?.bookingStatus ?? null);
  const stage = status ? bookingStage(status) : "booked";
  useEffect(() => {
    document.title = t`Booking confirmation`;
  }, [t]);
  return (
    <BookingPage
      title={
        {
          booked: <Trans>Your car is booked</Trans>,
          held: <Trans>Your booking is on hold</Trans>,
          ended: <Trans>Booking cancelled</Trans>,
          failed: <Trans>This booking was not completed</Trans>,
        }[stage]
      }
      subtitle={
        {
          booked: <Trans>Show your reference number and the driver's licence at the rental desk.</Trans>,
          held: <Trans>It is not paid yet and nothing was charged. Continue to payment, or release it.</Trans>,
          ended: <Trans>The refund goes back to the card you paid with.</Trans>,
          failed: <Trans>Nothing was charged. You can search again.</Trans>,
        }[stage]
      }
    >
      <CarReservationView />
    </BookingPage>
  );
}
