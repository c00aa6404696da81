import { useSyncExternalStore } from "react";

// Tailwind's `sm` (40rem) and `lg` (64rem) as the page's width. Each query is made once and kept for every reader
// rather than asked of the window on each render (a new `matchMedia` was up to 12 ms of an activity filter's render
// at 4× CPU, bench:lists' profile, "Every page fast on a phone"). A phone turned or a window resized draws its
// readers again.
const QUERIES = { sm: "(min-width: 40rem)", lg: "(min-width: 64rem)" } as const;
type Breakpoint = keyof typeof QUERIES;

interface WidthStore {
  subscribe(change: () => void): () => void;
  read(): boolean;
}

const stores = new Map<Breakpoint, WidthStore>();
function storeOf(breakpoint: Breakpoint): WidthStore {
  let store = stores.get(breakpoint);
  if (!store) {
    let query: MediaQueryList | null = null;
    const list = () => (query ??= window.matchMedia(QUERIES[breakpoint]));
    store = {
      subscribe(change) {
        list().addEventListener("change", change);
        return () => list().removeEventListener("change", change);
      },
      read: () => list().matches,
    };
    stores.set(breakpoint, store);
  }
  return store;
}

const alwaysWide = () => true;
const neverWide = () => false;

/**
 * Whether the page is at least Tailwind's `breakpoint` wide. `onServer` is what the server's first screen draws with
 * (it knows no width: a phone and a desktop get the same markup, and its classes choose).
 */
export function useWideScreen(breakpoint: Breakpoint, onServer: boolean): boolean {
  const { subscribe, read } = storeOf(breakpoint);
  return useSyncExternalStore(subscribe, read, onServer ? alwaysWide : neverWide);
}
