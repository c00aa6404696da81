import { mkdirSync } from "node:fs";
import { PGlite, types, type QueryOptions } from "@electric-sql/pglite";
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
 * The types drizzle's PGlite driver reads as PostgreSQL's text (drizzle-orm/pglite/session.js: timestamps, dates and
 * intervals, and numeric, timestamp and date arrays), which it maps to its columns' modes itself.
 */
const DRIZZLE_TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string): string => value;

/** Whether a query's parsers are drizzle's: exactly its text types, none other. */
function drizzlesParsers(parsers: QueryOptions["parsers"]): boolean {
  return parsers !== undefined && Object.keys(parsers).length === DRIZZLE_TEXT_TYPES.length && DRIZZLE_TEXT_TYPES.every((oid) => oid in parsers);
}

/**
 * drizzle hands PGlite the same parsers with every query, and PGlite merges them into a copy of its whole parser table
 * (~320 types, the catalog's array types among them) each time: a fifth of a simple query's time, on the server's own
 * thread ("Every page fast on a phone": search at 20 clients; docs/performance.md "Search at 20 clients, part 9"). The
 * instance holds drizzle's text types once instead, and a query that brings exactly those is sent without them, so
 * PGlite reads its own table as it is; anything else (other parsers, or the table changed since) passes as given.
 */
export function holdingDrizzlesParsers(pglite: PGlite): PGlite {
  // Once PGlite is ready: its start reads the catalog's array types into the same table (timestamp[] among them),
  // after which nothing of ours changes it. Until then, and if anything changes it again, queries pass as given. A
  // start that fails is reported by the queries that wait for it.
  void pglite.waitReady.then(
    () => Object.assign(pglite.parsers, Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, asText]))),
    () => undefined,
  );
  const query = pglite.query.bind(pglite);
  pglite.query = <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    if (options && drizzlesParsers(options.parsers) && DRIZZLE_TEXT_TYPES.every((oid) => pglite.parsers[oid] === asText)) {
      const { parsers: _given, ...rest } = options;
      return query<T>(text, params, rest);
    }
    return query<T>(text, params, options);
  };
  return pglite;
}

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
  // A PGlite given by a test is used as it is (the faults tests' connection that drops counts each query it is sent).
  const db = drizzlePglite(client ? pglite : holdingDrizzlesParsers(pglite), { schema });
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
