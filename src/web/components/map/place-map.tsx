// A map of places (spec A §7 "a maps script"): the hotels of a results list, a hotel, an activity's meeting point,
// a car's pick-up and drop-off. One component for every vertical; the map's code (map-view.tsx, MapLibre GL JS) is
// fetched only when a map is drawn. The map is an extra: its text alternative says the same in words, and when
// the map cannot load (no network, no WebGL, a chunk that did not arrive) it says so and the page goes on.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import { webSettings } from "../../lib/web-settings";
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
}

type Status = "loading" | "ready" | "unavailable";

let mapView: Promise<ComponentType<MapViewProps>> | null = null;
const loadMapView = () => (mapView ??= import("./map-view").then((module) => module.default));

export function PlaceMap({ label, points, description, selectedId = null, onSelect, className = "h-72" }: PlaceMapProps) {
  const { t } = useLingui();
  const [View, setView] = useState<ComponentType<MapViewProps> | null>(null);
  const [status, setStatus] = useState<Status>("loading");
  useEffect(() => {
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
  }, []);
  return (
    <section aria-label={label} className="space-y-2">
      <p className="sr-only">{description}</p>
      {/* The box keeps its size when the map cannot load (its message takes the box's place, not less): the text
          below it does not move up (hotel details' layout shift under Lighthouse, whose browser draws no map). */}
      <div className={`relative overflow-hidden rounded-xl border border-slate-200 ${status === "unavailable" ? "bg-slate-50" : "bg-slate-100"} ${className}`} aria-busy={status === "loading"}>
        {status === "unavailable" ? (
          <p role="status" className="p-4 text-sm text-slate-700">
            <Trans>The map is unavailable right now. Everything it would show is listed on this page.</Trans>
          </p>
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
