import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect, type ReactNode } from "react";
import { searchParams, uuid } from "../../../../../lib/search-params";
import { activityOfferParam } from "../../../../../features/activities/url-params";
import { ActivityCheckout } from "../../../../../features/activities/components/checkout";
import { useActivityActor, useActivitySelector } from "../../../../../features/activities/use-activity-booking";
import { activityWebVertical } from "../../../../../features/activities/web-vertical";
import { BookingPage } from "../../../../../features/booking/components/booking-page";
import { SessionGate } from "../../../../../features/booking/components/session-gate";
import { withBookingScope } from "../../../../../features/booking/context";

// spec B §2: /booknow/activities/bookings/checkout, protected (the _auth layout guards it). `?session=<id>` resumes a saved checkout.
const search = searchParams({ offer: activityOfferParam, session: uuid }, { keepOthers: true });

export const Route = createFileRoute("/_auth/booknow/activities/bookings/checkout")({
  validateSearch: search,
  component: withBookingScope(activityWebVertical, ActivityCheckoutPage),
});

function ActivityCheckoutPage(): ReactNode {
  const { t } = useLingui();
  const { session } = Route.useSearch();
  useEffect(() => {
    document.title = t`Checkout`;
  }, [t]);
  return (
    <SessionGate session={session}>
      <CheckoutContent />
    </SessionGate>
  );
}

function CheckoutContent() {
  useActivityActor();
  const paying = useActivitySelector((s) => s.matches("payment"));
  return (
    <BookingPage
      title={paying ? <Trans>Payment</Trans> : <Trans>Traveller details</Trans>}
      subtitle={paying ? <Trans>Pay securely by card to confirm your booking.</Trans> : <Trans>Who is going, and how the provider can reach you.</Trans>}
    >
      <ActivityCheckout />
    </BookingPage>
  );
}
