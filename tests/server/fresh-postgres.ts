import { randomBytes } from "node:crypto";
import pg from "pg";

/** A new PostgreSQL database beside the one `url` names, empty or a copy of `template`: its URL, and how to drop it. */
export async function freshPostgresDatabase(url: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `waypoint_t_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
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
