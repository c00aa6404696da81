import { useDeferredValue, useState } from "react";

/**
 * A result list drawn in two renders ("Every page fast on a phone"): its first `first` items at once, then the whole
 * list in a render React can pause for a tap (a deferred value's render yields every few milliseconds). A car search's
 * 52 cards or an activity page's 50, drawn in one render when the results arrive, were one long task on a phone
 * (bench:tasks). A later list (a filter, a sort, "Show more") keeps the one on screen until it is drawn. What follows
 * the list moves only below the first screen: `first` cards are taller than a phone's screen.
 */
export function useFirstItems<T>(items: readonly T[], first: number): readonly T[] {
  // The first slice is made once: a deferred value's starting point is read on the first render only.
  const [start] = useState(() => items.slice(0, first));
  return useDeferredValue(items, start);
}

/**
 * A drawn-in-full list's item (cars, activities): the browser skips the style, layout and paint of the cards off the
 * screen (`content-visibility: auto`) and keeps the size a card was last drawn at. A sort moves every card of the
 * list and a filter takes most of them out; at 4× CPU the layout and paint of 52 car cards were most of a sort click
 * (bench:lists). Not virtualized (docs/decisions.md "Results lists on a phone"): every card stays in the page, for
 * search in the page and for the accessibility tree.
 */
export const OFF_SCREEN_SKIPPED = "[content-visibility:auto] [contain-intrinsic-size:auto_12rem]";
