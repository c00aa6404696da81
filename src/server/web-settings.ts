import { DEFAULT_MAP_STYLE_URL, type WebSettings } from "@/shared/web-settings";
import { webErrorReporting, type ErrorReportingConfig } from "./error-reporting/config";

/** An https origin (http on loopback), or null for a value that is not a usable address. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    const loopback = ["127.0.0.1", "localhost", "[::1]"].includes(parsed.hostname);
    return parsed.protocol === "https:" || (parsed.protocol === "http:" && loopback) ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** MAP_STYLE_URL (default: OpenFreeMap's public style) and the error reporting's public half. */
export function webSettingsFromEnv(env: NodeJS.ProcessEnv, errorReporting: ErrorReportingConfig | null): WebSettings {
  const style = env.MAP_STYLE_URL?.trim();
  return {
    errorReporting: errorReporting ? webErrorReporting(errorReporting) : null,
    mapStyleUrl: style && originOf(style) ? style : DEFAULT_MAP_STYLE_URL,
  };
}

/**
 * The origins the pages may connect to beyond their own (the CSP's connect-src): the map style's host, the
 * hosts its tiles, glyphs and sprites come from (MAP_SOURCES, a comma list, for a style that names other hosts),
 * and the error-reporting service's ingest host.
 */
export function webConnectSources(settings: WebSettings, env: NodeJS.ProcessEnv): string[] {
  const urls = [settings.mapStyleUrl, ...(env.MAP_SOURCES ?? "").split(","), settings.errorReporting?.dsn ?? ""];
  return [...new Set(urls.map((url) => originOf(url.trim())).filter((origin): origin is string => origin !== null))];
}
