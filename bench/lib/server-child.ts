// The bench server: the real app (buildApp) on a fresh database, listening on an ephemeral loopback
// port, in its own process so its memory can be read and the driver does not share its event loop.
// Parent ↔ child over IPC: {ready, port} → ; rss → {rss}; ledger → {ledger}; close.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { buildApp } from "@/server/app";
import { createDatabase, type Database } from "@/server/db/client";
import { seed } from "@/server/seed";
import { readLedger } from "./audit";
import { freshPostgresDatabase } from "../../tests/server/fresh-postgres";

const adminUrl = process.env.BENCH_DATABASE_URL || undefined;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "waypoint-bench-"));
  const pgDb = adminUrl ? await freshPostgresDatabase(adminUrl) : null;
  const database: Database = createDatabase({ databaseUrl: pgDb?.url, dataDir });
  await database.migrate();
  await seed(database.db);
  // The global /api limit (1000 per minute per address, app.ts) would throttle one loopback client
  // legitimately, so the bench turns it off; login throttling counts failures only, and the bench
  // logs in successfully.
  const app = await buildApp({
    mode: "demo",
    db: database.db,
    databaseKind: database.kind,
    pingDatabase: () => database.ping(),
    staticDir: resolve(process.env.WEB_DIST_DIR ?? "dist/web"),
    rateLimitPerMinute: false,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  const close = async () => {
    await app.close();
    await database.close();
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on("message", (msg: { type: string }) => {
    if (msg.type === "rss") process.send?.({ type: "rss", rss: process.memoryUsage().rss });
    if (msg.type === "ledger") void readLedger(database.db).then((ledger) => process.send?.({ type: "ledger", ledger }));
    if (msg.type === "close") void close();
  });
  process.on("disconnect", () => void close());
  process.send?.({ type: "ready", port, database: database.description });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
