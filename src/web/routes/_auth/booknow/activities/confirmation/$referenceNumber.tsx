import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import { z } from "zod";
import { bookingStage } from "../../../../../../shared/booking/statuses";
import { ActivityReservationView } from "../../../../../features/activities/components/reservation";
import { useActivityActor, useActivitySelector } from "../../../../../features/activities/use-activity-booking";
import { activityWebVertical } from "../../../../../features/activities/web-vertical";
import { BookingPage } from "../../../../../features/booking/components/booking-page";
import { withBookingScope } from "../../../../../features/booking/context";

// spec B §2: /booknow/activities/confirmation/{referenceNumber}, protected; the cancellation view is here too.
const searchParams = z.looseObject({});

export const Route = createFileRoute("/_auth/booknow/activities/confirmation/$referenceNumber")({
  validateSearch: (search) => searchParams.parse(search),
  component: withBookingScope(activityWebVertical, ActivityConfirmationPage),
});

function ActivityConfirmationPage() {
  const { t } = useLingui();
  useActivityActor();
  const status = useActivitySelector((s) => s.context.reservation?.bookingStatus ?? null);
  const stage = status ? bookingStage(status) : "booked";
  useEffect(() => {
    document.title = t`Booking confirmation`;
  }, [t]);
  return (
    <BookingPage
      title={
        {
          booked: <Trans>Your activity is booked</Trans>,
          held: <Trans>Your booking is on hold</Trans>,
          ended: <Trans>Booking cancelled</Trans>,
          failed: <Trans>This booking was not completed</Trans>,
        }[stage]
      }
      subtitle={
        {
          booked: <Trans>Keep your reference number for any change or question.</Trans>,
          held: <Trans>It is not paid yet and nothing was charged. Continue to payment, or release it.</Trans>,
          ended: <Trans>The refund goes back to the card you paid with.</Trans>,
          failed: <Trans>Nothing was charged. You can search again.</Trans>,
        }[stage]
      }
    >
      <ActivityReservationView />
    </BookingPage>
  );
}
