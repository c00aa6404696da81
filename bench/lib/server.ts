import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Ledger } from "./audit";

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
export async function startBenchServer(opts: { databaseUrl?: string; webDistDir?: string; script?: "server-child.ts" | "bare-fastify-child.ts" } = {}): Promise<BenchServer> {
  const child = fork(fileURLToPath(new URL(`./${opts.script ?? "server-child.ts"}`, import.meta.url)), [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, BENCH_DATABASE_URL: opts.databaseUrl ?? "", DATABASE_URL: "", ...(opts.webDistDir ? { WEB_DIST_DIR: opts.webDistDir } : {}) },
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
