import { createFileRoute } from "@tanstack/react-router";
import { loadBookingRules } from "../../../../features/booking/context";
import { activityWebVertical } from "../../../../features/activities/web-vertical";
import { searchParams, uuid } from "../../../../lib/search-params";
import { activityOfferParam } from "../../../../features/activities/url-params";
import { ActivityDetailsScreen } from "../../../../features/activities/components/details-page";

// spec B §2: /booknow/activities/result-details/{productCode}; public (checkout asks to log in). A chosen offer rides in `offer`.
const search = searchParams({ offer: activityOfferParam, session: uuid }, { keepOthers: true });

export const Route = createFileRoute("/booknow/activities/result-details/$productCode")({
  validateSearch: search,
  // The rules a page with a search (or an offer) in its address checks at once arrive with the page (features/booking/deferred.ts).
  loader: loadBookingRules(activityWebVertical),
  component: ActivityDetailsScreen,
});
