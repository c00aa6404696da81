import pg from "pg";

/** A new, empty database beside the one `url` names (same server and role), and how to drop it afterwards. */
export async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `waypoint_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}
