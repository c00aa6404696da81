import { createFileRoute } from "@tanstack/react-router";
import { searchParams, uuid } from "../../../../lib/search-params";
import { activityOfferParam } from "../../../../features/activities/url-params";
import { ActivityDetailsScreen } from "../../../../features/activities/components/details-page";

// spec B §2: /booknow/activities/result-details/{productCode}; public (checkout asks to log in). A chosen offer rides in `offer`.
const search = searchParams({ offer: activityOfferParam, session: uuid }, { keepOthers: true });

export const Route = createFileRoute("/booknow/activities/result-details/$productCode")({
  validateSearch: search,
  component: ActivityDetailsScreen,
});
