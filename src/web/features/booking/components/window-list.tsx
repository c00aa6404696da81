import { defaultRangeExtractor, useWindowVirtualizer, type Range, type Virtualizer } from "@tanstack/react-virtual";
import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode, type RefObject } from "react";
import { useWideScreen } from "../../../lib/wide-screen";

interface WindowListProps<T extends { id: string }> {
  /** The list's accessible name ("Flights", "Hotels"). */
  label: string;
  items: readonly T[];
  /**
   * A card's height with the gap below it before it is measured, on a phone and from Tailwind's `sm` up (where every
   * vertical's card lays out side by side): a close guess keeps the scrollbar honest, and a card drawn at its estimate
   * is not moved again once measured, so a click changes the list in one frame.
   */
  estimate: CardHeights;
  /** Cards kept in the page beyond each edge of the screen. */
  overscan: number;
  /** The gap under each card. */
  gap: "pb-3" | "pb-4";
  /** A card, given its item and its place in the list (0: the top). */
  children: (item: T, index: number) => ReactNode;
  /** Brings this item's card into view when it changes (a marker chosen on the results' map). */
  scrollToId?: string | null;
  /** Results still arrive (a hotel search's batches): each new list is drawn in a deferred render, as the first. */
  arriving?: boolean;
}

export interface CardHeights {
  phone: number;
  wide: number;
}

const EMPTY: readonly never[] = [];

/**
 * A deferred render of `items` (starting from `pending`) until it has reached `items` once with every result arrived
 * (`arriving` false: a hotel search's batches drawn at once were 2.3× the blocking time of its cold start); from
 * then on `items` itself. A results list's first draw waits for a render React can pause for a tap; a filter,
 * sort or page that follows is drawn in the render that changed it, so a click changes the list in one render and
 * one frame, not two ("Every page fast on a phone, part 6: clicks": the deferred render was a second task and a
 * second frame after each click).
 */
function useDrawnAtOnce<T>(items: T, pending: T, arriving = false): T {
  const [drawn, setDrawn] = useState(false);
  // Once drawn, the deferred value is given a value that does not change: a changed one would draw the list's
  // component again in a render of its own after each click (and its inputs with it: a second DOM change).
  const deferred = useDeferredValue(drawn ? pending : items, pending);
  // State kept from a render (React's "storing information from previous renders"): the deferred render that reaches
  // the list is the first draw's end; React draws this component again at once with `drawn` set.
  if (!drawn && !arriving && deferred !== pending && deferred === items) setDrawn(true);
  return drawn ? items : deferred;
}

/**
 * A card's height as the browser's layout found it (the ResizeObserver's entry, after layout), else what is known
 * (its last size, the estimate): never a read that makes the browser lay the page out inside React's commit (the
 * virtualizer's default: a new results list's first layout, ~50 ms on a slow phone, in the commit's task).
 */
function measureAfterLayout(element: HTMLLIElement, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, HTMLLIElement>): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  if (entry) return Math.round(element.getBoundingClientRect().height);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
}

/** Where an element starts from the top of the document, followed as the page above it changes. */
function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      if (ref.current) setTop(Math.round(ref.current.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    // A search's progress, an alert or the sort row above the list come and go, and a phone turns: each
    // resizes the page.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}

/** The cards the server draws of a list (a phone's first screen holds one or two, a desktop's four). */
const DRAWN_CARDS = 4;

/**
 * The list's first cards as the server draws them in a results page's first screen ("Every page fast on a phone",
 * part 6): in the places the window list gives them (one under the other, the same gap), with no window to measure.
 */
function DrawnList<T extends { id: string }>({ label, items, gap, children }: WindowListProps<T>) {
  return (
    <ul aria-label={label} className="relative">
      {items.slice(0, DRAWN_CARDS).map((item, index) => (
        <li key={index} data-index={index} aria-setsize={items.length} aria-posinset={index + 1} className={gap}>
          {children(item, index)}
        </li>
      ))}
    </ul>
  );
}

/**
 * A long result list virtualized against the window (a capital's 2,000 hotels, a route's 1,000 fares): only
 * the cards near the screen are in the page, each measured as it is drawn, so it scrolls like a short page. The
 * card holding the keyboard focus stays in the page when scrolled away, so focus is never lost. On the server
 * (a first screen), its first cards.
 */
export function WindowList<T extends { id: string }>(props: WindowListProps<T>) {
  return typeof document === "undefined" ? <DrawnList {...props} /> : <LiveWindowList {...props} />;
}

function LiveWindowList<T extends { id: string }>({ label, items: given, estimate: heights, overscan, gap, children, scrollToId = null, arriving = false }: WindowListProps<T>) {
  // The first cards are drawn after the rest of the page, in slices React can pause for a tap ("Fast on a phone":
  // the offers' arrival was one long task); the list holds its place meanwhile. A later list (a filter, a sort) is
  // drawn at once once every result has arrived: only the cards near the screen are drawn, so its render is short, and a
  // deferred one made each click two renders and two frames ("Every page fast on a phone, part 6: clicks").
  const items = useDrawnAtOnce<readonly T[]>(given, EMPTY, arriving);
  const listRef = useRef<HTMLUListElement>(null);
  const scrollMargin = useDocumentTop(listRef);
  // The card holding the focus, by item and by place: the element that holds it follows its item while results
  // arrive and keeps its place afterwards (see the rows' keys below).
  const [focused, setFocused] = useState<{ id: string; index: number } | null>(null);
  const focusedIndex = focused === null ? -1 : arriving ? items.findIndex((item) => item.id === focused.id) : focused.index;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedIndex < 0 || focusedIndex >= range.count || indexes.includes(focusedIndex)) return indexes;
      // In document order, so Tab from the focused card still goes to the next one in the page.
      return [...indexes, focusedIndex].sort((a, b) => a - b);
    },
    [focusedIndex],
  );
  // The estimate read once a render, not once a card: the virtualizer asks it for every item whenever the list
  // changes (1,540 hotels made a filter click's task ~100 ms longer at 4× CPU when each asked the media query).
  const estimate = useWideScreen("sm", false) ? heights.wide : heights.phone;
  const estimateEach = useCallback(() => estimate, [estimate]);
  // The virtualizer writes the cards' positions and the list's height itself (no React render on a scroll, and
  // sizes measured after layout are placed before the frame is painted).
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: items.length,
    estimateSize: estimateEach,
    overscan,
    scrollMargin,
    rangeExtractor,
    measureElement: measureAfterLayout,
    directDomUpdates: true,
  });
  useEffect(() => {
    if (scrollToId === null) return;
    const index = items.findIndex((item) => item.id === scrollToId);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: "auto" });
  }, [scrollToId, items, virtualizer]);
  const setList = useCallback(
    (node: HTMLUListElement | null) => {
      listRef.current = node;
      virtualizer.containerRef(node);
    },
    [virtualizer],
  );
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const row = event.target.closest<HTMLElement>("[data-index]");
    const index = row ? Number(row.dataset.index) : -1;
    const item = items[index];
    if (item) setFocused({ id: item.id, index });
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(null);
  };
  return (
    <ul
      ref={setList}
      aria-label={label}
      className="relative"
      // While the cards wait for their deferred render, the list holds their estimated height.
      style={items === EMPTY ? { minHeight: given.length * estimate } : undefined}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (!item) return null;
        // Keyed by place once every result has arrived: a filter or sort that changes the items in view writes their
        // new text into the cards already drawn, rather than removing them and building new ones (style, layout and
        // paint of new elements were most of a click's frame: flight sort 4.3× → 3.0× a no-op click, hotel 3.0× →
        // 2.2×, bench:lists, "Every page fast on a phone"). The virtualizer keys its sizes by place too, and the
        // ResizeObserver on each place measures what a new item changes. A card's photo is keyed by its address.
        // While results still arrive (a hotel search's batches, no tap asked for the change), by item: a card given
        // another hotel in place moved its own lines (a taller price block), a layout shift CLS counts (0.002 on
        // hotel results, bench:weight); a card built anew is not one.
        return (
          <li
            key={arriving ? item.id : row.index}
            data-index={row.index}
            ref={virtualizer.measureElement}
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            className={`absolute left-0 top-0 w-full ${gap}`}
          >
            {children(item, row.index)}
          </li>
        );
      })}
    </ul>
  );
}
