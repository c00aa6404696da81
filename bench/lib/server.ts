import { fork, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabase } from "@/server/db/client";
import { readLedger, type Ledger } from "./audit";
import { freshPostgresDatabase } from "../../tests/server/fresh-postgres";
import { freePort, processRss, ServerProcess } from "./server-process";

export interface BenchServer {
  base: string;
  database: string;
  pid: number;
  rss(): Promise<number>;
  ledger(): Promise<Ledger>;
  close(): Promise<void>;
}

function ask<T>(child: ChildProcess, type: string, field: string): Promise<T> {
  return new Promise((resolve) => {
    const on = (msg: Record<string, unknown>) => {
      if (msg.type !== type) return;
      child.off("message", on);
      resolve(msg[field] as T);
    };
    child.on("message", on);
    child.send({ type });
  });
}

/**
 * Starts bench/lib/server-child.ts: PGlite in a temp dir, or a fresh PostgreSQL database when `databaseUrl` is
 * given; the web app from `webDistDir` (default dist/web).
 */
export async function startBenchServer(opts: { databaseUrl?: string; webDistDir?: string; script?: "server-child.ts" | "bare-fastify-child.ts"; execArgv?: readonly string[] } = {}): Promise<BenchServer> {
  const child = fork(fileURLToPath(new URL(`./${opts.script ?? "server-child.ts"}`, import.meta.url)), [], {
    // `execArgv` adds node flags (--cpu-prof for a profile of the server).
    execArgv: ["--import", "tsx", ...(opts.execArgv ?? [])],
    // The demo's sign-in provider on any free port: its default (PORT + 1 = 3001) is taken whenever a dev server runs.
    env: { ...process.env, BENCH_DATABASE_URL: opts.databaseUrl ?? "", DATABASE_URL: "", OIDC_DEV_PORT: "0", ...(opts.webDistDir ? { WEB_DIST_DIR: opts.webDistDir } : {}) },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  child.setMaxListeners(0);
  const ready = await new Promise<{ port: number; database: string }>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
    child.on("message", (msg: { type: string; port: number; database: string }) => {
      if (msg.type === "ready") resolve(msg);
    });
  });
  return {
    base: `http://127.0.0.1:${ready.port}`,
    database: ready.database,
    pid: child.pid ?? 0,
    rss: () => ask<number>(child, "rss", "rss"),
    ledger: () => ask<Ledger>(child, "ledger", "ledger"),
    close: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.send({ type: "close" });
      }),
  };
}

/**
 * The production start itself: `<env> node <nodeArgs> dist/server/main.js` (npm start's command, see
 * `npmStart`; build it first) in demo mode, on PGlite in a temp folder or, with `databaseUrl`, on a fresh
 * PostgreSQL database beside it; the API rate limit lifted as in server-child.ts. Its RSS is read from
 * /proc (Linux); a PGlite ledger from its data folder once the server has stopped.
 */
export async function startBundledServer(opts: { nodeArgs?: readonly string[]; env?: Record<string, string>; webDistDir?: string; databaseUrl?: string } = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "waypoint-bench-bundle-"));
  const pgDb = opts.databaseUrl ? await freshPostgresDatabase(opts.databaseUrl) : null;
  const server = new ServerProcess("bundled server", [...(opts.nodeArgs ?? []), "dist/server/main.js"], await freePort(), {
    ...opts.env,
    DATA_DIR: dataDir,
    DATABASE_URL: pgDb?.url ?? "",
    HOST: "127.0.0.1",
    WAYPOINT_MODE: "demo",
    LOG_LEVEL: "warn",
    RATE_LIMIT_PER_MINUTE: String(1e9),
    OIDC_DEV_PORT: "0",
    WEB_DIST_DIR: resolve(opts.webDistDir ?? process.env.WEB_DIST_DIR ?? "dist/web"),
  });
  await server.start(120_000);
  const pid = server.child?.pid ?? 0;
  const settings = [...Object.entries(opts.env ?? {}).map(([k, v]) => `${k}=${v}`), ...(opts.nodeArgs ?? [])].join(" ");
  return {
    base: `http://127.0.0.1:${server.port}`,
    database: `${pgDb ? "PostgreSQL" : `PGlite at ${dataDir}`} (dist/server/main.js${settings ? ` with ${settings}` : ""})`,
    pid,
    rss: async () => processRss(pid),
    ledger: async () => {
      // PGlite serves one process: the server stops before its data is read.
      await server.kill("SIGTERM");
      const database = createDatabase({ databaseUrl: pgDb?.url, dataDir });
      try {
        return await readLedger(database.db);
      } finally {
        await database.close();
      }
    },
    close: async () => {
      await server.kill("SIGTERM");
      // What the server printed (e.g. with --node-args "--trace-gc"), for a look afterwards.
      if (process.env.BENCH_SERVER_OUTPUT) writeFileSync(process.env.BENCH_SERVER_OUTPUT, server.output);
      rmSync(dataDir, { recursive: true, force: true });
      await pgDb?.drop();
    },
  };
}
