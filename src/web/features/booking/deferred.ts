// What a vertical's pages load after the search page's first screen ("Every page fast on a phone",
// docs/performance.md): the rules its machine checks synchronously (zod and the schemas of src/shared) and the API
// calls its actors make (ky and the answers' schemas). The search page without a search draws its form without them;
// they load right after the first paint (context.tsx `withBookingScope`), and the form waits for them before it sends
// (`useSendSearch`). Every other page of the vertical waits for the rules before its machine starts.

/** A module fetched once on demand; a failed load is tried again by the next call. */
export interface DeferredModule<M> {
  load(): Promise<M>;
  loaded(): boolean;
  /** The module, once loaded: reading it earlier is a programming error (the pages wait for it, see above). */
  get(): M;
}

export function deferredModule<M>(name: string, load: () => Promise<M>): DeferredModule<M> {
  let module: M | null = null;
  let loading: Promise<M> | null = null;
  return {
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
    loaded: () => module !== null,
    get() {
      if (module === null) throw new Error(`${name} was used before it loaded`);
      return module;
    },
  };
}

/**
 * The object `read` gives once its module has loaded, readable before (a machine's description takes it as it is
 * built, at the first screen): each member is read from it when used.
 */
export function readWhenLoaded<R extends object>(read: () => R): R {
  return new Proxy({} as R, { get: (_, key) => Reflect.get(read(), key) });
}
