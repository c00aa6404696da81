// A piece of a page that loads after the page's first screen and is drawn once it has arrived (issue "Fast on a
// phone"). Mounted by state, not `lazy` + Suspense: a resolved Suspense boundary is revealed on a timer, which a
// paused clock (the browser walks) never runs. A chunk that does not arrive is announced by watchLoadErrors (the
// reload prompt, spec A §8); until then the piece is simply not drawn.
import { startTransition, useEffect, useState } from "react";

const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * What `load` resolves to once it has arrived, else null; `load` runs only while `wanted` (and once: keep it a
 * module-level function, its answer is kept for every later mount).
 */
export function useLoaded<T>(load: () => Promise<T>, wanted = true): T | null {
  const [value, setValue] = useState<T | null>(() => (loaded.get(load) as T | undefined) ?? null);
  useEffect(() => {
    if (!wanted || value !== null) return;
    let live = true;
    load()
      .then((module) => {
        loaded.set(load, module);
        // Drawn in a transition: React draws it in slices a tap can come between (a results list, a
        // search field's widget are tens of milliseconds on a phone).
        if (live) startTransition(() => setValue(() => module));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [load, wanted, value]);
  return value;
}
