import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { searchParams, uuid } from "../../../../../lib/search-params";
import { activityOfferParam } from "../../../../../features/activities/url-params";
import { ActivityCheckout } from "../../../../../features/activities/components/checkout";
import { activityWebVertical } from "../../../../../features/activities/web-vertical";
import { checkoutPage } from "../../../../../features/booking/components/step-pages";

// spec B §2: /booknow/activities/bookings/checkout, protected (the _auth layout guards it). `?session=<id>` resumes a saved checkout.
const search = searchParams({ offer: activityOfferParam, session: uuid }, { keepOthers: true });

export const Route = createFileRoute("/_auth/booknow/activities/bookings/checkout")({
  validateSearch: search,
  component: checkoutPage(activityWebVertical, { documentTitle: msg`Checkout`, details: { title: msg`Traveller details`, subtitle: msg`Who is going, and how the provider can reach you.` } }, ActivityCheckout),
});
