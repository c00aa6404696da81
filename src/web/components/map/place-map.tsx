// A map of places (spec A §7 "a maps script"): the hotels of a results list, a hotel, an activity's meeting point,
// a car's pick-up and drop-off. One component for every vertical; the map's code (map-view.tsx, MapLibre GL JS) is
// fetched only when a map is drawn. The map is an extra: its text alternative says the same in words, and when
// the map cannot load (no network, no WebGL, a chunk that did not arrive) it says so and the page goes on.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from "react";
import { webSettings } from "../../lib/web-settings";
import { nextTask } from "../../lib/next-task";
import { secondaryAction } from "../booking/styles";
import type { MapViewProps } from "./map-view";

export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  /** The marker's accessible name ("Hotel Lisboa, from €120"). */
  label: string;
  /** What the marker shows (a price, a letter). */
  text: string;
}

interface PlaceMapProps {
  /** The map's name as a region ("Map of the hotels"). */
  label: string;
  points: readonly MapPoint[];
  /** The text alternative: what the map shows, in words (always in the page, read by screen readers). */
  description: ReactNode;
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  className?: string;
  /** The person asked for this map (hotel results' "Map"): loaded at once, wherever its box is. */
  requested?: boolean;
}

/** Waiting for its box to be seen (or the person to ask), then MapLibre's code loading, drawn, or not drawable. */
type Status = "waiting" | "loading" | "ready" | "unavailable";

let mapView: Promise<ComponentType<MapViewProps>> | null = null;
const loadMapView = () => (mapView ??= import("./map-view").then((module) => module.default));

/** How long an idle callback may wait for an idle moment before it runs anyway (a page that never rests). */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Calls `then` once the page has loaded and the browser is idle; the returned function cancels. MapLibre's
 * evaluation is one task no tap can come between (0.26 s of a phone's script on the details pages, part 5 of
 * "Every page fast on a phone"): it runs after the page's own first work, not in the middle of it.
 */
function whenPageIdle(then: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === "function") idle = requestIdleCallback(() => !cancelled && then(), { timeout: IDLE_TIMEOUT_MS });
    else void nextTask().then(() => !cancelled && then());
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", run);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/**
 * True once the map's box is in view after the person's first move (a wheel, a swipe, a key) and the page is idle
 * (docs/decisions.md "The map loads when it is seen", "A map on the first screen waits for the person"): a map below
 * the fold costs a first load nothing, and one on the first screen waits for that move (MapLibre's evaluation and
 * first draw were a phone's longest tasks on the details pages, part 10 of "Every page fast on a phone"). `asked`
 * (the person pressed "Show the map", or opened a map view) makes it true at once.
 */
function useMapWanted(box: RefObject<HTMLElement | null>, asked: boolean): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (seen || asked || !element) return;
    let cancelIdle = () => {};
    // A browser without the observer loads the map as before, once the page is idle.
    if (typeof IntersectionObserver !== "function") {
      cancelIdle = whenPageIdle(() => setSeen(true));
      return () => cancelIdle();
    }
    // The person moving through the page (a wheel, a swipe, a key), not a scroll the page makes itself (the
    // router's scroll restoration after a click from the results): a map in view waits for it, so one on the first
    // screen waits for the person's first move, and one below the fold loads when they bring it into view.
    let inView = false;
    let moved = false;
    const consider = () => {
      cancelIdle();
      if (inView && moved) cancelIdle = whenPageIdle(() => setSeen(true));
    };
    // Still in view when the page is idle: a box that content arriving above it pushed below the fold meanwhile
    // waits until it is scrolled to.
    const observer = new IntersectionObserver((entries) => {
      inView = entries.at(-1)?.isIntersecting ?? false;
      consider();
    });
    const gestures = ["wheel", "touchmove", "keydown"] as const;
    const onMove = () => {
      for (const type of gestures) window.removeEventListener(type, onMove);
      moved = true;
      consider();
    };
    observer.observe(element);
    for (const type of gestures) window.addEventListener(type, onMove, { passive: true });
    return () => {
      observer.disconnect();
      for (const type of gestures) window.removeEventListener(type, onMove);
      cancelIdle();
    };
  }, [box, seen, asked]);
  return seen || asked;
}

export function PlaceMap({ label, points, description, selectedId = null, onSelect, className = "h-72", requested = false }: PlaceMapProps) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const [asked, setAsked] = useState(false);
  const wanted = useMapWanted(box, asked || requested);
  const [View, setView] = useState<ComponentType<MapViewProps> | null>(null);
  const [loadStatus, setStatus] = useState<Exclude<Status, "waiting">>("loading");
  const status: Status = wanted ? loadStatus : "waiting";
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadMapView().then(
      (loaded) => live && setView(() => loaded),
      () => {
        // A retry later may find the chunk (a deploy in between): the next map asks again.
        mapView = null;
        if (live) setStatus("unavailable");
      },
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  // Asked for by its button: the keyboard's focus goes on to the map once it is drawn (the button is gone; the
  // box held the focus meanwhile), where MapLibre's keys move and zoom it.
  useEffect(() => {
    if (asked && status === "ready") box.current?.querySelector("canvas")?.focus();
  }, [asked, status]);
  return (
    <section aria-label={label} className="space-y-2">
      <p className="sr-only">{description}</p>
      {/* The box keeps its size when the map cannot load (its message takes the box's place, not less): the text
          below it does not move up (hotel details' layout shift under Lighthouse, whose browser draws no map). The
          same box waits for the map to be wanted, with the button that asks for it at once. */}
      <div
        ref={box}
        tabIndex={-1}
        className={`relative overflow-hidden rounded-xl border border-slate-200 ${status === "unavailable" ? "bg-slate-50" : "bg-slate-100"} ${className}`}
        aria-busy={status === "loading"}
      >
        {status === "unavailable" ? (
          <p role="status" className="p-4 text-sm text-slate-700">
            <Trans>The map is unavailable right now. Everything it would show is listed on this page.</Trans>
          </p>
        ) : status === "waiting" ? (
          <div className="flex size-full items-center justify-center">
            <button
              type="button"
              className={secondaryAction}
              onClick={() => {
                box.current?.focus();
                setAsked(true);
              }}
            >
              <Trans>Show the map</Trans>
            </button>
          </div>
        ) : (
          View && (
            <View
              styleUrl={webSettings().mapStyleUrl}
              points={points}
              selectedId={selectedId}
              onSelect={onSelect}
              label={t`Map`}
              onReady={() => setStatus((now) => (now === "unavailable" ? now : "ready"))}
              onUnavailable={() => setStatus("unavailable")}
            />
          )
        )}
      </div>
    </section>
  );
}
