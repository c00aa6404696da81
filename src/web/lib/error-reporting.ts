// The web's error reports (issue "error reporting in production"): render errors caught by the routes' error
// boundary, failed chunk loads and what escapes to the window. The SDK (lib/error-reporting-sdk.ts, @sentry/react)
// is its own chunk, fetched after the first screen and only on a site whose server hands a DSN in the first HTML
// (lib/web-settings.ts): it is never a part of the landing's weight.
import type * as SdkModule from "./error-reporting-sdk";
import { webSettings } from "./web-settings";

export interface ReportContext {
  /** The route's id (`/_auth/hotels/results`), never its address with ids in it. */
  route?: string;
}

type Sdk = typeof SdkModule;

let sdk: Promise<Sdk | null> | null = null;
const early: [unknown, ReportContext][] = [];

/** Starts the SDK when the site reports errors; reports what failed before it arrived. Called once the first screen is drawn. */
export function startErrorReporting(): Promise<Sdk | null> {
  const settings = webSettings().errorReporting;
  sdk ??= settings
    ? import("./error-reporting-sdk").then(
        (module) => {
          module.initErrorReporting(settings);
          for (const [error, context] of early.splice(0)) module.captureError(error, context);
          return module;
        },
        // The SDK's chunk itself did not arrive: nothing to report with (the load-error prompt says so).
        () => null,
      )
    : Promise.resolve(null);
  return sdk;
}

/** Reports an error; before the SDK has started it waits for it (a page that fails during its first load). */
export function reportError(error: unknown, context: ReportContext = {}): void {
  if (!webSettings().errorReporting) return;
  if (!sdk) {
    early.push([error, context]);
    return;
  }
  void sdk.then((module) => module?.captureError(error, context));
}
