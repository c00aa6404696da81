import { plural } from "@lingui/core/macro";
import { memo, useCallback, useMemo } from "react";
import { PlaceMap } from "../../../components/map/place-map";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CarOffer } from "@/shared/api/cars";
import { CAR_SORTS, type CarFilterChange, type CarFilterFacet, type CarFilterGroup } from "@/shared/cars/filters";
import type { ListAction } from "@/shared/filters/selection";
import { Alert } from "../../../components/booking/alert-text";
import { ChoiceGroup } from "../../../components/booking/choice-group";
import { FilterList } from "../../../components/booking/filter-list";
import { Spinner } from "../../../components/booking/spinner";
import { card, primaryAction, secondaryAction } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { useChooseOffer } from "../../booking/context";
import { FilterFields, FiltersSheet, ResultsBar } from "../../booking/components/filters-sheet";
import { OfferCard } from "../../booking/components/offer-card";
import { WindowList, type CardHeights } from "../../booking/components/window-list";
import { useCarLabels } from "../labels";
import { useCarActor, useCarSelector } from "../use-car-booking";
import { CarFacts } from "./car-facts";

/** Results: searching, the error state (spec B §8: no toast), no cars, or the list with filters and sort. */
export function CarResults() {
  const actor = useCarActor();
  const searching = useCarSelector((s) => s.matches("searching"));
  const empty = useCarSelector((s) => s.matches({ results: "empty" }));
  const failed = useCarSelector((s) => s.context.searchFailed === true);
  const loaded = useCarSelector((s) => s.matches({ results: "loaded" }));
  const alert = useCarSelector((s) => s.context.alert);
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
      {searching && (
        <p className={`${card} p-6 text-sm text-slate-800`}>
          <Spinner label={<Trans>Finding cars from the rental companies…</Trans>} />
        </p>
      )}
      {empty && failed && <SearchFailed />}
      {empty && !failed && (
        <section className={`${card} p-8 text-center`}>
          <h2 className="text-xl font-semibold text-slate-900">
            <Trans>No cars found</Trans>
          </h2>
          <p className="mx-auto mt-2 max-w-md text-sm text-slate-700">
            <Trans>No rental company has a car there for these dates. Try other dates or a nearby airport or city.</Trans>
          </p>
        </section>
      )}
      {loaded && <LoadedResults />}
    </div>
  );
}

/** spec B §4/§8: the search failed: an error state on the page, never a toast. */
function SearchFailed() {
  const actor = useCarActor();
  const search = useCarSelector((s) => s.context.search);
  return (
    <section role="alert" className={`${card} border-rose-200 p-8 text-center`}>
      <h2 className="text-xl font-semibold text-slate-900">
        <Trans>We could not search cars</Trans>
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-700">
        <Trans>The rental companies did not answer. Please try again in a moment.</Trans>
      </p>
      {search && (
        <button type="button" className={`${primaryAction} mt-4`} onClick={() => actor.send({ type: "search.submitted", search })}>
          <Trans>Try again</Trans>
        </button>
      )}
    </section>
  );
}

function LoadedResults() {
  const visible = useCarSelector((s) => s.context.visible);
  const total = useCarSelector((s) => s.context.offers.length);
  return (
    <FiltersSheet panel={<FiltersPanel />} showResults={plural(visible.length, { one: "Show # car", other: "Show # cars" })}>
      {(filtersButton) => (
        <>
          <ResultsBar
            status={
              <Trans>
                Showing {visible.length} of {total} cars
              </Trans>
            }
          >
            <div className="flex items-center gap-3">
              <SortControl />
              {filtersButton}
            </div>
          </ResultsBar>
          <RentalPlacesMap />
          {visible.length === 0 ? (
            <p className={`${card} p-8 text-center text-sm text-slate-700`}>
              <Trans>No cars match these filters.</Trans>
            </p>
          ) : (
            <CarList offers={visible} />
          )}
        </>
      )}
    </FiltersSheet>
  );
}

/** spec B §4: Cheapest (the default) or Highest. */
function SortControl() {
  const actor = useCarActor();
  const sort = useCarSelector((s) => s.context.sort);
  const labels = useCarLabels();
  return (
    <ChoiceGroup
      legend={<Trans>Sort by</Trans>}
      hideLegend
      look="tabs"
      value={sort}
      onChange={(next) => actor.send({ type: "sort.changed", sort: next })}
      choices={CAR_SORTS.map((value) => ({ value, label: labels.sort[value] }))}
    />
  );
}

/**
 * The groups the machine offers (only those with more than one option), each option with its lowest price. Memoised:
 * it reads the machine itself, so a sort does not redraw every option (bench:lists).
 */
const FiltersPanel = memo(function FiltersPanel() {
  const actor = useCarActor();
  const filters = useCarSelector((s) => s.context.filters);
  const facets = useCarSelector((s) => s.context.prepared?.facets ?? []);
  const labels = useCarLabels();
  // One handler for every group, made once (FilterList is memoised on it).
  const onList = useCallback(
    (group: CarFilterGroup, action: ListAction) => {
      const change: CarFilterChange = "value" in action ? { group, action: action.kind, value: action.value } : { group, action: action.kind };
      actor.send({ type: "filters.changed", change });
    },
    [actor],
  );
  const list = (facet: CarFilterFacet) => (
    <FilterList
      key={facet.group}
      facet={facet.group}
      legend={labels.groups[facet.group]}
      options={facet.options.map((o) => ({
        value: o.value,
        label: labels.option(facet.group, o.value),
        count: o.count,
        lowest: o.lowestPrice,
      }))}
      selected={filters[facet.group]}
      onChange={onList}
    />
  );
  return <FilterFields heading={{ title: <Trans>Filter results</Trans>, onReset: () => actor.send({ type: "filters.reset" }) }}>{facets.map(list)}</FilterFields>;
});

/**
 * A card's height with the gap below it before it is measured: what the cards are drawn at (Chromium, LAX: 166 px
 * from Tailwind's `sm` up, 267 px on a phone, and the 12 px gap). A card drawn at its estimate is not moved again
 * once measured, so a click changes the list in one frame.
 */
const CARD_HEIGHTS: CardHeights = { wide: 178, phone: 279 };

/**
 * The cars, virtualized as the hotels and flights are: a sort of 52 cars moved every card in the page (React moving
 * 51 list items and the browser their style), and a filter or sort now draws only the cards near the screen
 * ("Every page fast on a phone": filter and sort within 2× a no-op click).
 */
function CarList({ offers }: { offers: readonly CarOffer[] }) {
  const { t } = useLingui();
  // One choice handler made once for every card: a card a click brings in does not subscribe to the machine.
  const onChoose = useChooseOffer();
  return (
    <WindowList label={t`Cars`} items={offers} estimate={CARD_HEIGHTS} overscan={2} gap="pb-3">
      {(offer) => <CarCard offer={offer} onChoose={onChoose} />}
    </WindowList>
  );
}

/**
 * Memoised on its offer (the machine's same object until the results change): a filter or sort click draws only the
 * cards it brings near the screen (bench:lists, "Every page fast on a phone").
 */
const CarCard = memo(function CarCard({ offer, onChoose }: { offer: CarOffer; onChoose: (offerId: string) => void }) {
  const { t } = useLingui();
  const labels = useCarLabels();
  const formatMoney = useFormatMoney();
  const price = formatMoney(offer.price);
  const size = labels.sizes[offer.size];
  return (
    <OfferCard
      label={t`${offer.vendorName}, ${size}, ${price}`}
      code={offer.sipp}
      headline={
        <>
          {size}
          <span className="font-normal text-slate-600">· {offer.vendorName}</span>
        </>
      }
      compact
      price={price}
      priceNote={plural(offer.rentalDays, {
        one: "Total for # day",
        other: "Total for # days",
      })}
      priceExtra={
        // A driver under 25 pays the vendor's surcharge: said on the card, not only in the total.
        offer.youngDriverFee && (
          <p className="text-xs text-slate-700" data-testid="young-driver-fee">
            <Trans>Includes young driver surcharge {formatMoney(offer.youngDriverFee)}</Trans>
          </p>
        )
      }
      selectLabel={t`Select ${size} from ${offer.vendorName} for ${price}`}
      onSelect={() => onChoose(offer.id)}
    >
      <p className="text-base font-semibold text-slate-900">{offer.vehicleName}</p>
      <CarFacts offer={offer} compact />
    </OfferCard>
  );
});

/** Where the cars are picked up and left (issue "a real map"): one marker, or two when the drop-off is elsewhere. */
function RentalPlacesMap() {
  const { t } = useLingui();
  const search = useCarSelector((s) => s.context.search);
  const points = useMemo(() => {
    if (!search) return [];
    const pickup = { id: "pickup", lat: search.pickupLatitude, lng: search.pickupLongitude, label: t`Pick-up: ${search.pickupReadable}`, text: t`Pick-up` };
    const samePlace = search.returnLatitude === search.pickupLatitude && search.returnLongitude === search.pickupLongitude;
    if (samePlace) return [pickup];
    const dropoff = search.dropoffReadable || search.pickupReadable;
    return [pickup, { id: "dropoff", lat: search.returnLatitude, lng: search.returnLongitude, label: t`Drop-off: ${dropoff}`, text: t`Drop-off` }];
  }, [search, t]);
  if (!search) return null;
  const pickup = search.pickupReadable;
  const dropoff = search.dropoffReadable || search.pickupReadable;
  return (
    <PlaceMap
      label={t`Map of the pick-up and drop-off`}
      points={points}
      className="h-56"
      description={
        <Trans>
          The map shows the pick-up at {pickup} and the drop-off at {dropoff}.
        </Trans>
      }
    />
  );
}
