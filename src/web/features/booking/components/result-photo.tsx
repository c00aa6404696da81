// A result card's photo, the same way in every vertical's results whose cards show one ("Every page fast on a
// phone", part 5: results' first photo). The first card's photo is a results page's largest paint on a phone: it is
// fetched at once and first; the next few (on the first screen, or just under it) at once too; the rest wait until
// they near the screen.

/** How many of a list's first cards fetch their photo at once: a phone shows one to two cards, a desktop three. */
const EAGER_PHOTOS = 3;

/** How a card's photo is fetched: `first` (the list's top card: at once, high priority), `eager`, or `lazy`. */
export type PhotoFetch = "first" | "eager" | "lazy";

/**
 * The fetch of the photo of the card at `index` (0: the top of the list as drawn). A value, not the index, so a
 * memoised card below the first few is not drawn again when a sort moves it.
 */
export function photoFetchAt(index: number): PhotoFetch {
  return index === 0 ? "first" : index < EAGER_PHOTOS ? "eager" : "lazy";
}

/** Keyed by its address: a list's card keeps its element when a sort brings it another item (window-list.tsx), and a
 * photo changed in place would show the previous item's photo until the new one loads. */
export function ResultPhoto({ src, className, fetch }: { src: string; className: string; fetch: PhotoFetch }) {
  return <img key={src} src={src} alt="" className={className} loading={fetch === "lazy" ? "lazy" : "eager"} fetchPriority={fetch === "first" ? "high" : undefined} />;
}
