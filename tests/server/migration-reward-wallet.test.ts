// The reward wallet's migration keeps every booking's money: a database migrated up to just before it, with a paid
// booking in it, then migrated to the end, records that booking as paid by card in full (spec B §3 paidFromCard =
// total, paidFromCredit = 0). In-memory PGlite.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, expect, it } from "vitest";
import * as schema from "../../src/server/db/schema";

const MIGRATIONS = fileURLToPath(new URL("../../src/server/db/migrations", import.meta.url));

/** The migrations folder as it was before the reward wallet: its journal ends just before it. */
function migrationsBeforeWallet(): string {
  const dir = mkdtempSync(join(tmpdir(), "waypoint-migrations-"));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  // By name, not number: migrations are renumbered when branches merge.
  const wallet = journal.entries.findIndex((e) => e.tag.endsWith("_reward_wallet"));
  if (wallet < 1) throw new Error("no reward wallet migration");
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, wallet) }));
  return dir;
}

const client = new PGlite();
const db = drizzle(client, { schema });
const folder = migrationsBeforeWallet();
afterAll(async () => {
  await client.close();
  rmSync(folder, { recursive: true, force: true });
});

const AGENCY = "11111111-0000-4000-8000-000000000001";
const USER = "22222222-0000-4000-8000-000000000002";

beforeAll(async () => {
  await migrate(db, { migrationsFolder: folder });
  await db.execute(sql`insert into agencies (id, agency_name, subdomain, code, booking_menu_item_options) values (${AGENCY}, 'Acme', 'acme', 'ACME', '[]'::jsonb)`);
  await db.execute(sql`insert into users (id, agency_id, name, email, user_type, is_travel_agent) values (${USER}, ${AGENCY}, 'Alice', 'alice@acme.test', 'Customer', false)`);
  await db.execute(sql`insert into bookings (vertical, agency_id, reference_number, booked_by_user_id, idempotency_key, supplier, offer_id, offer_expires_at, details, currency, net_amount, markup_amount, fee_amount, total_amount, markup_type, markup_value, status)
    values ('hotel', ${AGENCY}, 'WH-1', ${USER}, 'key-1', 'sandbox', 'OF1', now(), '{}'::jsonb, 'USD', 10000, 1000, 500, 11500, 'percent', 10, 'paid')`);
  await migrate(db, { migrationsFolder: MIGRATIONS });
});

it("records every existing booking as paid by card in full, none from credit", async () => {
  const [row] = await db.select().from(schema.bookings);
  expect(row).toMatchObject({ referenceNumber: "WH-1", totalAmount: 11_500, paidFromCard: 11_500, paidFromCredit: 0 });
  expect(await db.select().from(schema.rewardWallets)).toEqual([]);
});
