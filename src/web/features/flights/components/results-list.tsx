import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { memo, useCallback, useMemo } from "react";
import { FLIGHT_SORTS, type ResultOffer, type FlightSort } from "@/shared/api/flights";
import { STOPS_OPTIONS, TIME_BUCKETS, type FilterChange, type PreparedOffers, type SummaryCard, type TimeBucket } from "@/shared/flights/filters";
import type { ListAction } from "@/shared/filters/selection";
import type { Money } from "@/shared/money";
import { ChoiceGroup } from "../../../components/booking/choice-group";
import { FilterList, type FilterOption } from "../../../components/booking/filter-list";
import { card } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { useChooseOffer } from "../../booking/context";
import { FilterFields, FiltersSheet, ResultsBar } from "../../booking/components/filters-sheet";
import { OfferCard } from "../../booking/components/offer-card";
import { WindowList, type CardHeights } from "../../booking/components/window-list";
import { useFareLabels, useFlightLabels, useFormatDuration } from "../labels";
import { useFlightActor, useFlightSelector } from "../use-flight-booking";
import { LegSummary } from "./itinerary";

type BucketFacets = Record<"departure" | "arrival", Record<TimeBucket, { count: number; lowest: Money | null }>>;

/** Counts and lowest prices per time bucket over the whole result (the facets hold stops, cabins and airlines). */
function bucketFacets(prepared: PreparedOffers | null): BucketFacets {
  const empty = () => Object.fromEntries(TIME_BUCKETS.map((b) => [b, { count: 0, lowest: null }])) as Record<TimeBucket, { count: number; lowest: Money | null }>;
  const facets: BucketFacets = { departure: empty(), arrival: empty() };
  for (const key of prepared?.keys ?? []) {
    for (const side of ["departure", "arrival"] as const) {
      const facet = facets[side][key[side]];
      facet.count += 1;
      if (!facet.lowest || key.offer.totalAmount.amount < facet.lowest.amount) facet.lowest = key.offer.totalAmount;
    }
  }
  return facets;
}

/** The loaded results: summary cards, sort, filters and the virtualized list (its own chunk, see results.tsx). */
export function LoadedResults() {
  const visible = useFlightSelector((s) => s.context.visible);
  const total = useFlightSelector((s) => s.context.offers.length);
  return (
    <FiltersSheet panel={<FiltersPanel />} showResults={plural(visible.length, { one: "Show # flight", other: "Show # flights" })}>
      {(filtersButton) => (
        <>
          <SummaryCards />
          <ResultsBar
            status={
              <Trans>
                Showing {visible.length} of {total} flights
              </Trans>
            }
          >
            {filtersButton}
          </ResultsBar>
          <OfferList offers={visible} />
        </>
      )}
    </FiltersSheet>
  );
}

/** The Cheapest, Best and Quickest cards; no CSS transition on them, as the sort tabs (choice-group.tsx). */
function SummaryCards() {
  const actor = useFlightActor();
  const summaries = useFlightSelector((s) => s.context.summaries);
  const sort = useFlightSelector((s) => s.context.sort);
  const labels = useFlightLabels();
  const formatMoney = useFormatMoney();
  const duration = useFormatDuration();
  const cards: Array<[FlightSort, SummaryCard | null]> = [
    ["Cheapest", summaries.cheapest],
    ["Best", summaries.best],
    ["Quickest", summaries.quickest],
  ];
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-3">
      {cards.map(([name, summary]) => (
        <button
          key={name}
          type="button"
          aria-pressed={sort === name}
          onClick={() => actor.send({ type: "sort.changed", sort: name })}
          className={`rounded-xl border p-3 text-left sm:p-4 ${sort === name ? "border-primary bg-primary-soft ring-1 ring-primary" : "border-slate-200 bg-white hover:border-slate-300"}`}
        >
          <span className="block text-xs font-semibold uppercase tracking-wide text-slate-700">{labels.sort[name]}</span>
          <span className="mt-1 block text-base font-bold text-slate-900 sm:text-lg">{summary ? formatMoney(summary.totalAmount) : "—"}</span>
          <span className="block text-xs text-slate-600">{summary ? duration(summary.duration) : ""}</span>
        </button>
      ))}
    </div>
  );
}

/** Memoised: it reads the machine itself, so the list's new offers alone do not redraw every option (bench:lists). */
const FiltersPanel = memo(function FiltersPanel() {
  const { t } = useLingui();
  const actor = useFlightActor();
  const filters = useFlightSelector((s) => s.context.filters);
  const prepared = useFlightSelector((s) => s.context.prepared);
  const labels = useFlightLabels();
  const buckets = useMemo(() => bucketFacets(prepared), [prepared]);
  const change = (c: FilterChange) => actor.send({ type: "filters.changed", change: c });
  // One handler for every list, made once (FilterList is memoised on it).
  const onList = useCallback((group: "airlines" | "departure" | "arrival", action: ListAction) => actor.send({ type: "filters.changed", change: { ...action, group } }), [actor]);
  const facets = prepared?.facets;
  const list = (group: "airlines" | "departure" | "arrival", legend: string, options: FilterOption[], selected: string[]) => (
    <FilterList facet={group} legend={legend} options={options} selected={selected} onChange={onList} />
  );
  const bucketOptions = (side: "departure" | "arrival"): FilterOption[] =>
    TIME_BUCKETS.map((bucket) => ({ value: bucket, label: labels.buckets[bucket], count: buckets[side][bucket].count, lowest: buckets[side][bucket].lowest }));
  return (
    <FilterFields heading={{ title: <Trans>Filter results</Trans>, onReset: () => actor.send({ type: "filters.reset" }) }}>
      <SortTabs />
      <ChoiceGroup
        legend={<Trans>Stops</Trans>}
        value={filters.stops}
        onChange={(stops) => change({ kind: "stops", stops })}
        choices={STOPS_OPTIONS.map((value) => {
          const facet = value === "Any" ? null : facets?.stops[value];
          return { value, label: labels.stops[value], ...(facet ? { count: facet.count, lowest: facet.lowest, disabled: facet.count === 0 } : {}) };
        })}
      />
      {list(
        "airlines",
        t`Airlines`,
        (facets?.airlines ?? []).map((a) => ({ value: a.value, label: a.name, count: a.count, lowest: a.lowest })),
        filters.airlines,
      )}
      {list("departure", t`Departure time`, bucketOptions("departure"), filters.departure)}
      {list("arrival", t`Arrival time`, bucketOptions("arrival"), filters.arrival)}
    </FilterFields>
  );
});

/** The sort in the filter panel: its own component, so a sort click does not draw the panel's filters again. */
function SortTabs() {
  const actor = useFlightActor();
  const sort = useFlightSelector((s) => s.context.sort);
  const labels = useFlightLabels();
  return (
    <ChoiceGroup
      legend={<Trans>Sort by</Trans>}
      look="tabs"
      value={sort}
      onChange={(next) => actor.send({ type: "sort.changed", sort: next })}
      choices={FLIGHT_SORTS.map((value) => ({ value, label: labels.sort[value] }))}
    />
  );
}

/**
 * A fare card's height with its gap before it is measured: what a round trip's card is drawn at (Chromium, JFK–LHR:
 * every card 194 px from Tailwind's `sm` up, where the price stands beside the legs; 263 px on a 412 px phone, where it
 * goes under them). A card drawn at its estimate is not moved again once measured, so a filter or sort click changes
 * the list in one frame, not two (bench:lists).
 */
const CARD_HEIGHTS: CardHeights = { wide: 194, phone: 263 };

/** Virtualized against the window so 1000 offers scroll like a short page. */
function OfferList({ offers }: { offers: ResultOffer[] }) {
  const { t } = useLingui();
  // One choice handler made once for every card: a card a click brings in does not subscribe to the machine
  // ("Every page fast on a phone": a click's render is the cards it brings in).
  const onChoose = useChooseOffer();
  if (offers.length === 0) {
    return (
      <p className={`${card} p-8 text-center text-sm text-slate-700`}>
        <Trans>No flights match these filters.</Trans>
      </p>
    );
  }
  return (
    // Three cards beyond each edge of the screen (790 px on a phone): each card drawn beyond them was drawn, laid
    // out and painted in every filter or sort click's frame (six were, bench:lists).
    <WindowList label={t`Flights`} items={offers} estimate={CARD_HEIGHTS} overscan={3} gap="pb-3">
      {(offer) => <FlightCard offer={offer} onChoose={onChoose} />}
    </WindowList>
  );
}

/**
 * Memoised on its offer (the machine's same object until the results change): a filter or sort click draws only
 * the cards it brings into the list, not every card again (bench:lists, "Every page fast on a phone").
 */
const FlightCard = memo(function FlightCard({ offer, onChoose }: { offer: ResultOffer; onChoose: (offerId: string) => void }) {
  const { t } = useLingui();
  const fareLabels = useFareLabels();
  const formatMoney = useFormatMoney();
  const airlines = [...new Set(offer.flights.map((leg) => leg.airlineName))].join(" · ");
  const price = formatMoney(offer.totalAmount);
  return (
    <OfferCard
      label={t`${airlines}, ${price}`}
      code={offer.validatingCarrier}
      headline={
        <>
          {airlines}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{fareLabels.fare(offer.fareFamily.cabin, offer.fareFamily.name)}</span>
        </>
      }
      price={price}
      priceNote={offer.seatsRemaining <= 4 ? plural(offer.seatsRemaining, { one: "# seat left", other: "# seats left" }) : <Trans>Total for all travellers</Trans>}
      selectLabel={t`Select flight ${airlines} for ${price}`}
      onSelect={() => onChoose(offer.id)}
    >
      {offer.flights.map((leg, i) => (
        <LegSummary key={i} leg={leg} />
      ))}
    </OfferCard>
  );
});
