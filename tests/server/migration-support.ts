// A migration's test starts from the database as it was before that migration: a copy of the migrations folder
// whose journal ends at a migration found by name (never by number: migrations are renumbered when branches merge).
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

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
