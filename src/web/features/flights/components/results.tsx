import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useState } from "react";
import { Alert } from "../../../components/booking/alert-text";
import { card, secondaryAction } from "../../../components/booking/styles";
import { useFlightActor, useFlightSelector } from "../use-flight-booking";

// The loaded list (virtualizer, filters, fare cards) is its own chunk: the search page's first screen is the
// form, so a phone loads it only once a search runs (issue "Fast on a phone"). The search's own wait starts
// fetching it, so it is usually there when the offers arrive.
const loadList = () => import("./results-list");
const LoadedResults = lazy(async () => ({ default: (await loadList()).LoadedResults }));

/** Results: loading with progress, empty state, summary cards, sort, filters and the virtualized list. */
export function FlightResults() {
  const actor = useFlightActor();
  const searching = useFlightSelector((s) => s.matches("searching"));
  const empty = useFlightSelector((s) => s.matches({ results: "empty" }));
  const loaded = useFlightSelector((s) => s.matches({ results: "loaded" }));
  const alert = useFlightSelector((s) => s.context.alert);
  return (
    <div className="space-y-4">
      {alert && (
        <div className="flex items-start gap-3">
          <div className="flex-1">
            <Alert message={alert} tone="info" />
          </div>
          <button type="button" className={secondaryAction} onClick={() => actor.send({ type: "alert.dismissed" })}>
            <Trans>Dismiss</Trans>
          </button>
        </div>
      )}
      {searching && <SearchProgress />}
      {empty && <EmptyResults />}
      {loaded && (
        <Suspense fallback={<ResultsPlaceholder />}>
          <LoadedResults />
        </Suspense>
      )}
    </div>
  );
}

function SearchProgress() {
  const { t } = useLingui();
  const [progress, setProgress] = useState(8);
  useEffect(() => {
    void loadList();
    // The supplier does not stream: an easing estimate that slows near the end keeps the page alive.
    const timer = window.setInterval(() => setProgress((p) => Math.min(95, p + (100 - p) * 0.08)), 250);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <section aria-label={t`Searching flights`} className={`${card} p-6`}>
      <p className="mb-3 text-base font-semibold text-slate-900">
        <Trans>Searching hundreds of fares for you…</Trans>
      </p>
      <div role="progressbar" aria-label={t`Search progress`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress)} className="h-2 overflow-hidden rounded-full bg-slate-100">
        <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${progress}%` }} />
      </div>
      <div className="mt-6">
        <ResultsPlaceholder />
      </div>
    </section>
  );
}

/** Grey rows where the offers will be. */
function ResultsPlaceholder() {
  return (
    <div className="space-y-3" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-24 animate-pulse rounded-xl bg-slate-100" />
      ))}
    </div>
  );
}

function EmptyResults() {
  return (
    <section className={`${card} p-10 text-center`}>
      <h2 className="text-xl font-semibold text-slate-900">
        <Trans>No flights found</Trans>
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-700">
        <Trans>Try other dates, a nearby airport or fewer stops. Prices and seats change often, so it can help to search again.</Trans>
      </p>
    </section>
  );
}
