import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { memo, useCallback, useEffect, useId, useState, type ReactNode } from "react";
import type { ActivityResult } from "@machines/activity-booking/description";
import type { ActivitySort } from "@/shared/api/activities";
import { ACTIVITY_SORTS } from "@/shared/activities/options";
import { TAG_GROUPS, TAG_GROUP_NAMES, type ActivityTag, type TagGroup } from "@/shared/activities/tags";
import { applyListAction, type ListAction } from "@/shared/filters/selection";
import { getActivityTags } from "../../../api/activities";
import { Alert } from "../../../components/booking/alert-text";
import { FilterList } from "../../../components/booking/filter-list";
import { card, fieldLabel, inputBase, secondaryAction } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { useChooseOffer } from "../../booking/context";
import { FilterFields, FiltersSheet, ResultsBar } from "../../booking/components/filters-sheet";
import { photoFetchAt, ResultPhoto, type PhotoFetch } from "../../booking/components/result-photo";
import { WindowList, type CardHeights } from "../../booking/components/window-list";
import { useActivityLabels, useFormatActivityDuration } from "../labels";
import { useActivityActor, useActivitySelector } from "../use-activity-booking";

/**
 * The activity results (spec B §4): the search's pages of 50 appended as they arrive until one has fewer, then the
 * spec B §9 tag filters and the sorts on the whole list. Every change is the machine's.
 */
export function ActivityResults() {
  const searching = useActivitySelector((s) => s.matches("searching"));
  const empty = useActivitySelector((s) => s.matches({ results: "empty" }));
  const alert = useActivitySelector((s) => s.context.alert);
  const chosen = useActivitySelector((s) => s.context.filters.tags.length);
  const actor = useActivityActor();
  return (
    <FiltersSheet panel={<FiltersPanel />} showResults={<Trans>Show activities</Trans>} openLabel={chosen > 0 ? <Trans>Filters ({chosen})</Trans> : undefined} wide>
      {(filtersButton) => (
        <>
          {alert && (
            <div className="space-y-2">
              <Alert message={alert} tone="info" />
              <button type="button" className="text-sm font-semibold text-primary-strong hover:underline" onClick={() => actor.send({ type: "alert.dismissed" })}>
                <Trans>Dismiss</Trans>
              </button>
            </div>
          )}
          <Toolbar filtersButton={filtersButton} />
          <ResultsOrLoading searching={searching} empty={empty} />
        </>
      )}
    </FiltersSheet>
  );
}

function Toolbar({ filtersButton }: { filtersButton: ReactNode }) {
  const sortId = useId();
  const actor = useActivityActor();
  const labels = useActivityLabels();
  const sort = useActivitySelector((s) => s.context.sort);
  const searching = useActivitySelector((s) => s.matches("searching"));
  const shown = useActivitySelector((s) => s.context.visible.length);
  const total = useActivitySelector((s) => s.context.totalSearchItem);
  return (
    <ResultsBar
      status={
        searching ? (
          <Trans>Searching activities…</Trans>
        ) : (
          <Trans>
            Showing {shown} of {total} activities
          </Trans>
        )
      }
      alignEnd
    >
      <div className="flex w-full items-end gap-3 sm:w-auto">
        {filtersButton}
        <div className="min-w-0 flex-1 sm:w-56 sm:flex-none">
          <label htmlFor={sortId} className={fieldLabel}>
            <Trans>Sort by</Trans>
          </label>
          <select id={sortId} className={inputBase} value={sort} disabled={searching} onChange={(e) => actor.send({ type: "sort.changed", sort: e.target.value as ActivitySort })}>
            {ACTIVITY_SORTS.map((value) => (
              <option key={value} value={value}>
                {labels.sorts[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </ResultsBar>
  );
}

/**
 * spec B §9 tag groups with the destination's product counts (GET getActivityTagsFilterList). Memoised: it reads the
 * machine itself, so the results' arrival does not redraw every option (bench:lists).
 */
const FiltersPanel = memo(function FiltersPanel() {
  const actor = useActivityActor();
  const labels = useActivityLabels();
  const destinationId = useActivitySelector((s) => s.context.search?.destinationId ?? null);
  const selected = useActivitySelector((s) => s.context.filters.tags);
  const [counts, setCounts] = useState<Partial<Record<ActivityTag, number>>>({});
  useEffect(() => {
    if (destinationId === null) return;
    const controller = new AbortController();
    getActivityTags(destinationId, controller.signal).then(
      (groups) => setCounts(Object.fromEntries(groups.flatMap((g) => g.tags.map(({ tag, count }) => [tag, count])))),
      () => {},
    );
    return () => controller.abort();
  }, [destinationId]);
  // One handler for every group, made once (FilterList is memoised on it): the tags it changes are the machine's at
  // the time of the click.
  const onList = useCallback(
    (group: TagGroup, action: ListAction) => {
      const tags = actor.getSnapshot().context.filters.tags;
      const options = TAG_GROUPS[group] as readonly ActivityTag[];
      const others = tags.filter((tag) => !options.includes(tag));
      const next = applyListAction(
        options,
        tags.filter((tag) => options.includes(tag)),
        action,
      );
      actor.send({ type: "filters.changed", change: { tags: [...others, ...next] } });
    },
    [actor],
  );
  return (
    <FilterFields>
      {TAG_GROUP_NAMES.map((group) => {
        const options = TAG_GROUPS[group] as readonly ActivityTag[];
        return (
          <FilterList
            key={group}
            facet={group}
            legend={labels.groups[group]}
            options={options.map((tag) => ({ value: tag, label: labels.tags[tag], ...(counts[tag] !== undefined ? { count: counts[tag] } : {}) }))}
            selected={selected.filter((tag) => options.includes(tag))}
            onChange={onList}
          />
        );
      })}
      {selected.length > 0 && (
        <button type="button" className={`${secondaryAction} w-full`} onClick={() => actor.send({ type: "filters.reset" })}>
          <Trans>Clear all filters</Trans>
        </button>
      )}
    </FilterFields>
  );
});

function Loading() {
  const { t } = useLingui();
  return (
    <section aria-label={t`Searching activities`} aria-busy="true" className="space-y-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-40 animate-pulse rounded-2xl bg-slate-100" />
      ))}
    </section>
  );
}

function EmptyResults() {
  return (
    <section className={`${card} p-10 text-center`}>
      <h2 className="text-xl font-semibold text-slate-900">
        <Trans>No activities found</Trans>
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-700">
        <Trans>Try another day, or fewer filters.</Trans>
      </p>
    </section>
  );
}

const NO_RESULTS: readonly ActivityResult[] = [];

/**
 * The list, or the loading cards while a search's first page comes. Its pages are shown as they arrive, not yet to be
 * chosen (the machine takes a choice once the list is whole, `arriving`). While a new search's first page comes, the
 * list on screen stays (inert, marked busy and dimmed) and its answer changes the list in one render, the cards it
 * shares with the last list kept ("Every page fast on a phone, part 6: clicks"). A filter or sort that leaves nothing
 * says so, as a search that found nothing does.
 */
function ResultsOrLoading({ searching, empty }: { searching: boolean; empty: boolean }) {
  const visible = useActivitySelector((s) => s.context.visible);
  const destinationId = useActivitySelector((s) => s.context.search?.destinationId ?? null);
  const [held, setHeld] = useState<{ list: readonly ActivityResult[]; destinationId: number | null }>({ list: NO_RESULTS, destinationId: null });
  // The last list drawn, kept from the render that showed it (React's "storing information from previous renders").
  if (!searching && visible !== held.list) setHeld({ list: visible, destinationId });
  if (searching && visible.length > 0) return <ResultList visible={visible} busy={false} arriving />;
  // Another destination's cards are not this search's: its loading cards instead.
  if (searching && (held.list.length === 0 || held.destinationId !== destinationId)) return <Loading />;
  if ((empty || visible.length === 0) && !searching) return <EmptyResults />;
  return <ResultList visible={searching ? held.list : visible} busy={searching} arriving={false} />;
}

/**
 * A card's height with the gap below it before it is measured: the height most cards are drawn at (Chromium, Lisbon's
 * first page with the 16 px gap: 186 or 214 px from Tailwind's `sm` up, 370–450 px on a phone, most 398). A card whose
 * title or badges take another line is measured after layout and placed before the frame is painted (WindowList).
 */
const CARD_HEIGHTS: CardHeights = { wide: 214, phone: 398 };

/**
 * The list, virtualized as the hotels, flights and cars are: a filter's or sort's new list draws only the cards near
 * the screen ("Every page fast on a phone": filter and sort within 2× a no-op click). `busy`: an earlier list kept
 * while a new search comes (dimmed); `arriving`: the search's pages so far (drawn as they are, not yet to be chosen).
 */
function ResultList({ visible, busy, arriving }: { visible: readonly ActivityResult[]; busy: boolean; arriving: boolean }) {
  const { t } = useLingui();
  // One choice handler made once for every card: a card an answer brings in does not subscribe to the machine
  // ("Every page fast on a phone": a page's answer draws up to 50 new cards).
  const onChoose = useChooseOffer();
  return (
    <div aria-busy={busy || arriving || undefined} inert={busy || arriving} className={busy ? "opacity-60 transition-opacity" : "transition-opacity"}>
      <WindowList label={t`Activities`} items={visible} estimate={CARD_HEIGHTS} overscan={3} gap="pb-4" arriving={arriving}>
        {(offer, index) => <ResultCard offer={offer} photo={photoFetchAt(index)} onChoose={onChoose} />}
      </WindowList>
    </div>
  );
}

interface CardProps {
  offer: ActivityResult;
  photo: PhotoFetch;
  onChoose: (offerId: string) => void;
}

/** The same card: what it shows is the same (a new search's answer holds new objects for the same products). */
function sameCard(a: CardProps, b: CardProps): boolean {
  if (a.photo !== b.photo || a.onChoose !== b.onChoose) return false;
  const [x, y] = [a.offer, b.offer];
  if (x === y) return true;
  const samePrice = (p: ActivityResult["fromPrice"] | null | undefined, q: ActivityResult["fromPrice"] | null | undefined) => p?.amount === q?.amount && p?.currency === q?.currency;
  return (
    x.id === y.id &&
    x.title === y.title &&
    x.shortDescription === y.shortDescription &&
    x.durationMinutes === y.durationMinutes &&
    x.rating === y.rating &&
    x.reviewCount === y.reviewCount &&
    x.image.url === y.image.url &&
    x.tags.join() === y.tags.join() &&
    samePrice(x.fromPrice, y.fromPrice) &&
    samePrice(x.originalPrice, y.originalPrice)
  );
}

/**
 * Memoised on what it shows (`sameCard`): a page that arrives draws only its own cards, not the cards above it again,
 * and a new search's list only the cards the last one did not hold ("Every page fast on a phone").
 */
const ResultCard = memo(function ResultCard({ offer, photo, onChoose }: CardProps) {
  const labels = useActivityLabels();
  const formatMoney = useFormatMoney();
  const duration = useFormatActivityDuration();
  const badges = (["freeCancellation", "likelyToSellOut", "dealsAndDiscounts"] as const).filter((tag) => offer.tags.includes(tag));
  const reviews = plural(offer.reviewCount, { one: "# review", other: "# reviews" });
  return (
    <article className={`${card} flex flex-col overflow-hidden sm:flex-row`}>
      <ResultPhoto src={offer.image.url} className="h-44 w-full object-cover sm:h-auto sm:w-56" fetch={photo} />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4 sm:p-5">
        <h3 className="text-base font-semibold text-slate-900 sm:text-lg">
          <button type="button" className="text-left hover:underline focus-visible:underline" onClick={() => onChoose(offer.id)}>
            {offer.title}
          </button>
        </h3>
        <p className="line-clamp-2 text-sm text-slate-700">{offer.shortDescription}</p>
        <p className="text-sm text-slate-700">
          <span>{duration(offer.durationMinutes)}</span>
          <span aria-hidden="true"> · </span>
          <span>
            <Trans>
              {offer.rating.toFixed(1)} of 5 ({reviews})
            </Trans>
          </span>
        </p>
        {badges.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {badges.map((tag) => (
              <li key={tag} className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-900">
                {labels.tags[tag]}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex items-end justify-between gap-3 pt-2">
          <p className="text-sm text-slate-700">
            <Trans>From</Trans> {offer.originalPrice && <s className="text-slate-500">{formatMoney(offer.originalPrice)}</s>}{" "}
            <span className="text-lg font-bold text-slate-900">{formatMoney(offer.fromPrice)}</span> <Trans>per adult</Trans>
          </p>
        </div>
      </div>
    </article>
  );
}, sameCard);
