import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { buildApp } from "./app";
import { createDatabase } from "./db/client";
import { DEMO_LOGINS, seed } from "./db/seed";

// Env: PORT (3000), HOST (127.0.0.1), DATA_DIR (./data), DATABASE_URL (PostgreSQL; else PGlite),
// BASE_DOMAIN (optional: <sub>.<BASE_DOMAIN> → agency), LOG_LEVEL (info), NODE_ENV / --dev,
// UPLOAD_SECRET (else a random one kept in DATA_DIR).
const dev = process.argv.includes("--dev") || process.env.NODE_ENV === "development";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const dataDir = process.env.DATA_DIR ?? "./data";
const databaseUrl = process.env.DATABASE_URL || undefined;
// The built SPA (vite build). WEB_DIST_DIR lets parallel test runs serve their own builds.
const staticDir = resolve(process.env.WEB_DIST_DIR ?? "dist/web");

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
  return text.split(",").map((part) => part.trim()).filter(Boolean);
}

async function main(): Promise<void> {
  const database = createDatabase({ databaseUrl, dataDir });
  await database.migrate();
  const seeded = await seed(database.db);

  const app = await buildApp({
    db: database.db,
    databaseKind: database.kind,
    staticDir: dev ? null : staticDir,
    dataDir,
    baseDomain: process.env.BASE_DOMAIN || undefined,
    trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY),
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
    `Waypoint travel booking (${dev ? "development: API only, run the web app with vite" : "production"})`,
    `Database: ${database.description}${seeded.agenciesInserted || seeded.usersInserted ? ` (seeded ${seeded.agenciesInserted} agencies, ${seeded.usersInserted} users)` : ""}`,
    `Listening on http://${host}:${port}`,
    `API docs: ${base}/api/docs`,
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
  ];
  if (!dev && !existsSync(resolve(staticDir, "index.html"))) {
    lines.push(`Note: ${staticDir} has no build, so only the API is served. Run \`npm run build\` (npm start does).`, "");
  }
  console.log(lines.join("\n"));
}

main().catch((error: unknown) => {
  console.error("Failed to start:", error);
  process.exit(1);
});
