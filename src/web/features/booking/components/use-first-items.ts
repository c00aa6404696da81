import { useDeferredValue, useState } from "react";

/**
 * A deferred render of `items` (starting from `pending`) until it has reached `items` once with every result arrived
 * (`arriving` false: a hotel search's batches drawn at once were 2.3× the blocking time of its cold start); from
 * then on `items` itself. A results list's first draw waits for a render React can pause for a tap; a filter,
 * sort or page that follows is drawn in the render that changed it, so a click changes the list in one render and
 * one frame, not two ("Every page fast on a phone, part 6: clicks": the deferred render was a second task and a
 * second frame after each click).
 */
export function useDrawnAtOnce<T>(items: T, pending: T, arriving = false): T {
  const [drawn, setDrawn] = useState(false);
  // Once drawn, the deferred value is given a value that does not change: a changed one would draw the list's
  // component again in a render of its own after each click (and its inputs with it: a second DOM change).
  const deferred = useDeferredValue(drawn ? pending : items, pending);
  // State kept from a render (React's "storing information from previous renders"): the deferred render that reaches
  // the list is the first draw's end; React draws this component again at once with `drawn` set.
  if (!drawn && !arriving && deferred !== pending && deferred === items) setDrawn(true);
  return drawn ? items : deferred;
}
