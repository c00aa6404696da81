import { createFileRoute } from "@tanstack/react-router";
import { loadBookingRules } from "../../../features/booking/context";
import { activityWebVertical } from "../../../features/activities/web-vertical";
import { ActivitySearchScreen } from "../../../features/activities/components/search-page";
import { isoDay, searchParams } from "../../../lib/search-params";
import { activityDestinationParam } from "../../../features/activities/url-params";

// spec B §2: the activity search with its results; the booking runtime reads the whole search (features/activities/url.ts).
const search = searchParams({ dest: activityDestinationParam, date: isoDay }, { keepOthers: true });

export const Route = createFileRoute("/booknow/activities/search")({
  validateSearch: search,
  // The rules a page with a search (or an offer) in its address checks at once arrive with the page (features/booking/deferred.ts).
  loader: loadBookingRules(activityWebVertical),
  component: ActivitySearchScreen,
});
