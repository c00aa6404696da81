// A new PGlite cluster starts as a copy of the migrated template (src/server/db/pglite-template.ts): the
// copy has every migration and none of the demo data, on disk and in memory, and the first cluster made
// from scratch is the one that saves the template. In-memory databases started from it share nothing.
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPgliteDatabase, type Database } from "@/server/db/client";
import { seed } from "@/server/seed";
import { MIGRATIONS } from "./helpers";

const migrationCount = readdirSync(MIGRATIONS).filter((name) => name.endsWith(".sql")).length;

async function applied(database: Database): Promise<number> {
  const rows = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n);
}

async function agencyCount(database: Database): Promise<number> {
  const rows = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from agencies`);
  return Number((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n);
}

describe("PGlite template", () => {
  const root = mkdtempSync(join(tmpdir(), "waypoint-template-"));
  const cache = join(root, "cache");
  const before = process.env.PGLITE_TEMPLATE_DIR;
  beforeAll(() => {
    process.env.PGLITE_TEMPLATE_DIR = cache;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.PGLITE_TEMPLATE_DIR;
    else process.env.PGLITE_TEMPLATE_DIR = before;
    rmSync(root, { recursive: true, force: true });
  });

  it("the first cluster made from scratch saves the migrated schema, without the data seeded after", async () => {
    const first = createPgliteDatabase(join(root, "first"));
    await first.migrate();
    await seed(first.db);
    await first.close();
    const saved = readdirSync(cache);
    expect(saved.filter((name) => name.endsWith(".tar"))).toHaveLength(1);
    expect(saved.filter((name) => !name.endsWith(".tar"))).toHaveLength(1);
  });

  it("an empty data folder and an in-memory database start from it: every migration, no agencies", async () => {
    for (const database of [createPgliteDatabase(join(root, "second")), createPgliteDatabase()]) {
      expect(await applied(database)).toBe(migrationCount);
      expect(await agencyCount(database)).toBe(0);
      await database.migrate();
      expect(await applied(database)).toBe(migrationCount);
      await database.close();
    }
    expect(existsSync(join(root, "second", "PG_VERSION"))).toBe(true);
  });

  it("in-memory databases started one after another from the one tarball read share nothing", async () => {
    // The tarball is read once per process and handed to PGlite without a copy: a database's writes must never
    // reach the bytes the next one starts from.
    const first = createPgliteDatabase();
    await seed(first.db);
    expect(await agencyCount(first)).toBeGreaterThan(0);
    await first.close();
    const second = createPgliteDatabase();
    expect(await agencyCount(second)).toBe(0);
    await seed(second.db);
    const third = createPgliteDatabase();
    expect(await agencyCount(third)).toBe(0);
    await Promise.all([second.close(), third.close()]);
  });

  it("an existing data folder is opened as it is, never overwritten by the template", async () => {
    const existing = createPgliteDatabase(join(root, "first"));
    expect(await agencyCount(existing)).toBeGreaterThan(0);
    await existing.close();
  });
});
