import { Trans, useLingui } from "@lingui/react/macro";
import { memo, useCallback, useId, useMemo, useState } from "react";
import { PlaceMap } from "../../../components/map/place-map";
import type { HotelOffer } from "@machines/hotel-booking/description";
import type { Board, HotelOrder } from "@/shared/api/hotels";
import { HOTEL_ORDERS } from "@/shared/hotels/stay";
import type { HotelFilterChange } from "@/shared/hotels/filters";
import { applyListAction, type ListAction } from "@/shared/filters/selection";
import { Alert } from "../../../components/booking/alert-text";
import { FilterList, type FilterOption } from "../../../components/booking/filter-list";
import { Spinner } from "../../../components/booking/spinner";
import { card, fieldLabel, inputBase, primaryAction, secondaryAction } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { useChooseOffer } from "../../booking/context";
import { FilterFields, FiltersSheet, ResultsBar } from "../../booking/components/filters-sheet";
import { photoFetchAt, ResultPhoto, type PhotoFetch } from "../../booking/components/result-photo";
import { WindowList, type CardHeights } from "../../booking/components/window-list";
import { useHotelLabels } from "../labels";
import { useHotelActor, useHotelSelector } from "../use-hotel-booking";
import { CompareToggle, CompareTray, HotelCompareScope } from "./compare";
import { HotelPrice, StarRating } from "./hotel-bits";

/** Results that arrive while the asynchronous search runs (spec B §4), then filters, sort and the list. */
export function HotelResults() {
  const actor = useHotelActor();
  const searching = useHotelSelector((s) => s.matches("searching"));
  const empty = useHotelSelector((s) => s.matches({ results: "empty" }));
  const loaded = useHotelSelector((s) => s.matches({ results: "loaded" }));
  const arrived = useHotelSelector((s) => s.context.visible.length > 0);
  const alert = useHotelSelector((s) => s.context.alert);
  return (
    <div className="space-y-4">
      {alert && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="flex-1">
            <Alert message={alert} tone="info" />
          </div>
          <button type="button" className={secondaryAction} onClick={() => actor.send({ type: "alert.dismissed" })}>
            <Trans>Dismiss</Trans>
          </button>
        </div>
      )}
      {/* Until the first hotels arrive; then the list's own bar says how the search goes (ProgressStatus), so the
          list does not move up when the search ends (a layout shift on a phone, "Every page fast on a phone"). */}
      {searching && !arrived && <SearchProgress />}
      {empty && <EmptyResults />}
      {(loaded || searching) && <LoadedResults interactive={loaded} />}
    </div>
  );
}

/** How many hotels the search has received so far. */
function ProgressText() {
  const received = useHotelSelector((s) => s.context.receivedCount);
  return received > 0 ? <Trans>Searching… {received} hotels found so far</Trans> : <Trans>Searching for hotels…</Trans>;
}

/**
 * The list bar's status while the rest of the hotels arrive: the same "Search progress" bar, small, and the count.
 * Aligned to the top of its line: on the baseline, the spinner's box made the line 4 px taller than the count that
 * replaces it, and the list moved up when the search ended (a layout shift of 0.053 on a phone).
 */
function ArrivingStatus() {
  const { t } = useLingui();
  return (
    <span className="inline-flex items-center gap-2 align-top">
      <span role="progressbar" aria-label={t`Search progress`} className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
      <ProgressText />
    </span>
  );
}

/** The search's own progress: hotels received so far, until the first batch has arrived. */
function SearchProgress() {
  const { t } = useLingui();
  return (
    <section aria-label={t`Searching hotels`} className={`${card} p-5`}>
      <p className="text-base font-semibold text-slate-900" role="status">
        <ProgressText />
      </p>
      <div role="progressbar" aria-label={t`Search progress`} className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100">
        <div className="h-full w-1/3 animate-pulse rounded-full bg-primary" />
      </div>
    </section>
  );
}

function EmptyResults() {
  return (
    <section className={`${card} p-10 text-center`}>
      <h2 className="text-xl font-semibold text-slate-900">
        <Trans>No hotels found</Trans>
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-700">
        <Trans>Try other dates, fewer rooms or a nearby city. If the search timed out, please search again.</Trans>
      </p>
    </section>
  );
}

/** The most markers the map draws: the first hotels in the list's order (the list has every one). */
const MAP_MARKERS = 300;

function LoadedResults({ interactive }: { interactive: boolean }) {
  const visible = useHotelSelector((s) => s.context.visible);
  const total = useHotelSelector((s) => s.context.offers.length);
  // The map view is this page's own display choice, not a step of the booking: it stays out of the machine.
  const [mapShown, setMapShown] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // One selection object while it holds the same choice: the cards are memoised on their props.
  const selection = useMemo(() => (interactive && mapShown ? { selectedId, onSelect: setSelectedId } : null), [interactive, mapShown, selectedId]);
  if (!interactive && visible.length === 0) return null;
  return (
    <HotelCompareScope>
      <FiltersSheet panel={interactive ? <FiltersPanel /> : <Spinner label={<Trans>Filters appear once every hotel has arrived.</Trans>} />} showResults={<Trans>Show {visible.length} hotels</Trans>}>
        {(filtersButton) => (
          <>
            {/* The same bar while the hotels arrive and after (its tools disabled until every hotel is here): the
                list below it keeps its place when the search ends. */}
            <ResultsBar
              status={
                interactive ? (
                  <Trans>
                    Showing {visible.length} of {total} hotels
                  </Trans>
                ) : (
                  <ArrivingStatus />
                )
              }
              alignEnd
              statusTestId="hotel-count"
            >
              <div className="flex w-full items-end gap-3 sm:w-auto">
                <SortSelect disabled={!interactive} />
                {filtersButton}
                <button type="button" className={secondaryAction} aria-pressed={mapShown} disabled={!interactive} onClick={() => setMapShown((shown) => !shown)}>
                  <Trans>Map</Trans>
                </button>
              </div>
            </ResultsBar>
            {interactive && mapShown && <HotelsMap hotels={visible} selectedId={selectedId} onSelect={setSelectedId} />}
            <HotelList hotels={visible} disabled={!interactive} selection={selection} />
          </>
        )}
      </FiltersSheet>
      {interactive && <CompareTray />}
    </HotelCompareScope>
  );
}

function SortSelect({ disabled }: { disabled: boolean }) {
  const actor = useHotelActor();
  const labels = useHotelLabels();
  const sort = useHotelSelector((s) => s.context.sort);
  return (
    <div className="min-w-0 flex-1 sm:w-72 sm:flex-none">
      <label htmlFor="hotel-sort" className={fieldLabel}>
        <Trans>Sort by</Trans>
      </label>
      <select
        id="hotel-sort"
        className={inputBase}
        value={sort}
        disabled={disabled}
        onChange={(event) =>
          actor.send({
            type: "sort.changed",
            sort: event.target.value as HotelOrder,
          })
        }
      >
        {HOTEL_ORDERS.map((order) => (
          <option key={order} value={order}>
            {labels.sort(order)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The hotel filters drawn as checkbox lists. */
type ListFacet = "stars" | "boards" | "facilities";

const NONE: readonly string[] = [];

/**
 * spec B §4 hotel filters from the machine's facets (counts and lowest prices over the hotels found). Memoised: it
 * reads the machine itself, so a sort or a new batch of hotels does not redraw every option (bench:lists).
 */
const FiltersPanel = memo(function FiltersPanel() {
  const { t } = useLingui();
  const actor = useHotelActor();
  const labels = useHotelLabels();
  const formatMoney = useFormatMoney();
  const facets = useHotelSelector((s) => s.context.prepared?.facets ?? null);
  const filters = useHotelSelector((s) => s.context.filters);
  // One handler for the three lists, made once (FilterList is memoised on it): the selection it changes is the
  // machine's at the time of the click.
  const onList = useCallback(
    (facet: ListFacet, action: ListAction) => {
      const { context } = actor.getSnapshot();
      const found = context.prepared?.facets[facet] ?? [];
      const options = found.map((f) => f.value);
      const chosen = (context.filters[facet] ?? []).map(String);
      const next = applyListAction(options, chosen, action);
      const change: HotelFilterChange = facet === "stars" ? { stars: next.map(Number) } : facet === "boards" ? { boards: next as Board[] } : { facilities: next };
      actor.send({ type: "filters.changed", change });
    },
    [actor],
  );
  if (!facets) return null;
  const change = (next: HotelFilterChange) => actor.send({ type: "filters.changed", change: next });

  const starOptions: FilterOption[] = facets.stars.map((f) => ({
    value: f.value,
    label: t`${f.value} stars`,
    count: f.count,
    lowest: f.lowestPrice,
  }));
  const boardOptions: FilterOption[] = facets.boards.map((f) => ({
    value: f.value,
    label: labels.board(f.value as Board),
    count: f.count,
    lowest: f.lowestPrice,
  }));
  const facilityOptions: FilterOption[] = facets.facilities.map((f) => ({
    value: f.value,
    label: labels.facility(f.value),
    count: f.count,
    lowest: f.lowestPrice,
  }));
  const stars = (filters.stars ?? []).map(String);
  return (
    <FilterFields
      heading={{
        title: <Trans>Filters</Trans>,
        onReset: () => actor.send({ type: "filters.reset" }),
      }}
    >
      <div>
        <label htmlFor="hotel-name-filter" className={fieldLabel}>
          <Trans>Hotel name</Trans>
        </label>
        <input id="hotel-name-filter" className={inputBase} defaultValue={filters.name ?? ""} onChange={(event) => change({ name: event.target.value.trim() || null })} />
      </div>
      {facets.freeCancellation && (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4 accent-[var(--color-primary)]" checked={filters.freeCancellation === true} onChange={(event) => change({ freeCancellation: event.target.checked || null })} />
          <span>
            <Trans>Free cancellation</Trans>{" "}
            <span className="text-xs text-slate-600">
              ({facets.freeCancellation.count} · {t`from ${formatMoney(facets.freeCancellation.lowestPrice)}`})
            </span>
          </span>
        </label>
      )}
      <FilterList facet="stars" legend={t`Star rating`} options={starOptions} selected={stars} onChange={onList} />
      <FilterList facet="boards" legend={t`Board`} options={boardOptions} selected={filters.boards ?? NONE} onChange={onList} />
      <FilterList facet="facilities" legend={t`Facilities`} options={facilityOptions} selected={filters.facilities ?? NONE} onChange={onList} />
    </FilterFields>
  );
});

/**
 * A card's height (with the gap below it) before it is measured: on a phone the picture sits above the
 * text, from Tailwind's `sm` up beside it. The heights the cards are drawn at (measured in Chromium over London's
 * hotels: every card 206 px at 1280 px wide, 436 px for most at 412 px): a card drawn at its estimate is not moved
 * again once measured, so a filter or sort click changes the list in one frame, not two (bench:lists).
 */
const CARD_HEIGHTS: CardHeights = { wide: 206, phone: 436 };

/** Which hotel the map and the list have chosen together (marker ↔ card), while the map is shown. */
interface MapSelection {
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The hotels that pass the filters on a map, a marker with its price for each (issue "a real map"). */
function HotelsMap({ hotels, selectedId, onSelect }: { hotels: readonly HotelOffer[] } & MapSelection) {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  const points = useMemo(
    () =>
      hotels.slice(0, MAP_MARKERS).map((hotel) => ({
        id: hotel.id,
        lat: hotel.lat,
        lng: hotel.lng,
        label: t`${hotel.name}, from ${formatMoney(hotel.price)}`,
        text: formatMoney(hotel.price),
      })),
    [hotels, formatMoney, t],
  );
  const shown = points.length;
  return (
    <PlaceMap
      label={t`Map of the hotels`}
      points={points}
      selectedId={selectedId}
      onSelect={onSelect}
      className="h-80"
      // Shown by the "Map" button: the person asked for it (below the list's bar, its box can start under the fold).
      requested
      description={<Trans>The map shows {shown} of the hotels below, each marked with its price. The list holds every hotel with its address and distance from the centre.</Trans>}
    />
  );
}

/** The hotels, virtualized: a capital has 2,000 and names, boards and the phone's layout change a card's height. */
function HotelList({ hotels, disabled, selection }: { hotels: readonly HotelOffer[]; disabled: boolean; selection: MapSelection | null }) {
  const { t } = useLingui();
  // Read once for the list and handed to each card, with one choice handler made once: a card a click brings in
  // subscribes to nothing of the machine's ("Every page fast on a phone": a click's render is the cards it brings in).
  const showPublished = useHotelSelector((s) => s.context.showPublishedPrice);
  const onChoose = useChooseOffer();
  return (
    <WindowList label={t`Hotels`} items={hotels} estimate={CARD_HEIGHTS} overscan={4} gap="pb-4" scrollToId={selection?.selectedId ?? null} arriving={disabled}>
      {(hotel, index) => <HotelCard hotel={hotel} disabled={disabled} selection={selection} photo={photoFetchAt(index)} showPublished={showPublished} onChoose={onChoose} />}
    </WindowList>
  );
}

interface HotelCardProps {
  hotel: HotelOffer;
  disabled: boolean;
  selection: MapSelection | null;
  photo: PhotoFetch;
  /** The search's choice to show the hotel's own price struck through beside ours. */
  showPublished: boolean;
  onChoose: (offerId: string) => void;
}

/**
 * Memoised on its props (the hotel is the machine's same object until the results change): a filter or sort click
 * draws only the cards it brings into the list, not every card again (bench:lists, "Every page fast on a phone").
 */
const HotelCard = memo(function HotelCard({ hotel, disabled, selection, photo, showPublished, onChoose }: HotelCardProps) {
  const { t } = useLingui();
  const nameId = useId();
  const chosen = selection?.selectedId === hotel.id;
  const labels = useHotelLabels();
  const formatMoney = useFormatMoney();
  const distance = hotel.distance.toFixed(1);
  return (
    <article aria-labelledby={nameId} aria-current={chosen ? "true" : undefined} className={`${card} grid overflow-hidden sm:grid-cols-[13rem_1fr] ${chosen ? "ring-2 ring-primary" : ""}`}>
      <ResultPhoto src={hotel.image} className="h-40 w-full object-cover sm:h-full" fetch={photo} />
      <div className="flex min-w-0 flex-col gap-3 p-4 sm:flex-row sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 id={nameId} className="text-lg font-semibold text-slate-900">
            {hotel.name}
          </h3>
          <div className="flex flex-wrap items-center gap-2">
            <StarRating stars={hotel.starRating} />
            <span className="rounded-md bg-slate-900 px-1.5 py-0.5 text-xs font-bold text-white">
              <Trans>{hotel.reviewScore.toFixed(1)} / 10</Trans>
            </span>
          </div>
          <p className="text-sm text-slate-700">{hotel.address}</p>
          <p className="text-sm text-slate-600">
            <Trans>{distance} km from the centre</Trans>
          </p>
          <p className="text-sm text-slate-700">{hotel.boards.map(labels.board).join(" · ")}</p>
          {hotel.freeCancellation && (
            <p className="text-sm font-medium text-emerald-800">
              <Trans>Free cancellation available</Trans>
            </p>
          )}
        </div>
        {/* On a phone the price and the actions share a row when they fit and wrap when they do not (Spanish's
            "Ver habitaciones" beside "Comparar" is wider than a 390 px card). */}
        <div className="flex shrink-0 flex-row flex-wrap items-end justify-between gap-3 sm:flex-col sm:flex-nowrap sm:items-end">
          <div className="text-right">
            <p className="text-xs text-slate-600">
              <Trans>Total stay from</Trans>
            </p>
            <HotelPrice price={hotel.price} published={hotel.publishedPrice} showPublished={showPublished} />
          </div>
          <div className="ml-auto flex items-center gap-3 sm:ml-0 sm:flex-col sm:items-end">
            {/* In place while the hotels arrive, disabled as the list's other tools: appearing when the search
                ended, it narrowed the row and moved the price and "See rooms" (a layout shift on a phone). */}
            <CompareToggle hotel={hotel} disabled={disabled} />
            {selection && (
              <button type="button" className={secondaryAction} aria-pressed={chosen} aria-label={t`Show ${hotel.name} on the map`} onClick={() => selection.onSelect(hotel.id)}>
                <Trans>On the map</Trans>
              </button>
            )}
            <button type="button" className={primaryAction} disabled={disabled} aria-label={t`See rooms at ${hotel.name} from ${formatMoney(hotel.price)}`} onClick={() => onChoose(hotel.id)}>
              <Trans>See rooms</Trans>
            </button>
          </div>
        </div>
      </div>
    </article>
  );
});
