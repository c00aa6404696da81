import { useSyncExternalStore } from "react";

// Tailwind's `sm` (40rem) as the page's width: one query kept for every reader rather than asked of the window on
// each render (a new `matchMedia` was up to 12 ms of an activity filter's render at 4× CPU, bench:lists' profile,
// "Every page fast on a phone"). A phone turned or a window resized draws its readers again.
let query: MediaQueryList | null = null;
const wide = () => (query ??= window.matchMedia("(min-width: 40rem)"));
const isWide = () => wide().matches;
const onChange = (change: () => void) => {
  wide().addEventListener("change", change);
  return () => wide().removeEventListener("change", change);
};

/**
 * Whether the page is at least Tailwind's `sm` wide. `onServer` is what the server's first screen draws with (it
 * knows no width: a phone and a desktop get the same markup, and its classes choose).
 */
export function useWideScreen(onServer: boolean): boolean {
  return useSyncExternalStore(onChange, isWide, onServer ? alwaysWide : neverWide);
}
const alwaysWide = () => true;
const neverWide = () => false;
