import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp, type AppOptions } from "../../src/server/app";
import { createPgliteDatabase, createPostgresDatabase, type Database } from "../../src/server/db/client";
import { seed } from "../../src/server/db/seed";

/**
 * A migrated database for one test file: in-memory PGlite, or, when DATABASE_URL is set, a
 * fresh PostgreSQL database created beside the one the URL names (and dropped afterwards).
 * A fresh database rather than a schema, because drizzle-kit migrations name "public".
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = createPgliteDatabase();
    await database.migrate();
    return database;
  }
  const fresh = await freshPostgresDatabase(url);
  const database = createPostgresDatabase(fresh.url);
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}

/** A new, empty PostgreSQL database beside the one `url` names: its URL, and how to drop it. */
export async function freshPostgresDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `waypoint_t_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  return {
    url: testUrl.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface TestContext {
  database: Database;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Migrated + seeded database and an app on it; routes may still be added before the first inject. */
export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  await seed(database.db);
  const app = await buildApp({ mode: "demo", db: database.db, databaseKind: database.kind, rateLimitPerMinute: false, ...options });
  return {
    database,
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
