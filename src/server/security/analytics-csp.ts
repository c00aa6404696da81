import type { FastifyInstance } from "fastify";
import type { AgencyRow } from "../db/schema";
import { isApiPath } from "../http/paths";

/**
 * What Google Analytics (gtag.js) and the Facebook pixel load from and send to. Only the pages of an agency
 * that turned analytics on with an ID get these sources; every other site keeps script-src 'self'. Even
 * there nothing loads before the visitor accepts analytics cookies (src/web/components/consent-banner.tsx).
 */
export const ANALYTICS_SOURCES: Record<"script-src" | "connect-src" | "img-src", readonly string[]> = {
  "script-src": ["https://www.googletagmanager.com", "https://connect.facebook.net"],
  "connect-src": ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com", "https://www.facebook.com"],
  "img-src": ["https://www.google-analytics.com", "https://www.googletagmanager.com", "https://www.facebook.com"],
};

export const usesAnalytics = (agency: AgencyRow | null): boolean => !!agency && agency.analyticsEnabled && Boolean(agency.googleAnalyticsId || agency.facebookAnalyticsId);

/** The policy with the analytics sources added to their directives. */
export function withAnalyticsSources(policy: string): string {
  return policy
    .split(";")
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0] as keyof typeof ANALYTICS_SOURCES;
      return name in ANALYTICS_SOURCES ? `${directive.trim()} ${ANALYTICS_SOURCES[name].join(" ")}` : directive.trim();
    })
    .filter(Boolean)
    .join(";");
}

/** The site's HTML pages of an agency with analytics get the analytics sources in their CSP. */
export function registerAnalyticsCsp(app: FastifyInstance, opts: { agencyOfHost: (host: string | undefined) => Promise<AgencyRow | null> }): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const type = String(reply.getHeader("content-type") ?? "");
    const policy = reply.getHeader("content-security-policy");
    if (isApiPath(request.url.split("?")[0] ?? "") || !type.startsWith("text/html") || typeof policy !== "string") return payload;
    if (usesAnalytics(await opts.agencyOfHost(request.headers.host))) void reply.header("content-security-policy", withAnalyticsSources(policy));
    return payload;
  });
}
