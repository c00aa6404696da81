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
