import type { FastifyInstance } from "fastify";
import { registerCookiePolicy } from "./cookies";
import { registerCsrfGuard } from "./csrf";
import { registerSecurityHeaders } from "./headers";
import { registerHostGuard } from "./host-guard";

export interface SecurityOptions {
  /** Production mode: Secure cookies, and HSTS on real hosts (src/server/security/mode.ts). */
  production: boolean;
  baseDomain?: string | undefined;
  /** The server charges through Stripe: the pages' CSP lets Stripe.js and its frames in (./headers.ts). */
  stripe?: boolean;
  /** Origins the pages may connect to beyond their own (the map, error reporting: src/server/web-settings.ts). */
  connectSources?: readonly string[];
}

/**
 * Security hardening, "Web security" (docs/security.md): headers (CSP, frame-ancestors, referrer policy,
 * HSTS in production), the cookie policy, the CSRF guard and the Host/agency-key check. Call after
 * @fastify/cookie is registered (the cookie policy rewrites what it writes).
 */
export async function registerSecurity(app: FastifyInstance, opts: SecurityOptions): Promise<void> {
  const { production } = opts;
  await registerSecurityHeaders(app, { production, stripe: opts.stripe ?? false, connectSources: opts.connectSources ?? [] });
  registerCookiePolicy(app, { production });
  registerCsrfGuard(app);
  registerHostGuard(app, { baseDomain: opts.baseDomain });
}
export { secureLoggerOptions } from "./logging";
