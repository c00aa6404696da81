// spec A §9 debug mode: a cookie lasting 1 day turns on the machine inspector, in a production build
// too, for QA. `?debug=on` sets the cookie and `?debug=off` removes it (docs/decisions.md "Debug
// mode"); the parameter is then taken out of the address, so links copied from the page do not spread it.
import { DEBUG_COOKIE, DEBUG_COOKIE_DAYS } from "@/shared/constants";
import { deleteCookie, readCookie, writeCookie } from "./cookies";

const DEBUG_QUERY = "debug";
const ON = "on";
const OFF = "off";

/** Reads `?debug=on|off` once, before the router starts: sets or removes the debug cookie. */
export function applyDebugQuery(): void {
  const url = new URL(window.location.href);
  const asked = url.searchParams.get(DEBUG_QUERY);
  if (asked !== ON && asked !== OFF) return;
  if (asked === ON) writeCookie(DEBUG_COOKIE, ON, DEBUG_COOKIE_DAYS * 24 * 60 * 60);
  else deleteCookie(DEBUG_COOKIE);
  url.searchParams.delete(DEBUG_QUERY);
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
}

/** Whether the machine inspector runs: always in development, in production while the debug cookie lives. */
export function isDebugMode(): boolean {
  return import.meta.env.DEV || readCookie(DEBUG_COOKIE) === ON;
}
