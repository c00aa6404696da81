import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect, type ReactNode } from "react";
import { searchParams, uuid } from "../../../../lib/search-params";
import { activityOfferParam } from "../../../../features/activities/url-params";
import { ActivityDetails } from "../../../../features/activities/components/details";
import { useActivityActor } from "../../../../features/activities/use-activity-booking";
import { activityWebVertical } from "../../../../features/activities/web-vertical";
import { BookingPage } from "../../../../features/booking/components/booking-page";
import { SessionGate } from "../../../../features/booking/components/session-gate";
import { withBookingScope } from "../../../../features/booking/context";

// spec B §2: /booknow/activities/result-details/{productCode}; public (checkout asks to log in). A chosen offer rides in `offer`.
const search = searchParams({ offer: activityOfferParam, session: uuid }, { keepOthers: true });

export const Route = createFileRoute("/booknow/activities/result-details/$productCode")({
  validateSearch: search,
  component: withBookingScope(activityWebVertical, ActivityDetailsPage),
});

function ActivityDetailsPage(): ReactNode {
  const { t } = useLingui();
  const { session } = Route.useSearch();
  useEffect(() => {
    document.title = t`Activity details`;
  }, [t]);
  // Resumable checkouts: a reload or another device restores the saved checkout named in the URL.
  return (
    <SessionGate session={session}>
      <DetailsContent />
    </SessionGate>
  );
}

function DetailsContent() {
  const { t } = useLingui();
  useActivityActor();
  return (
    <BookingPage title={<Trans>Activity details</Trans>} subtitle={<Trans>Choose a day, an option and a time, then book.</Trans>} share={{ title: t`Activity details` }}>
      <ActivityDetails />
    </BookingPage>
  );
}
