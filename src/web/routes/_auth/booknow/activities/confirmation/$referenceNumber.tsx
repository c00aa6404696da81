import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { searchParams } from "../../../../../lib/search-params";
import { ActivityReservationView } from "../../../../../features/activities/components/reservation";
import { activityWebVertical } from "../../../../../features/activities/web-vertical";
import { BookingConfirmationPage } from "../../../../../features/booking/components/confirmation-page";
import { withBookingScope } from "../../../../../features/booking/context";

// spec B §2: /booknow/activities/confirmation/{referenceNumber}, protected; the cancellation view is here too.
const search = searchParams({}, { keepOthers: true });

export const Route = createFileRoute("/_auth/booknow/activities/confirmation/$referenceNumber")({
  validateSearch: search,
  component: withBookingScope(activityWebVertical, ActivityConfirmationPage),
});

function ActivityConfirmationPage() {
  return (
    <BookingConfirmationPage booked={<Trans>Your activity is booked</Trans>}>
      <ActivityReservationView />
    </BookingConfirmationPage>
  );
}
