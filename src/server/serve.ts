import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { setFlagsFromString } from "node:v8";
import { buildApp, type AppOptions } from "./app";
import { createDatabase } from "./db/client";
import { DEMO_LOGINS, seed } from "./seed";
import { loadAccountsConfig } from "./accounts/config";
import { FAULT_POINTS, unknownFaultPoint } from "./fault-points";
import { errorReportingConfigFromEnv } from "./error-reporting/config";
import { startErrorReporting } from "./error-reporting/reporter";
import { webSettingsFromEnv } from "./web-settings";
import { paymentsConfigFromEnv } from "./payments/config";
import { demoListenProblem, modeFromEnv, PRODUCTION_REFUSAL, settingsProblems, singleInstanceFromEnv, StartupRefused, type ServerMode } from "./security/mode";

// Env: WAYPOINT_MODE (demo | production; else NODE_ENV=production → production, anything else the demo),
// PORT (3000), HOST (127.0.0.1), DATA_DIR (./data), DATABASE_URL (PostgreSQL; else PGlite, which production
// accepts only with WAYPOINT_SINGLE_INSTANCE=1: one instance),
// BASE_DOMAIN (optional: <sub>.<BASE_DOMAIN> → agency), LOG_LEVEL (info), --dev (API only, pretty logs),
// UPLOAD_SECRET (production: required; demo: else a random one kept in DATA_DIR), SMTP_URL,
// DEMO_ALLOW_NETWORK (demo on a non-loopback HOST), RATE_LIMIT_PER_MINUTE (API requests per client
// address per minute across every instance; default 1000), ABUSE_LIMITS_FACTOR (multiplies the abuse limits of
// src/shared/abuse-limits.ts; default 1: the browser tests raise it), PGLITE_TEMPLATE_DIR (.cache/pglite: the migrated
// cluster a new PGlite data folder is copied from; "off"), PGLITE_SHARED_BUFFERS (16MB), PGLITE_OPTIMIZE
// (true: V8 optimises PGlite's WebAssembly, at the cost of memory and start-up CPU). What production
// needs: docs/deploy.md. Test-only: WAYPOINT_FAULT_POINT, WAYPOINT_FAULT_VERTICAL (src/server/fault-points.ts;
// production refuses to start with a fault point). SENTRY_DSN, SENTRY_WEB_DSN, SENTRY_RELEASE, SENTRY_ENVIRONMENT,
// SENTRY_SAMPLE_RATE (error reporting, off without SENTRY_DSN), MAP_STYLE_URL, MAP_SOURCES (the map): docs/deploy.md.
const dev = process.argv.includes("--dev") || process.env.NODE_ENV === "development";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const dataDir = process.env.DATA_DIR ?? "./data";
const databaseUrl = process.env.DATABASE_URL || undefined;
const singleInstance = singleInstanceFromEnv();
// The built SPA (vite build). WEB_DIST_DIR lets parallel test runs serve their own builds.
const staticDir = resolve(process.env.WEB_DIST_DIR ?? "dist/web");
const rateLimitSetting = Number(process.env.RATE_LIMIT_PER_MINUTE);
const rateLimitPerMinute = Number.isSafeInteger(rateLimitSetting) && rateLimitSetting > 0 ? rateLimitSetting : undefined;
const abuseFactorSetting = Number(process.env.ABUSE_LIMITS_FACTOR);
const abuseLimitFactor = Number.isSafeInteger(abuseFactorSetting) && abuseFactorSetting > 0 ? abuseFactorSetting : undefined;

/**
 * TRUST_PROXY: unset/false — clients connect directly; true — believe every X-Forwarded-For hop;
 * a number — that many proxy hops; else a comma list of proxy addresses/CIDRs (docs/server.md).
 */
function trustProxyFromEnv(value: string | undefined): boolean | string[] | ((address: string, hop: number) => boolean) {
  const text = value?.trim() ?? "";
  if (text === "" || text === "false") return false;
  if (text === "true") return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/** What the start banner says the demo is, plainly: its back doors are the point, and public. */
function demoBanner(base: string, port: number, smtp: boolean): string[] {
  const mail = smtp
    ? ["  - Mail is sent through SMTP_URL (there is no embedded mailbox)."]
    : ["  - Mailbox: no mail leaves this machine. Verification links, password resets and invitations are in", `    the embedded mailbox of each agency site, e.g. http://acme.localhost:${port}/mailbox`];
  return [
    "DEMO MODE — for trying Waypoint on this machine, never for the internet (production: docs/deploy.md).",
    "  Anyone who can reach this port can use the demo logins below, read every mail, and sign in as anyone:",
    ...mail,
    "  - A local OpenID provider stands in for Google and Facebook and signs in any email you type.",
    "  - Acme accepts SSO tokens signed with a public demo secret (docs/accounts.md).",
    `  API docs: ${base}/api/docs`,
  ];
}

/**
 * Starts the server from the environment above. `extraVerticals`: a test server's (the browser walk of the
 * airport-transfer fixture, tests/fixtures/transfers/test-server.ts); production refuses any (buildApp).
 */
async function serve(options: Pick<AppOptions, "extraVerticals">): Promise<void> {
  const mode: ServerMode = modeFromEnv();
  if (mode === "demo") {
    const problem = demoListenProblem(host);
    if (problem) throw new StartupRefused([problem], "Waypoint cannot start:");
    if (unknownFaultPoint(process.env.WAYPOINT_FAULT_POINT)) {
      throw new StartupRefused([`WAYPOINT_FAULT_POINT is "${process.env.WAYPOINT_FAULT_POINT}"; use one of ${FAULT_POINTS.join(", ")}.`], "Waypoint cannot start:");
    }
  } else if (!databaseUrl && !singleInstance) {
    // Refused before a PGlite cluster is made in DATA_DIR; the settings' other problems are listed with it
    // (buildApp checks the rest, the database's contents included, once there is a database to read).
    const problems = settingsProblems({
      accounts: loadAccountsConfig(process.env, mode),
      uploadSecret: process.env.UPLOAD_SECRET?.trim() || undefined,
      databaseKind: "pglite",
      singleInstance,
      faultPoint: process.env.WAYPOINT_FAULT_POINT?.trim() || undefined,
      payments: paymentsConfigFromEnv(process.env),
    });
    throw new StartupRefused(problems, PRODUCTION_REFUSAL);
  }
  // PGlite's WebAssembly stays on V8's baseline compiler (Liftoff): optimising it with TurboFan costs
  // about a second of CPU at start and ~45 MiB of resident code, while the server's queries are small
  // and spend their time in the PostgreSQL protocol, not in hot loops (docs/performance.md "A lean
  // server"). Set before PGlite compiles its module; a V8 without the flag warns and goes on.
  if (!databaseUrl && process.env.PGLITE_OPTIMIZE !== "true") setFlagsFromString("--liftoff-only");
  // Before the database: a start that fails on it is reported too (the process-level handlers).
  const errorReporting = errorReportingConfigFromEnv(process.env, mode);
  const errorReporter = errorReporting?.dsn ? await startErrorReporting({ ...errorReporting, dsn: errorReporting.dsn }) : null;
  const database = createDatabase({ databaseUrl, dataDir });
  await database.migrate();
  // Production starts from the operator's own agencies and users (docs/deploy.md): no demo data.
  const seeded = mode === "demo" ? await seed(database.db) : null;

  const app = await buildApp({
    ...options,
    mode,
    db: database.db,
    databaseKind: database.kind,
    singleInstance,
    pingDatabase: () => database.ping(),
    errorReporter,
    webSettings: webSettingsFromEnv(process.env, errorReporting),
    staticDir: dev ? null : staticDir,
    dataDir,
    baseDomain: process.env.BASE_DOMAIN || undefined,
    trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY),
    ...(rateLimitPerMinute ? { rateLimitPerMinute } : {}),
    ...(abuseLimitFactor ? { abuseLimitFactor } : {}),
    logger: {
      level: process.env.LOG_LEVEL ?? "info",
      ...(dev ? { transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } } } : {}),
    },
  });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port, host });

  const base = `http://localhost:${port}`;
  const lines = [
    "",
    `Waypoint travel booking — ${mode === "demo" ? "demo" : "production"} mode${dev ? " (development: API only, run the web app with vite)" : ""}`,
    `Database: ${database.description}${seeded && (seeded.agenciesInserted || seeded.usersInserted) ? ` (seeded ${seeded.agenciesInserted} agencies, ${seeded.usersInserted} users)` : ""}`,
    `Listening on http://${host}:${port}`,
    "",
  ];
  if (mode === "demo") {
    lines.push(
      ...demoBanner(base, port, !!process.env.SMTP_URL),
      "",
      "Agencies:",
      `  Waypoint (provider)  ${base}`,
      `  Acme Travel          http://acme.localhost:${port}   (custom domain travel.acme.test)`,
      `  Nomad Journeys       http://nomad.localhost:${port}  (split-screen login)`,
      `  Dormant Tours        http://dormant.localhost:${port} (inactive)`,
      "",
      "Demo logins (password for all: " + (DEMO_LOGINS[0]?.password ?? "") + "):",
      ...DEMO_LOGINS.map((l) => `  ${l.agency.padEnd(15)} ${l.role.padEnd(19)} ${l.email}`),
      "",
    );
  } else {
    lines.push("Mail goes through SMTP_URL; no demo logins, mailbox, local OpenID provider or demo SSO secret.", "");
  }
  if (!dev && !existsSync(resolve(staticDir, "index.html"))) {
    lines.push(`Note: ${staticDir} has no build, so only the API is served. Run \`npm run build\` (npm start does).`, "");
  }
  console.log(lines.join("\n"));
}

/** Runs the server; a refusal to start is printed alone (the operator's to-do list), anything else as it failed. */
export function runServer(options: Pick<AppOptions, "extraVerticals"> = {}): void {
  serve(options).catch((error: unknown) => {
    // A refusal is the operator's to-do list: print it alone, not a stack trace.
    if (error instanceof StartupRefused) console.error(`\n${error.message}\n`);
    else console.error("Failed to start:", error);
    process.exit(1);
  });
}
