import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import { isLocalHost } from "./environment";

/** Two years, the preload list's minimum (https://hstspreload.org). */
export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

/**
 * The Content-Security-Policy of every answer (the SPA, the API, errors). Scripts: only files from
 * this origin — the vite build emits no inline script (tests/server/security-headers.test.ts checks
 * dist/web/index.html). Styles keep 'unsafe-inline': React's `style={…}` attributes and
 * react-aria's positioning write inline styles, and a style cannot run code.
 */
export const CSP_DIRECTIVES = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "script-src-attr": ["'none'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:"],
  "media-src": ["'self'", "blob:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  // Social sign-in leaves by a redirect (GET), never a form post to another site.
  "form-action": ["'self'"],
  // No agency page may be framed (clickjacking of login and payment forms).
  "frame-ancestors": ["'none'"],
  // Plain-http *.localhost sites must not be upgraded to https.
  "upgrade-insecure-requests": null,
} as const;

/**
 * Stripe.js and its frames (the card field, 3-D Secure's bank page), as Stripe's CSP guidance lists them: added
 * only on a server that charges through Stripe (docs/deploy.md "Payments"); the sandbox keeps script-src 'self'.
 */
export const STRIPE_SOURCES = {
  "script-src": ["https://js.stripe.com", "https://*.js.stripe.com"],
  "frame-src": ["'self'", "https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  "connect-src": ["https://api.stripe.com"],
} as const;

/**
 * The policy's directives, with Stripe's sources when the server charges through Stripe, and the origins the pages
 * may connect to beyond their own: the map's style and tiles and the error-reporting service's ingest host
 * (src/server/web-settings.ts).
 */
export function cspDirectives(opts: { stripe: boolean; connectSources?: readonly string[] }): Record<string, readonly string[] | null> {
  const directives: Record<string, readonly string[] | null> = { ...CSP_DIRECTIVES };
  directives["connect-src"] = [...CSP_DIRECTIVES["connect-src"], ...(opts.connectSources ?? [])];
  if (opts.stripe) {
    for (const [name, sources] of Object.entries(STRIPE_SOURCES)) directives[name] = [...(directives[name] ?? []), ...sources];
  }
  return directives;
}

/**
 * helmet with the platform's policy, plus HSTS in production on real (non-localhost) hosts only:
 * a browser ignores HSTS over http anyway, and pinning https on localhost would break development.
 * helmet's own middleware, made once: the Fastify wrapper (@fastify/helmet) made it again for every
 * request (its options merged, the policy parsed and written out): 6 % of a health check's time
 * ("Fast on a phone": `GET /api/health` against bare Fastify). The headers are the same.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { production: boolean; stripe?: boolean; connectSources?: readonly string[] }): Promise<void> {
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives({ stripe: opts.stripe ?? false, connectSources: opts.connectSources ?? [] }) as never },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "deny" },
    strictTransportSecurity: false,
    xContentTypeOptions: true,
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onRequest", (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  if (opts.production) {
    app.addHook("onSend", async (request, reply, payload) => {
      if (!isLocalHost(request.headers.host)) void reply.header("strict-transport-security", HSTS_VALUE);
      return payload;
    });
  }
}
