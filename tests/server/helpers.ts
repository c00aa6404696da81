import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { loadAccountsConfig } from "@/server/accounts/config";
import { buildApp, type AppOptions } from "@/server/app";
import { createPgliteDatabase, createPostgresDatabase, type Database } from "@/server/db/client";
import { seed } from "@/server/seed";
import { freshPostgresDatabase } from "./fresh-postgres";
import { migratedPostgresTemplate } from "./postgres-template";

export { freshPostgresDatabase };

/**
 * A migrated database for one test file: in-memory PGlite, or, when DATABASE_URL is set, a
 * fresh PostgreSQL database created beside the one the URL names from a migrated template (and dropped afterwards).
 * A fresh database rather than a schema, because drizzle-kit migrations name "public".
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = createPgliteDatabase();
    await database.migrate();
    return database;
  }
  const fresh = await freshPostgresDatabase(url, await migratedPostgresTemplate(url));
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

export interface TestContext {
  database: Database;
  app: FastifyInstance;
  close(): Promise<void>;
}

interface TestAppOptions extends Partial<AppOptions> {
  /**
   * The demo's local OpenID provider (the Google and Facebook stand-in), started on any free port as the app gets
   * ready. Off unless a test signs in through it: it costs each app ~0.2 s of start (its keys and listener), and a
   * server test file makes one or more apps.
   */
  localOpenIdProvider?: boolean;
}

/** Migrated + seeded database and an app on it; routes may still be added before the first inject. */
export async function createTestApp({ localOpenIdProvider = false, ...options }: TestAppOptions = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  await seed(database.db);
  const appOptions: AppOptions = { mode: "demo", db: database.db, databaseKind: database.kind, rateLimitPerMinute: false, ...options };
  appOptions.accounts ??= localOpenIdProvider ? undefined : loadAccountsConfig({ ...process.env, OIDC_DEV_PORT: "off" }, appOptions.mode);
  const app = await buildApp(appOptions);
  return {
    database,
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export const MIGRATIONS = fileURLToPath(new URL("../../src/server/db/migrations", import.meta.url));

/** A copy of the migrations folder whose journal ends at `lastTag`: a database as it was before a migration. */
export function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(join(tmpdir(), "waypoint-migrations-"));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === lastTag);
  if (end < 0) throw new Error(`no migration ${lastTag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }));
  return dir;
}
