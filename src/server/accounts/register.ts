import type { FastifyInstance } from "fastify";
import type { SocialProvider } from "@/shared/api/auth";
import type { Db } from "../db/client";
import type { Translator } from "../i18n";
import type { ServerMode } from "../security/mode";
import { registerMailboxRoutes } from "../mail/routes";
import { smtpTransport, startMailWorker, type MailWorker } from "../mail/worker";
import { startDevOidcProvider, type DevOidcProvider } from "../oidc/dev-provider";
import { createSessionStore } from "../sessions/session-store";
import { registerAgencyAccountRoutes } from "./agency-routes";
import { loadAccountsConfig, type AccountsConfig } from "./config";
import type { AccountsDeps } from "./context";
import { seedDevSso } from "./dev-sso";
import { createLoginThrottle } from "./login-throttle";
import { DEV_CLIENTS, SocialClients } from "./social-client";
import { registerSocialRoutes } from "./social-routes";
import { registerSsoRoutes } from "./sso-routes";
import { registerUserRoutes } from "./user-routes";

interface AccountsOptions {
  db: Db;
  translator: Translator;
  baseDomain?: string | undefined;
  mode: ServerMode;
  /** Defaults to the environment (loadAccountsConfig). */
  config?: AccountsConfig;
}

/**
 * Accounts, sessions, mail, social sign-in and SSO (docs/accounts.md). Decorates `app.sessions`
 * and `request.user` / `request.session` (see src/server/sessions/require-user.ts). In demo mode,
 * when the app is ready it seeds the demo SSO key and starts the local OpenID provider for providers
 * without configuration, and without SMTP_URL it serves the embedded mailbox; production has none of
 * these ("Production mode", docs/security.md). The SMTP worker runs when SMTP_URL is set; all stop on close.
 */
export function registerAccounts(app: FastifyInstance, opts: AccountsOptions): void {
  const demo = opts.mode === "demo";
  const config = opts.config ?? loadAccountsConfig(process.env, opts.mode);
  const sessions = createSessionStore(opts.db);
  app.decorate("sessions", sessions);
  app.decorateRequest("user", null);
  app.decorateRequest("session", null);

  let devProvider: DevOidcProvider | null = null;
  let worker: MailWorker | null = null;
  const resolveProvider = (provider: SocialProvider) => {
    const external = config.providers[provider];
    if (external) return external;
    return devProvider ? { ...DEV_CLIENTS[provider], issuer: devProvider.issuer } : null;
  };
  const deps: AccountsDeps = {
    db: opts.db,
    translator: opts.translator,
    baseDomain: opts.baseDomain,
    config,
    sessions,
    throttle: createLoginThrottle(opts.db, config.throttle),
  };

  registerUserRoutes(app, deps);
  registerAgencyAccountRoutes(app, deps);
  registerSsoRoutes(app, deps);
  registerSocialRoutes(app, { ...deps, social: new SocialClients(resolveProvider) });
  // The mailbox needs no login (a new demo user must open their link), so it shows anyone every
  // mail of the agency, reset links included: demo only, and never beside a real mail server.
  if (demo && !config.smtpUrl) registerMailboxRoutes(app, { db: opts.db });

  app.addHook("onReady", async () => {
    if (demo) await seedDevSso(opts.db);
    if (demo && config.devOidcPort !== null) {
      devProvider = await startDevOidcProvider({
        host: config.devOidcHost,
        port: config.devOidcPort,
        clients: Object.values(DEV_CLIENTS),
      });
      app.log.info(`Local OpenID provider (Google/Facebook stand-in): ${devProvider.issuer}`);
    }
    if (config.smtpUrl) {
      worker = startMailWorker({ db: opts.db, transport: smtpTransport(config.smtpUrl), from: config.mailFrom, log: app.log });
    }
  });
  app.addHook("onClose", async () => {
    await worker?.stop();
    await devProvider?.close();
  });
}
