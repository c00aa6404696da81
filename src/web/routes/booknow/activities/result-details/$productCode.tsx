import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { searchParams, uuid } from "../../../../lib/search-params";
import { activityOfferParam } from "../../../../features/activities/url-params";
import { ActivityDetails } from "../../../../features/activities/components/details";
import { activityWebVertical } from "../../../../features/activities/web-vertical";
import { detailsPage } from "../../../../features/booking/components/step-pages";

// spec B §2: /booknow/activities/result-details/{productCode}; public (checkout asks to log in). A chosen offer rides in `offer`.
const search = searchParams({ offer: activityOfferParam, session: uuid }, { keepOthers: true });

export const Route = createFileRoute("/booknow/activities/result-details/$productCode")({
  validateSearch: search,
  component: detailsPage(activityWebVertical, { title: msg`Activity details`, subtitle: msg`Choose a day, an option and a time, then book.` }, ActivityDetails),
});
