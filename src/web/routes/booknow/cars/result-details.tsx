import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect, type ReactNode } from "react";
import { searchParams, uuid } from "../../../lib/search-params";
import { carOfferParam, carSearchParam } from "../../../features/cars/url-params";
import { BookingPage } from "../../../features/booking/components/booking-page";
import { SessionGate } from "../../../features/booking/components/session-gate";
import { withBookingScope } from "../../../features/booking/context";
import { CarDetails } from "../../../features/cars/components/details";
import { useCarActor } from "../../../features/cars/use-car-booking";
import { carWebVertical } from "../../../features/cars/web-vertical";

// spec B §2 "Cars": a quote's details, priced again (public: the checkout asks to log in).
const search = searchParams({ q: carSearchParam, offer: carOfferParam, session: uuid });

export const Route = createFileRoute("/booknow/cars/result-details")({
  validateSearch: search,
  component: withBookingScope(carWebVertical, CarDetailsPage),
});

function CarDetailsPage(): ReactNode {
  const { t } = useLingui();
  const { session } = Route.useSearch();
  useEffect(() => {
    document.title = t`Car details`;
  }, [t]);
  return (
    <SessionGate session={session}>
      <DetailsContent />
    </SessionGate>
  );
}

function DetailsContent() {
  const { t } = useLingui();
  useCarActor();
  return (
    <BookingPage title={<Trans>Car details</Trans>} subtitle={<Trans>Review the car, the rental conditions and the price.</Trans>} share={{ title: t`Car details` }}>
      <CarDetails />
    </BookingPage>
  );
}
