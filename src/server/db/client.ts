import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { MIGRATIONS_FOLDER } from "../paths";
import { copyTemplateInto, isEmptyDataDir, saveTemplate, templateTarball } from "./pglite-template";
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
  /** The cheapest round trip that proves the database answers (the health check's probe). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PGlite runs PostgreSQL inside the server's own process, so its buffer pool is the server's memory.
 * initdb's default (shared_buffers 128MB) is sized for a database server of its own; the embedded
 * database of a demo or a small agency fits in far less, and the pool's pages, once touched, stay
 * resident (docs/performance.md "Memory"). PGLITE_SHARED_BUFFERS overrides it (PostgreSQL units).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", `shared_buffers=${process.env.PGLITE_SHARED_BUFFERS?.trim() || "16MB"}`];

/**
 * PGlite: `dataDir` on disk, or in memory when omitted (tests). A new cluster starts as a copy of the
 * migrated template when there is one (pglite-template.ts); the first one made without it saves it.
 */
export function createPgliteDatabase(dataDir?: string, client?: PGlite): Database {
  let fromScratch = false;
  let pglite: PGlite;
  if (client) pglite = client;
  else if (dataDir) {
    const empty = isEmptyDataDir(dataDir);
    mkdirSync(dataDir, { recursive: true });
    fromScratch = empty && !copyTemplateInto(dataDir);
    pglite = new PGlite(dataDir, { startParams: PGLITE_START_PARAMS });
  } else {
    const tarball = templateTarball();
    fromScratch = !tarball;
    pglite = new PGlite({ startParams: PGLITE_START_PARAMS, ...(tarball ? { loadDataDir: tarball } : {}) });
  }
  const db = drizzlePglite(pglite, { schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    description: dataDir ? `PGlite at ${dataDir}` : "PGlite in memory",
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      if (fromScratch) {
        fromScratch = false;
        await saveTemplate(pglite);
      }
    },
    // An empty statement: the backend parses it and answers (EmptyQueryResponse), all a liveness check needs, at a
    // tenth of drizzle's prepared `select 1` in the server's own process ("Fast on a phone": health throughput).
    ping: async () => {
      await pglite.exec(";");
    },
    close: () => pglite.close(),
  };
}

/**
 * A pool that gets its slot back when a checked-out client's connection ends. drizzle's
 * node-postgres transaction sends BEGIN before its try/finally, so a BEGIN on a connection the server
 * has just terminated (picked from the pool before the pool saw it die) never releases the client:
 * each such race loses a slot for good, and `end()` then waits forever. Releasing on 'end' (and
 * making the later release a no-op) keeps the pool whole after restarts, failovers and
 * pg_terminate_backend.
 */
export class ReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then((client) => {
      const release = client.release;
      let released = false;
      const onEnd = () => releaseOnce(new Error("Connection ended while checked out"));
      const releaseOnce = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        client.off("end", onEnd);
        release(err);
      };
      client.once("end", onEnd);
      client.release = releaseOnce;
      return client;
    });
  }
}

export function createPostgresDatabase(url: string): Database {
  const pool = new ReleasingPool({ connectionString: url, max: 10 });
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
    ping: async () => {
      await pool.query("select 1");
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
  return opts.databaseUrl ? createPostgresDatabase(opts.databaseUrl) : createPgliteDatabase(`${opts.dataDir.replace(/\/+$/, "")}/pglite`);
}
