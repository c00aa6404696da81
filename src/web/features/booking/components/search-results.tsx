// A search page's results below its form, the same way for every vertical ("Every page fast on a phone", part 6:
// results' first cards drawn by the server). The results' code loads once a search runs (each search page's
// `useLoaded`), so on a results page opened by address the server draws them (src/web/first-screen.tsx gives the
// page's results here, its search actor having taken the carried answer's first step: ../first-search.ts),
// and the app keeps that drawing, as the first HTML has it, until its own results have arrived and hold cards:
// React's first commit replaces the whole server drawing, and without it the cards (a phone's largest paint) would
// go and come back.
import { createContext, use, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { useBookingSelector } from "../context";

/** The results of the page the server draws (src/web/first-screen.tsx); null in the browser. */
export const DrawnResults = createContext<ReactNode>(null);

interface Drawing {
  markup: string;
  /** Whether the server drew an answer (cards), or the search still running (its progress: flights). */
  answered: boolean;
}

/**
 * The server's drawing of the results (its `data-drawn-results` element), read from the first HTML before React's
 * first commit replaced it; undefined until read, null once the app's own results are drawn.
 */
let drawing: Drawing | null | undefined;

function drawnResults(): Drawing | null {
  if (drawing === undefined) {
    const element = typeof document === "undefined" ? null : document.querySelector("[data-drawn-results]");
    drawing = element ? { markup: element.innerHTML, answered: element.hasAttribute("data-answered") } : null;
  }
  return drawing;
}

/** `Results`: the vertical's results component once its code has arrived (null before). */
export function SearchResults({ Results }: { Results: ComponentType | null | undefined }) {
  const drawn = use(DrawnResults);
  const search = useBookingSelector((s) => s.context.search as unknown);
  // The app's results draw cards once the search has some (a hotel search's first poll) or has answered.
  const arrived = useBookingSelector((s) => s.context.visible.length > 0 || s.matches("results"));
  // Read once, on the first render: the first HTML's drawing is of the search the page opened with.
  const [kept] = useState(() => (drawn !== null ? null : { drawing: drawnResults(), search }));
  // Held until the app draws as much: its cards, or (a drawing of the search still running) its own progress.
  const holding = drawn === null && kept?.drawing != null && kept.search === search && !(Results && (arrived || !kept.drawing.answered));
  useEffect(() => {
    if (!holding) drawing = null;
  }, [holding]);
  if (drawn !== null)
    return (
      <div data-drawn-results="" data-answered={arrived ? "" : undefined}>
        {drawn}
      </div>
    );
  // Inert: its buttons are the server's drawing, not the app's (as the first screen's until the app runs).
  if (holding) return <div key="drawn" inert dangerouslySetInnerHTML={{ __html: kept.drawing?.markup ?? "" }} />;
  return <div key="app">{Results && <Results />}</div>;
}
