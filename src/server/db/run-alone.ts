import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { Db } from "./client";

/** PGlite lives inside one process (DATA_DIR serves one process only): there is no other instance to exclude. */
export function isPglite(db: Db): boolean {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof PGlite;
}

/**
 * Two servers, one database: runs `work` on at most one instance at a time for this `name`, and
 * answers false without running it when another instance holds the name. On PostgreSQL the name is a
 * transaction-scoped advisory lock (`pg_try_advisory_xact_lock`) held by an open transaction while
 * `work` runs on other pooled connections; it is released when the transaction ends, also when the
 * process dies (the server drops its connection). On PGlite `work` just runs: a transaction there
 * would hold the single connection `work` needs, and no other process can share the database.
 */
export async function runAlone(db: Db, name: string, work: () => Promise<unknown>): Promise<boolean> {
  if (isPglite(db)) {
    await work();
    return true;
  }
  return db.transaction(async (tx) => {
    // Both drivers answer execute() with { rows }; the Db type leaves the shape open.
    const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`waypoint:${name}`})) as locked`)) as unknown as { rows: Array<{ locked: boolean }> };
    if (!result.rows[0]?.locked) return false;
    await work();
    return true;
  });
}
