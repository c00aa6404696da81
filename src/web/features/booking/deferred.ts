// What a vertical's pages load after the search page's first screen ("Every page fast on a phone",
// docs/performance.md): the rules its machine checks synchronously (zod and the schemas of src/shared) and the API
// calls its actors make (ky and the answers' schemas). The search page without a search draws its form without them;
// they load right after the first paint (context.tsx `withBookingScope`), and the form waits for them before it sends
// (`useSendSearch`). Every other page of the vertical waits for the rules before its machine starts.

import { nextTask } from "../../lib/next-task";

/** A module fetched once on demand; a failed load is tried again by the next call. */
export interface DeferredModule<M> {
  /** The module as soon as it can be had: for a page or a send that waits for it. */
  load(): Promise<M>;
  /**
   * The module ahead of need (the search page's rules, right after its first screen): the modules it imports that
   * `steps` name first, each evaluated in a task of its own, then the module. A module's evaluation runs its whole
   * import graph in one task, and a vertical's rules make most of their zod schemas as they are evaluated (a search
   * page's longest task after its first screen, 64–73 ms of an unthrottled start); in steps, the phone's main thread
   * is free for a tap between them. Steps fetch one after the other, so what waits for the module uses `load`, which
   * also ends a prefetch under way at once. A step left out only makes a task longer.
   */
  prefetch(): Promise<M>;
  loaded(): boolean;
  /** The module, once loaded: reading it earlier is a programming error (the pages wait for it, see above). */
  get(): M;
}

export function deferredModule<M>(name: string, load: () => Promise<M>, steps: ReadonlyArray<() => Promise<unknown>> = []): DeferredModule<M> {
  let module: M | null = null;
  let loading: Promise<M> | null = null;
  let prefetching: Promise<M> | null = null;
  const deferred: DeferredModule<M> = {
    load() {
      loading ??= load().then(
        (loadedModule) => (module = loadedModule),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    prefetch() {
      prefetching ??= (async () => {
        for (const step of steps) {
          if (loading) break;
          await step();
          await nextTask();
        }
        return deferred.load();
      })().catch((error: unknown) => {
        prefetching = null;
        throw error;
      });
      return prefetching;
    },
    loaded: () => module !== null,
    get() {
      if (module === null) throw new Error(`${name} was used before it loaded`);
      return module;
    },
  };
  return deferred;
}

/**
 * The object `read` gives once its module has loaded, readable before (a machine's description takes it as it is
 * built, at the first screen): each member is read from it when used.
 */
export function readWhenLoaded<R extends object>(read: () => R): R {
  return new Proxy({} as R, { get: (_, key) => Reflect.get(read(), key) });
}

/**
 * A step that evaluates zod (its classic API, as the shared schemas use it) in a task of its own, by way of its
 * smallest schema module. Not `import("zod")`: a dynamic import of the package keeps the whole of its namespace in
 * the build (every locale of its messages, JSON Schema both ways: 305 KB against 43 KB minified).
 */
export const zodStep = () => import("@/shared/money-schema");

/**
 * A vertical's rules (`WebBookingVertical.rules`), prefetched in steps: first what every vertical's rules hold (the
 * card rule, with zod's core and the card's schemas), then the vertical's own `steps` (its request schemas).
 */
export function deferredRules<M>(name: string, steps: ReadonlyArray<() => Promise<unknown>>, load: () => Promise<M>): DeferredModule<M> {
  return deferredModule(name, load, [() => import("@machines/payment/payable"), ...steps]);
}
