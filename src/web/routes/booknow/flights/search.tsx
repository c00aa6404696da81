import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import { FlightPage } from "../../../features/flights/components/page";
import { FlightResults } from "../../../features/flights/components/results";
import { FlightSearchFormPanel } from "../../../features/flights/components/search-form";
import { flightUrlSearch } from "../../../features/flights/url";
import { useFlightSelector } from "../../../features/flights/use-flight-booking";

export const Route = createFileRoute("/booknow/flights/search")({
  validateSearch: (search) => flightUrlSearch.parse(search),
  component: FlightSearchPage,
});

function FlightSearchPage() {
  const { t } = useLingui();
  const showingResults = useFlightSelector((s) => s.matches("searching") || s.matches("results"));
  const searchKey = useFlightSelector((s) => JSON.stringify(s.context.search));
  useEffect(() => {
    document.title = t`Search flights`;
  }, [t]);
  return (
    <FlightPage title={showingResults ? <Trans>Choose your flight</Trans> : <Trans>Where to next?</Trans>} subtitle={<Trans>Compare fares from many airlines in one search.</Trans>}>
      <div className="space-y-6">
        {/* A new search (or a restored one) refills the form from the machine. */}
        <FlightSearchFormPanel key={searchKey} compact={showingResults} />
        {showingResults && <FlightResults />}
      </div>
    </FlightPage>
  );
}
