// The third-party settings the web app is handed in its first HTML (spec A §7 "Third-party kinds used": a maps
// script, an error-reporting service in production), read by the app without a request of its own.

/** The id of the JSON script element that carries them (never run by the browser). */
export const WEB_SETTINGS_ID = "waypoint-web-settings";

/** A public OpenStreetMap-based vector style that needs no key (OpenFreeMap, docs/deploy.md "The map"). */
export const DEFAULT_MAP_STYLE_URL = "https://tiles.openfreemap.org/styles/liberty";

export interface WebSettings {
  /** The web's error reporting: off (null) unless the server has a DSN (docs/deploy.md "Error reporting"). */
  errorReporting: { dsn: string; release: string | null; environment: string; sampleRate: number } | null;
  /** The map's style (MAP_STYLE_URL). */
  mapStyleUrl: string;
}
