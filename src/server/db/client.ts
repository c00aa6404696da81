import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the rest of the server sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Human-readable location with any password hidden, printed at start. */
  description: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

/** PGlite: `dataDir` on disk, or in memory when omitted (tests). */
export function createPgliteDatabase(dataDir?: string, client?: PGlite): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = client ?? (dataDir ? new PGlite(dataDir) : new PGlite());
  const db = drizzlePglite(pglite, { schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    description: dataDir ? `PGlite at ${dataDir}` : "PGlite in memory",
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pglite.close(),
  };
}

export function createPostgresDatabase(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client whose connection the server ends (restart, failover, DROP … WITH (FORCE)) emits
  // 'error' on the pool; unhandled, that would crash the process. The pool replaces the client.
  pool.on("error", () => undefined);
  // The same while a client is checked out (between a transaction's statements, or just before its
  // release): pg emits 'error' on the client itself, and the pool drops it when it comes back.
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    description: `PostgreSQL at ${describePostgresUrl(url)}`,
    migrate: async () => {
      // Two servers, one database: instances starting together migrate one after the other (a
      // session advisory lock on a connection of its own); the later ones find nothing left to do.
      const lock = await pool.connect();
      try {
        await lock.query("select pg_advisory_lock(hashtext('waypoint:migrate'))");
        await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lock.query("select pg_advisory_unlock(hashtext('waypoint:migrate'))").catch(() => undefined);
        lock.release();
      }
    },
    close: () => pool.end(),
  };
}

/** "user@host:port/db" without the password. */
function describePostgresUrl(url: string): string {
  try {
    const u = new URL(url);
    const user = u.username ? `${decodeURIComponent(u.username)}@` : "";
    return `${user}${u.host}${u.pathname}`;
  } catch {
    return "(unparseable DATABASE_URL)";
  }
}

export function createDatabase(opts: { databaseUrl?: string | undefined; dataDir: string }): Database {
  return opts.databaseUrl
    ? createPostgresDatabase(opts.databaseUrl)
    : createPgliteDatabase(`${opts.dataDir.replace(/\/+$/, "")}/pglite`);
}
