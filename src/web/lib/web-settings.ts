import { DEFAULT_MAP_STYLE_URL, WEB_SETTINGS_ID, type WebSettings } from "@/shared/web-settings";

let held: WebSettings | null = null;

/** The third-party settings the server wrote into the first HTML (src/server/web-settings.ts); defaults without them. */
export function webSettings(): WebSettings {
  if (held) return held;
  let read: Partial<WebSettings> = {};
  try {
    read = JSON.parse(document.getElementById(WEB_SETTINGS_ID)?.textContent || "{}") as Partial<WebSettings>;
  } catch {
    // A page without the element (the dev server's index.html) has the defaults.
  }
  held = { errorReporting: read.errorReporting ?? null, mapStyleUrl: read.mapStyleUrl || DEFAULT_MAP_STYLE_URL };
  return held;
}
