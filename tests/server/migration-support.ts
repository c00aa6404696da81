// A migration's test starts from the database as it was before that migration: a copy of the migrations folder
// whose journal ends at a migration found by name (never by number: migrations are renumbered when branches merge).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import * as schema from "@/server/db/schema";
import { emptyPglite } from "./empty-pglite";

export const MIGRATIONS = fileURLToPath(new URL("../../src/server/db/migrations", import.meta.url));

/** A copy of the migrations up to the one whose tag ends with `tagSuffix`, that one included or not. */
export function migrationsUntil(tagSuffix: string, including: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), "waypoint-migrations-"));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith(tagSuffix));
  if (at < 0) throw new Error(`no migration ${tagSuffix}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, including ? at + 1 : at) }));
  return dir;
}

/**
 * An in-memory PGlite migrated up to the migration whose tag ends with `tagSuffix` (that one left out): the test puts
 * its rows in, then `migrateToEnd()` runs the rest. `close()` drops the database and the folder's copy.
 */
export async function databaseBefore(tagSuffix: string) {
  const client = await emptyPglite();
  const db = drizzle(client, { schema });
  const folder = migrationsUntil(tagSuffix, false);
  await migrate(db, { migrationsFolder: folder });
  return {
    db,
    migrateToEnd: () => migrate(db, { migrationsFolder: MIGRATIONS }),
    close: async () => {
      await client.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
