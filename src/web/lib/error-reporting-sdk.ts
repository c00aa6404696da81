// The error-reporting SDK, loaded by lib/error-reporting.ts after the first screen. No breadcrumbs, sessions or
// tracing: only the error, its stack, the page's address and the tags (release, agency, route), scrubbed of
// private values (src/shared/security/scrub-report.ts) before it leaves.
import { captureException, dedupeIntegration, globalHandlersIntegration, httpContextIntegration, init, linkedErrorsIntegration, setTag, withScope } from "@sentry/react";
import { scrubReport } from "@/shared/security/scrub-report";
import type { WebSettings } from "@/shared/web-settings";
import type { ReportContext } from "./error-reporting";

/** Every cookie's value (the session token among them): found and masked wherever a report would carry it. */
function cookieValues(): string[] {
  return document.cookie
    .split(";")
    .map((pair) => decodeURIComponent(pair.slice(pair.indexOf("=") + 1).trim()))
    .filter((value) => value.length >= 3);
}

export function initErrorReporting(settings: NonNullable<WebSettings["errorReporting"]>): void {
  init({
    dsn: settings.dsn,
    ...(settings.release ? { release: settings.release } : {}),
    environment: settings.environment,
    sampleRate: settings.sampleRate,
    tracesSampleRate: 0,
    defaultIntegrations: false,
    integrations: [globalHandlersIntegration(), linkedErrorsIntegration(), dedupeIntegration(), httpContextIntegration()],
    beforeBreadcrumb: () => null,
    beforeSend: (event) => scrubReport(event, cookieValues()),
  });
  // The agency is the site's host: each agency has its own (its subdomain or custom domain).
  setTag("agency", location.hostname);
}

export function captureError(error: unknown, context: ReportContext): void {
  withScope((scope) => {
    if (context.route) scope.setTag("route", context.route);
    captureException(error);
  });
}
