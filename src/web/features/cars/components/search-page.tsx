import { Trans, useLingui } from "@lingui/react/macro";
import { useLoaded } from "../../../lib/use-loaded";
import { Alert } from "../../../components/booking/alert-text";
import { BookingPage } from "../../booking/components/booking-page";
import { CarSearchFormPanel } from "./search-form";
import { useCarSelector } from "../use-car-booking";
import { withBookingScope } from "../../booking/context";
import { carWebVertical } from "../web-vertical";
import { withAppStyles } from "../../../lib/page-styles";
import { useDocumentTitle } from "../../../lib/document-title";

// The results (the list, its filters and sort) load once a search runs: the page's first screen is the form, as the
// flight search page's ("Every page fast on a phone"). They bring the whole app's stylesheet: the page draws from a
// sheet of its own (car-search.css), which leaves them out.
const loadResults = () => withAppStyles(import("./results"));

function CarSearchPage() {
  const { t } = useLingui();
  const showingResults = useCarSelector((s) => s.matches("searching") || s.matches("results"));
  const CarResults = useLoaded(loadResults, showingResults)?.CarResults;
  const searchKey = useCarSelector((s) => JSON.stringify(s.context.search));
  // A notice for the form (a quote gone with no search to refresh); the results show their own.
  const alert = useCarSelector((s) => (s.matches("search") ? s.context.alert : null));
  useDocumentTitle(t`Search cars`);
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
        {showingResults && CarResults && <CarResults />}
      </div>
    </BookingPage>
  );
}

/**
 * `/booknow/cars/search`: the form, and the results once a search runs (spec B §2). Its own module, apart from the
 * route, because the server draws its first screen too (src/web/first-screen.tsx), as the flight search page's.
 */
export const CarSearchScreen = withBookingScope(carWebVertical, CarSearchPage);
