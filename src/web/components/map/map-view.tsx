// The map itself (MapLibre GL JS), a chunk of its own that PlaceMap loads only when a map is shown: never on a
// first screen, never in the landing's weight. Its markers are buttons over the map, each named for screen
// readers; the list beside it stays the primary way through the results (PlaceMap's text alternative says so).
import { useLingui } from "@lingui/react/macro";
import { AttributionControl, LngLatBounds, Map as MapLibre, Marker, NavigationControl, setWorkerUrl } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import "maplibre-gl/dist/maplibre-gl.css";
import { useEffect, useMemo, useRef } from "react";
import type { MapPoint } from "./place-map";

// The worker from this origin (script-src 'self'): MapLibre would otherwise look for it beside its own module,
// which the build renames.
setWorkerUrl(workerUrl);

export interface MapViewProps {
  styleUrl: string;
  points: readonly MapPoint[];
  selectedId: string | null;
  onSelect: ((id: string) => void) | undefined;
  /** The map's own name for assistive technology (its canvas). */
  label: string;
  /** The map drew its style. */
  onReady: () => void;
  /** The style or its tiles could not load, or the browser cannot draw the map (no WebGL). */
  onUnavailable: () => void;
}

const MARKER = "rounded-full border-2 border-white bg-slate-900 px-2 py-0.5 text-xs font-bold text-white shadow-md aria-pressed:z-10 aria-pressed:scale-110 aria-pressed:bg-primary aria-pressed:text-on-primary";

export default function MapView({ styleUrl, points, selectedId, onSelect, label, onReady, onUnavailable }: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibre | null>(null);
  const markers = useRef(new Map<string, { marker: Marker; button: HTMLButtonElement }>());
  const handlers = useRef({ onSelect, onReady, onUnavailable });
  /** The places the view was last fitted to. */
  const fitted = useRef("");
  useEffect(() => {
    handlers.current = { onSelect, onReady, onUnavailable };
  });
  const { t } = useLingui();
  // MapLibre's own words (its zoom buttons, the "two fingers" hint a phone shows over the map, its credits' toggle) in
  // the site's language: left to itself it writes English on every site. All of its keys a map of ours can show.
  const words = useMemo(
    () => ({
      "AttributionControl.ToggleAttribution": t`Show or hide the map's credits`,
      "AttributionControl.MapFeedback": t`Map feedback`,
      "Map.Title": t`Map`,
      "Marker.Title": t`Map marker`,
      "NavigationControl.ResetBearing": t`Drag to rotate the map, click to face north`,
      "NavigationControl.ZoomIn": t`Zoom in`,
      "NavigationControl.ZoomOut": t`Zoom out`,
      "Popup.Close": t`Close popup`,
      "CooperativeGesturesHandler.WindowsHelpText": t`Use Ctrl + scroll to zoom the map`,
      "CooperativeGesturesHandler.MacHelpText": t`Use ⌘ + scroll to zoom the map`,
      "CooperativeGesturesHandler.MobileHelpText": t`Use two fingers to move the map`,
    }),
    [t],
  );

  useEffect(() => {
    if (!container.current) return;
    let made: MapLibre;
    try {
      made = new MapLibre({
        container: container.current,
        style: styleUrl,
        attributionControl: false,
        cooperativeGestures: true,
        center: [0, 20],
        zoom: 1,
        locale: words,
      });
    } catch {
      handlers.current.onUnavailable();
      return;
    }
    // The style's own credits, and OpenStreetMap's whatever the style says (its data's licence asks for it).
    made.addControl(new AttributionControl({ compact: false, customAttribution: '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">© OpenStreetMap contributors</a>' }));
    made.addControl(new NavigationControl({ showCompass: false }));
    made.getCanvas().setAttribute("aria-label", label);
    made.on("load", () => handlers.current.onReady());
    made.on("error", () => handlers.current.onUnavailable());
    map.current = made;
    const placed = markers.current;
    return () => {
      placed.clear();
      fitted.current = "";
      made.remove();
      map.current = null;
    };
  }, [styleUrl, label, words]);

  // The markers follow the points (the filters): new ones placed, gone ones removed, the view fitted to them
  // when the set of places changed (a page drawing again with the same places leaves the visitor's view alone).
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const placed = markers.current;
    const ids = new Set(points.map((point) => point.id));
    for (const [id, { marker }] of placed) {
      if (!ids.has(id)) {
        marker.remove();
        placed.delete(id);
      }
    }
    for (const point of points) {
      if (placed.has(point.id)) continue;
      const button = document.createElement("button");
      button.type = "button";
      button.className = MARKER;
      button.textContent = point.text;
      button.setAttribute("aria-label", point.label);
      // Off the tab order: keyboard users go through the list, which holds every result (PlaceMap).
      button.tabIndex = -1;
      button.addEventListener("click", (event) => {
        event.stopPropagation();
        handlers.current.onSelect?.(point.id);
      });
      const marker = new Marker({ element: button }).setLngLat([point.lng, point.lat]).addTo(current);
      placed.set(point.id, { marker, button });
    }
    const places = points.map((point) => `${point.id}@${point.lat},${point.lng}`).join("|");
    if (places === fitted.current) return;
    fitted.current = places;
    if (points.length === 1 && points[0]) current.jumpTo({ center: [points[0].lng, points[0].lat], zoom: 14 });
    else if (points.length > 1) {
      const bounds = new LngLatBounds();
      for (const point of points) bounds.extend([point.lng, point.lat]);
      current.fitBounds(bounds, { padding: 48, maxZoom: 15, animate: false });
    }
  }, [points]);

  useEffect(() => {
    for (const [id, { button }] of markers.current) button.setAttribute("aria-pressed", String(id === selectedId));
    const chosen = selectedId ? points.find((point) => point.id === selectedId) : undefined;
    if (chosen && map.current) map.current.easeTo({ center: [chosen.lng, chosen.lat], duration: 300 });
  }, [selectedId, points]);

  return <div ref={container} className="size-full" />;
}
