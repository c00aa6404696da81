import { randomUUID } from "node:crypto";
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { sql } from "drizzle-orm";
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { healthResponse } from "@/shared/api/health";
import { messages } from "@/shared/messages";
import { shareInFlight } from "@/shared/share-in-flight";
import { loadAccountsConfig, type AccountsConfig } from "./accounts/config";
import { registerAccounts } from "./accounts/register";
import { AGENCY_CACHE_MS, AgencyCache } from "./agency/cache";
import { registerAgencyResolution } from "./agency/hooks";
import { findAgencyByHost } from "./agency/repository";
import { registerAgencyRoutes } from "./agency/routes";
import { registerWebsiteSettingsRoutes } from "./agency/settings-routes";
import { registerAuditTrail } from "./back-office/audit-trail";
import { registerBackOffice } from "./back-office/register";
import { registerProviderRoutes } from "./provider/routes";
import { registerBillingRoutes } from "./billing/routes";
import { VerticalRegistry } from "./bookings/registry";
import type { ServerVertical } from "./bookings/plug-in";
import { serverVerticals } from "./verticals";
import { registerRefundProtectionConfigRoutes } from "./bookings/refund-protection-routes";
import { registerRewardWalletRoutes } from "./bookings/reward-wallet-routes";
import { registerProposalRoutes } from "./bookings/proposal-routes";
import { registerTripAddOnRoutes } from "./bookings/trip-add-on-routes";
import { registerCheckoutSessionRoutes } from "./checkout-sessions/routes";
import type { Database, Db } from "./db/client";
import { registerTripRoutes } from "./bookings/trip-routes";
import { TripStore, tripVerticals } from "./bookings/trips";
import { registerAgencyBookingRoutes } from "./bookings/agency-routes";
import { registerCompression } from "./http/compression";
import { registerErrorHandler } from "./http/errors";
import { ok } from "./http/envelope";
import { isApiPath } from "./http/paths";
import { databaseRateLimitStore, scheduleRateLimitCleanup } from "./http/rate-limit-store";
import { registerAbuseLimits } from "./http/abuse-limits";
import { hasSpaBuild, registerNotFound, registerSpa, registerUnknownAgencyPages } from "./http/spa";
import "./http/types";
import { zodValidatorCompiler } from "./http/validation";
import { createTranslator, pickLanguage, type Translate, type Translator } from "./i18n";
import { EmbeddedExchangeRateProvider, type ExchangeRateProvider } from "./reference/exchange-rates";
import { registerReferenceRoutes } from "./reference/routes";
import { createPaymentGateway, paymentsConfigFromEnv, type PaymentsConfig } from "./payments/config";
import { registerStripeWebhook } from "./payments/stripe/webhook";
import type { PaymentGateway } from "./payments/types";
import { registerErrorReporting, type ErrorReporter } from "./error-reporting/reporter";
import { webConnectSources, webSettingsFromEnv } from "./web-settings";
import type { WebSettings } from "@/shared/web-settings";
import { registerAnalyticsCsp } from "./security/analytics-csp";
import { assertProductionReady, type ServerMode } from "./security/mode";
import { registerSecurity, secureLoggerOptions } from "./security/register";
import { registerShortLinkPage } from "./short-links/page-meta";
import { agencyPages, injectedAnswers } from "./agency/first-html";
import { registerShortLinkRoutes } from "./short-links/routes";
import { registerUploadRoutes } from "./uploads/routes";
import { registerGeoRoutes } from "./geo/routes";
import { openApiTransform } from "./openapi/document";
import { apiTags } from "./openapi/tags";
import { loadUploadSecret } from "./uploads/signing";
import { LocalDiskStorage, MemoryFileStorage, type FileStorage } from "./uploads/storage";

export interface AppOptions {
  db: Db;
  /** demo or production ("Production mode", src/server/security/mode.ts); always chosen by the caller. */
  mode: ServerMode;
  /** Accounts settings; default: the environment (loadAccountsConfig). */
  accounts?: AccountsConfig;
  /** Signs upload links; default: UPLOAD_SECRET, else (demo only) one kept in DATA_DIR or made per process. */
  uploadSecret?: string;
  databaseKind?: Database["kind"];
  /** WAYPOINT_SINGLE_INSTANCE: production may run on PGlite (one instance); default false. */
  singleInstance?: boolean;
  /** The health check's database probe (Database.ping); default: `select 1` through drizzle. */
  pingDatabase?: () => Promise<void>;
  /** pino options; false (the default) for silence in tests. */
  logger?: FastifyServerOptions["logger"];
  /**
   * Tests only: verticals run beside SERVER_VERTICALS (the airport-transfer fixture, tests/fixtures/transfers).
   * Production refuses any (docs/decisions.md "Test verticals").
   */
  extraVerticals?: readonly ServerVertical[];
  /** Serve the built SPA from this folder (production). Ignored when it holds no index.html. */
  staticDir?: string | null;
  /** Hosts ending with this domain resolve `<sub>.<BASE_DOMAIN>` to the agency with that subdomain. */
  baseDomain?: string;
  /** Requests per minute per client on /api; false turns the limit off. */
  rateLimitPerMinute?: number | false;
  /** Multiplies every abuse limit (src/shared/abuse-limits.ts); default 1 (ABUSE_LIMITS_FACTOR). */
  abuseLimitFactor?: number;
  exchangeRates?: ExchangeRateProvider;
  translator?: Translator;
  /** DATA_DIR: uploads go to `${dataDir}/uploads` (and the upload secret beside them); unset: in memory. */
  dataDir?: string;
  /** Overrides where uploads are stored (e.g. an S3 adapter). */
  fileStorage?: FileStorage;
  /**
   * Behind a reverse proxy: which hops to believe for the client address (`request.ip`, used by
   * the login throttle and rate limit) and protocol. Fastify's `trustProxy`; off by default.
   */
  trustProxy?: FastifyServerOptions["trustProxy"];
  /** The card gateway the agency's subscription is paid through; default: `paymentGateway`. */
  billingGateway?: PaymentGateway;
  /** Which gateway payments go through (STRIPE_* keys, WAYPOINT_ALLOW_SANDBOX_PAYMENTS); default: from the environment. */
  payments?: PaymentsConfig;
  /** The card gateway of every booking; default: the one `payments` configures (docs/deploy.md "Payments"). */
  paymentGateway?: PaymentGateway;
  /** Reports unhandled errors and 5xx answers (docs/deploy.md "Error reporting"); default none. */
  errorReporter?: ErrorReporter | null;
  /** What the first HTML tells the web app (the map's style, the web's error reporting); default: the environment without error reporting. */
  webSettings?: WebSettings;
  /** How long a resolved agency is reused (src/server/agency/cache.ts); 0 looks it up on every request. */
  agencyCacheMs?: number;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Builds the API (and, in production, the SPA) without listening. Routes may still be added
 * by the caller before the first request (tests do this).
 */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const production = opts.mode === "production";
  const accounts = opts.accounts ?? loadAccountsConfig(process.env, opts.mode);
  const payments = opts.payments ?? paymentsConfigFromEnv(process.env);
  const configuredSecret = opts.uploadSecret ?? (process.env.UPLOAD_SECRET?.trim() || undefined);
  // Refuse before anything listens or is seeded: a half-configured production must not serve.
  if (production)
    await assertProductionReady(opts.db, {
      accounts,
      uploadSecret: configuredSecret,
      databaseKind: opts.databaseKind ?? "pglite",
      singleInstance: opts.singleInstance ?? false,
      faultPoint: process.env.WAYPOINT_FAULT_POINT?.trim() || undefined,
      payments,
    });
  const uploadSecret = configuredSecret ?? (opts.dataDir ? loadUploadSecret(opts.dataDir) : randomUUID());
  const translator = opts.translator ?? (await createTranslator());
  const app = Fastify({
    logger: secureLoggerOptions(opts.logger ?? false),
    // Keep the caller's id so a request can be followed across services; else a fresh uuid.
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    logController: new LogController({ requestIdLogLabel: "requestId" }),
    trustProxy: opts.trustProxy ?? false,
    // The start's own work (the demo's seeding and local OpenID provider, the first reads of the database) takes more
    // than Fastify's 10 s default on a busy machine, and the start then fails; a start that hangs is the health
    // check's to see (docs/deploy.md), not a timer's.
    pluginTimeout: 120_000,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const fallbackT: Translate = translator.translator("en");
  app.decorateRequest("lang", "en");
  app.decorateRequest("t", fallbackT);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
    const query = request.query as Record<string, unknown> | undefined;
    request.lang = pickLanguage(query?.lng, request.headers["accept-language"]);
    request.t = translator.translator(request.lang);
  });

  registerErrorHandler(app);
  if (opts.errorReporter) registerErrorReporting(app, opts.errorReporter);
  const webSettings = opts.webSettings ?? webSettingsFromEnv(process.env, null);

  await app.register(fastifyCookie);
  // Before any route: brotli/gzip attaches itself to each route as it is declared.
  await registerCompression(app);
  // Headers (CSP, HSTS…), cookie policy, CSRF and Host guards: docs/security.md.
  await registerSecurity(app, {
    production,
    baseDomain: opts.baseDomain,
    stripe: Boolean(payments.stripe || opts.paymentGateway?.publishableKey),
    connectSources: webConnectSources(webSettings, process.env),
  });
  if (opts.rateLimitPerMinute !== false) {
    await app.register(fastifyRateLimit, {
      max: opts.rateLimitPerMinute ?? 1000,
      timeWindow: "1 minute",
      // Two servers, one database: counted in PostgreSQL, so the limit holds across instances. PGlite serves one
      // process (one instance by construction), so there the plugin's own store in memory counts the same hits
      // without a write per request (docs/performance.md "Search at 20 clients, part 3": a health check cost
      // 2.2–2.8 ms of the production start's CPU with the write, against 0.1–0.2 ms without).
      ...(opts.databaseKind === "postgres" ? { store: databaseRateLimitStore(opts.db) } : {}),
      // A failed count (the database restarting, a stale pooled connection) lets the request through
      // rather than answering 500: the request's own queries then fail or succeed on their own, and
      // /api/health keeps its retry (a limit that depends on the database cannot outlive it anyway).
      skipOnError: true,
      allowList: (request) => !isApiPath(request.url),
      // Thrown by the plugin and answered in the envelope by the error handler.
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        code: "FST_ERR_RATE_LIMITED",
        message: messages.tooManyRequests.message,
      }),
    });
  }
  // The abuse limits count in the same table, so its ended windows are cleaned up even without the API limit.
  registerAbuseLimits(app, opts.db, opts.abuseLimitFactor ?? 1);
  scheduleRateLimitCleanup(app, opts.db);

  // The verticals this server runs: the registry's, and a test server's extras (refused in production).
  const serverVerticalList = serverVerticals(opts.extraVerticals ?? [], production);
  const tags = apiTags(serverVerticalList);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Waypoint travel booking API",
        description: "Every answer is the envelope { status, message, data } (spec A §7). The host's agency is the one its Host names (or x-agency-key); a session is the x-access-token header.",
        contact: { name: "Waypoint" },
        version: "0.1.0",
      },
      // Where the API is: every agency's site serves it under /api on its own host.
      servers: [{ url: "/", description: "The agency's own host (its subdomain or custom domain)" }],
      tags: [...tags],
    },
    // operationIds, descriptions and every answer the global hooks can give (docs/decisions.md).
    transform: openApiTransform(tags),
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    // Same reason as above: the docs are often opened on plain-http localhost.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ""),
  });

  const agencyCache = new AgencyCache(opts.agencyCacheMs ?? AGENCY_CACHE_MS);
  const agencyOfHost = (host: string | undefined) => agencyCache.ofHost(host, () => findAgencyByHost(opts.db, host, opts.baseDomain));
  registerAgencyResolution(app, { db: opts.db, baseDomain: opts.baseDomain, cache: agencyCache });
  // Before any route: routes that declare `config.audit` are wrapped and listed (docs/security.md "Audit trail").
  registerAuditTrail(app, { db: opts.db });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  // Checks that arrive while a probe is on its way share it (a monitor and a load balancer polling at once
  // make one query, not one each: "Fast on a phone", health throughput); a check arriving after it ends
  // starts a new one, so every answer still reports the database as it is.
  const probeDatabase = shareInFlight(async (_: void) => {
    // A pooled connection the database ended (restart, failover) fails once and the pool drops
    // it; trying again reports on the database, not on one stale connection.
    for (let attempt = 1; ; attempt++) {
      try {
        if (opts.pingDatabase) await opts.pingDatabase();
        else await opts.db.execute(sql`select 1`);
        return;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  });
  r.get(
    "/api/health",
    {
      schema: {
        tags: ["system"],
        summary: "Liveness and database check",
        response: { 200: healthResponse },
      },
    },
    async (request) => {
      await probeDatabase();
      // Public: no database kind, uptime or versions (docs/decisions.md "The health check says ok and nothing else").
      return ok({ ok: true as const }, request.t(messages.ok));
    },
  );
  const fileStorage = opts.fileStorage ?? (opts.dataDir ? new LocalDiskStorage(`${opts.dataDir}/uploads`) : new MemoryFileStorage());
  registerAgencyRoutes(app, { db: opts.db });
  registerWebsiteSettingsRoutes(app, { db: opts.db, storage: fileStorage });
  registerAccounts(app, {
    db: opts.db,
    translator,
    baseDomain: opts.baseDomain,
    mode: opts.mode,
    config: accounts,
  });
  registerBackOffice(app, { db: opts.db, translator, baseDomain: opts.baseDomain });
  registerProviderRoutes(app, { db: opts.db, translator, baseDomain: opts.baseDomain, production });
  const paymentGateway = opts.paymentGateway ?? createPaymentGateway(opts.db, payments);
  const billingGateway = opts.billingGateway ?? paymentGateway;
  registerBillingRoutes(app, { db: opts.db, gateway: billingGateway, translator, log: app.log });
  // The booking core's registry of verticals: a trip add-on bundle books its items with their own verticals.
  // Each vertical's routes come from SERVER_VERTICALS (src/server/verticals.ts); app.ts names none.
  const listings = serverVerticalList.map((vertical) => vertical.listing);
  const verticals = new VerticalRegistry(listings);
  for (const vertical of serverVerticalList) await vertical.register(app, { db: opts.db, translator, verticals, gateway: paymentGateway });
  // Stripe tells what became of a payment after the browser went away; the same saga finishes it (404 without Stripe).
  registerStripeWebhook(app, { db: opts.db, verticals, webhookSecret: payments.stripe?.webhookSecret ?? null, log: app.log });
  registerTripAddOnRoutes(app, { db: opts.db, verticals });
  registerRefundProtectionConfigRoutes(app, { db: opts.db });
  registerRewardWalletRoutes(app, { db: opts.db });
  registerProposalRoutes(app, { db: opts.db, translator, verticals, baseDomain: opts.baseDomain });
  // The agency's back office: every vertical's bookings, their CSV and the dashboard (spec B §7).
  registerAgencyBookingRoutes(app, { db: opts.db, listings, verticals: serverVerticalList.map((vertical) => vertical.shared) });
  registerCheckoutSessionRoutes(app, { db: opts.db });
  // Short links (spec A §7, spec B §7) and the agency's recent searches (GET /api/agency/search/services).
  registerShortLinkRoutes(app, { db: opts.db, translator, baseDomain: opts.baseDomain });
  // My trip (spec B §7 "My trip and user"): the core's lists over every vertical, each described by its own trip description.
  registerTripRoutes(app, {
    db: opts.db,
    trips: new TripStore(opts.db, tripVerticals(serverVerticalList.map((vertical) => vertical.trip))),
  });
  registerUploadRoutes(app, { storage: fileStorage, secret: uploadSecret });
  registerGeoRoutes(app);
  registerReferenceRoutes(app, {
    exchangeRates: opts.exchangeRates ?? new EmbeddedExchangeRateProvider(),
    paymentGateway,
  });

  const spa = !!opts.staticDir && hasSpaBuild(opts.staticDir);
  if (spa)
    registerAnalyticsCsp(app, {
      agencyOfHost,
    });
  // Every page is index.html with the host's agency written in, and the answers its first load waits for.
  const pages = spa && opts.staticDir ? agencyPages(opts.staticDir, agencyOfHost, injectedAnswers(app), webSettings) : null;
  if (pages && opts.staticDir) {
    // The first page's read of the build (its first screen's module) is done as the server starts, not by a visitor.
    app.addHook("onReady", (done) => {
      pages.shell.warm((error) => app.log.error({ err: error }, "the web build could not be read"));
      done();
    });
    await registerSpa(app, opts.staticDir);
    registerShortLinkPage(app, { db: opts.db, page: pages.page, agencyOfHost });
    registerUnknownAgencyPages(app, {
      agencyExists: async (host) => (await agencyOfHost(host)) !== null,
    });
  }
  // Production has no mailbox: its page is a 404 too (the SPA then says mail goes by email).
  registerNotFound(app, { page: pages?.page ?? null, absentPages: production ? ["/mailbox"] : [] });
  return app;
}
