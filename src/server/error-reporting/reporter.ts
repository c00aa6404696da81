import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { privateValues, scrubReport } from "@/shared/security/scrub-report";
import type { ErrorReportingConfig } from "./config";

/** The server's reports: unhandled errors and 5xx answers, each with the request's tags. */
export interface ErrorReporter {
  /** A 5xx answer: `error` is what the handler threw, or null when the route answered 5xx itself. */
  report(request: FastifyRequest, statusCode: number, error: Error | null): void;
  /** Waits up to `timeoutMs` for the reports on their way (tests; a shutdown). */
  flush(timeoutMs: number): Promise<boolean>;
}

const HEADERS_WITH_SECRETS = ["authorization", "cookie", "x-access-token", "x-agency-key", "stripe-signature"] as const;

/** What of the request may be used to find its private values in a report (never sent as such). */
function requestSecrets(request: FastifyRequest): string[] {
  const headers: Record<string, unknown> = {};
  for (const name of HEADERS_WITH_SECRETS) headers[name] = request.headers[name];
  // Every cookie's value, whatever its name (the session cookie is `token`, the rest are the site's own).
  const cookies = Object.values(request.cookies ?? {}).filter((value): value is string => typeof value === "string");
  return [...privateValues({ body: request.body, query: request.query, params: request.params, headers }), ...cookies];
}

/**
 * Starts the error-reporting SDK (`@sentry/node`, imported only now: a server without SENTRY_DSN never loads it).
 * No default integrations, no OpenTelemetry and no module hooks: the server reports what it chooses (below) and pays for no
 * instrumentation of every request; the process-level handlers report what escapes every request.
 */
export async function startErrorReporting(config: ErrorReportingConfig & { dsn: string }): Promise<ErrorReporter> {
  const Sentry = await import("@sentry/node");
  Sentry.init({
    dsn: config.dsn,
    ...(config.release ? { release: config.release } : {}),
    environment: config.environment,
    sampleRate: config.sampleRate,
    // Errors only: no performance tracing, so no request's timing or address leaves either.
    tracesSampleRate: 0,
    // Nothing of the person or the request by the SDK's own collection; scrubReport is the second guard.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false, stackFrameVariables: false },
    defaultIntegrations: false,
    enableOpenTelemetrySetup: false,
    enableRuntimeChannelInjection: false,
    integrations: [Sentry.onUncaughtExceptionIntegration(), Sentry.onUnhandledRejectionIntegration({ mode: "warn" }), Sentry.linkedErrorsIntegration()],
    beforeBreadcrumb: () => null,
    beforeSend: (event, hint) => {
      const known = (hint.data as { privateValues?: string[] } | undefined)?.privateValues ?? [];
      return scrubReport(event, known);
    },
  });
  if (config.release) Sentry.setTag("release", config.release);
  return {
    report(request, statusCode, error) {
      Sentry.withScope((scope) => {
        scope.setTags({
          agency: request.agency?.subdomain ?? "none",
          route: request.routeOptions.url ?? "unmatched",
          request_id: request.id,
          status: String(statusCode),
        });
        scope.setContext("request", { method: request.method, url: request.url });
        const hint = { data: { privateValues: requestSecrets(request) } };
        if (error) Sentry.captureException(error, hint);
        else Sentry.captureMessage(`${request.method} ${request.routeOptions.url ?? "unmatched"} answered ${statusCode}`, { ...hint, level: "error" });
      });
    },
    flush: (timeoutMs) => Sentry.flush(timeoutMs),
  };
}

/**
 * Reports every 5xx answer once, with the error its handler threw (the error handler turns it into the envelope's
 * 500 with the request id, src/server/http/errors.ts). 4xx are the caller's mistakes and are not reported.
 */
export function registerErrorReporting(app: FastifyInstance, reporter: ErrorReporter): void {
  const thrown = new WeakMap<FastifyRequest, Error>();
  app.addHook("onError", async (request, _reply, error: FastifyError) => {
    thrown.set(request, error);
  });
  app.addHook("onResponse", async (request, reply) => {
    if (reply.statusCode < 500) return;
    reporter.report(request, reply.statusCode, thrown.get(request) ?? null);
  });
}
