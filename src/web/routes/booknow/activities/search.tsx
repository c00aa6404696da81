import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import { isoDay, searchParams } from "../../../lib/search-params";
import { activityDestinationParam } from "../../../features/activities/url-params";
import { Alert } from "../../../components/booking/alert-text";
import { ActivityResults } from "../../../features/activities/components/results";
import { ActivitySearchPanel } from "../../../features/activities/components/search-form";
import { useActivitySelector } from "../../../features/activities/use-activity-booking";
import { activityWebVertical } from "../../../features/activities/web-vertical";
import { BookingPage } from "../../../features/booking/components/booking-page";
import { withBookingScope } from "../../../features/booking/context";

// spec B §2: the activity search with its results; the booking runtime reads the whole search (features/activities/url.ts).
const search = searchParams({ dest: activityDestinationParam, date: isoDay }, { keepOthers: true });

export const Route = createFileRoute("/booknow/activities/search")({
  validateSearch: search,
  component: withBookingScope(activityWebVertical, ActivitySearchPage),
});

function ActivitySearchPage() {
  const { t } = useLingui();
  const showingResults = useActivitySelector((s) => s.matches("searching") || s.matches("results"));
  const searchKey = useActivitySelector((s) => JSON.stringify(s.context.form));
  // A notice for the form (an activity gone with no search to refresh); the results show their own.
  const alert = useActivitySelector((s) => (s.matches("search") ? s.context.alert : null));
  useEffect(() => {
    document.title = t`Search activities`;
  }, [t]);
  return (
    <BookingPage
      title={showingResults ? <Trans>Things to do</Trans> : <Trans>Find things to do</Trans>}
      subtitle={<Trans>Tours, tickets and experiences, with free cancellation on many.</Trans>}
      share={showingResults ? { title: t`Things to do` } : null}
    >
      <div className="space-y-6">
        {alert && <Alert message={alert} tone="info" />}
        {/* A new search (or a restored one) refills the form from the machine. */}
        <ActivitySearchPanel key={searchKey} compact={showingResults} />
        {/* At least a screen tall from the start, as the flight results: the footer is not in view while the offers
            arrive ("Every page fast on a phone": the page jumped under the visitor's finger when they did). */}
        {showingResults && <div className="min-h-screen"><ActivityResults /></div>}
      </div>
    </BookingPage>
  );
}
