import { createFileRoute } from "@tanstack/react-router";
import { ActivitySearchScreen } from "../../../features/activities/components/search-page";
import { isoDay, searchParams } from "../../../lib/search-params";
import { activityDestinationParam } from "../../../features/activities/url-params";

// spec B §2: the activity search with its results; the booking runtime reads the whole search (features/activities/url.ts).
const search = searchParams({ dest: activityDestinationParam, date: isoDay }, { keepOthers: true });

export const Route = createFileRoute("/booknow/activities/search")({
  validateSearch: search,
  component: ActivitySearchScreen,
});
