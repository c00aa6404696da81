// Each PostgreSQL test database made from one migrated once ("CI green on a slow machine": the database step ran
// every migration again for each of its ~90 files). The template sits beside the database DATABASE_URL names, named
// by a hash of the migrations, so a changed migration makes a new one and the old is dropped.
import { createHash } from "node:crypto";
import pg from "pg";
import { createPostgresDatabase } from "@/server/db/client";
import { hashMigrations } from "@/server/db/pglite-template";

const PREFIX = "waypoint_tpl_";

/** This worker's template, made (or found) the first time one is asked for. */
let template: Promise<string> | undefined;

/** The name of a database migrated to the end, for `CREATE DATABASE … TEMPLATE` beside `url`'s. */
export function migratedPostgresTemplate(url: string): Promise<string> {
  template ??= findOrMake(url);
  return template;
}

async function findOrMake(url: string): Promise<string> {
  const name = `${PREFIX}${hashMigrations(createHash("sha256")).digest("hex").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // The workers of a run (and two runs) ask at once: one makes it, the others wait for it and find it.
    await admin.query("select pg_advisory_lock(hashtext('waypoint:test-template'))");
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) {
      // Migrated under another name and renamed when whole: a run killed half-way leaves no half template.
      const building = `${name}_building`;
      await admin.query(`drop database if exists "${building}" with (force)`);
      await admin.query(`create database "${building}"`);
      const target = new URL(url);
      target.pathname = `/${building}`;
      const database = createPostgresDatabase(target.toString());
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      await admin.query(`alter database "${building}" rename to "${name}"`);
      const others = await admin.query<{ datname: string }>("select datname from pg_database where starts_with(datname, $1) and datname <> $2", [PREFIX, name]);
      for (const { datname } of others.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await admin.query("select pg_advisory_unlock_all()").catch(() => undefined);
    await admin.end();
  }
  return name;
}
