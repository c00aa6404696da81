import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import { searchParams } from "../../../lib/search-params";
import { Alert } from "../../../components/booking/alert-text";
import { BookingPage } from "../../../features/booking/components/booking-page";
import { withBookingScope } from "../../../features/booking/context";
import { CarResults } from "../../../features/cars/components/results";
import { CarSearchFormPanel } from "../../../features/cars/components/search-form";
import { useCarSelector } from "../../../features/cars/use-car-booking";
import { carSearchParam } from "../../../features/cars/url-params";
import { carWebVertical } from "../../../features/cars/web-vertical";

// spec B §2 "Cars": the search panel, the filter sidebar and the sort (public). `q`: the search (src/shared/cars/link.ts).
const search = searchParams({ q: carSearchParam });

export const Route = createFileRoute("/booknow/cars/search")({
  validateSearch: search,
  component: withBookingScope(carWebVertical, CarSearchPage),
});

function CarSearchPage() {
  const { t } = useLingui();
  const showingResults = useCarSelector((s) => s.matches("searching") || s.matches("results"));
  const searchKey = useCarSelector((s) => JSON.stringify(s.context.search));
  // A notice for the form (a quote gone with no search to refresh); the results show their own.
  const alert = useCarSelector((s) => (s.matches("search") ? s.context.alert : null));
  useEffect(() => {
    document.title = t`Search cars`;
  }, [t]);
  return (
    <BookingPage
      title={showingResults ? <Trans>Choose your car</Trans> : <Trans>Rent a car</Trans>}
      subtitle={<Trans>Compare cars from the main rental companies in one search.</Trans>}
      share={showingResults ? { title: t`Car results` } : null}
    >
      <div className="space-y-6">
        {alert && <Alert message={alert} tone="info" />}
        {/* A new search (or a restored one) refills the form from the machine. */}
        <CarSearchFormPanel key={searchKey} compact={showingResults} />
        {/* At least a screen tall from the start, as the flight results: the footer is not in view while the offers
            arrive ("Every page fast on a phone": the page jumped under the visitor's finger when they did). */}
        {showingResults && <div className="min-h-screen"><CarResults /></div>}
      </div>
    </BookingPage>
  );
}
