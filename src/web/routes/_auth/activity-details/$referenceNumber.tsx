import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { ActivityReservationView } from "../../../features/activities/components/reservation";
import { activityUrlSearch } from "../../../features/activities/url-params";
import { activityWebVertical } from "../../../features/activities/web-vertical";
import { BookingConfirmationPage } from "../../../features/booking/components/confirmation-page";
import { withBookingScope } from "../../../features/booking/context";

// My trip's activity detail page, /activity-details/{referenceNumber} (protected; the reference in the
// path like the activity's confirmation page; docs/decisions.md "My trip"): the activity, its voucher,
// what was paid, its policy and its cancel with a reason.
export const Route = createFileRoute("/_auth/activity-details/$referenceNumber")({
  validateSearch: activityUrlSearch,
  component: withBookingScope(activityWebVertical, ActivityDetailsPage),
});

function ActivityDetailsPage() {
  const { t } = useLingui();
  return (
    <BookingConfirmationPage booked={<Trans>Activity booking</Trans>} documentTitle={t`Activity booking`}>
      <ActivityReservationView />
    </BookingConfirmationPage>
  );
}
