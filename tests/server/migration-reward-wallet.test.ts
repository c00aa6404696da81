// The reward wallet's migration keeps every booking's money: a database migrated up to just before it, with a paid
// booking in it, then migrated to the end, records that booking as paid by card in full (spec B §3 paidFromCard =
// total, paidFromCredit = 0). In-memory PGlite.
import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, expect, it } from "vitest";
import * as schema from "@/server/db/schema";
import { MIGRATIONS, migrationsUntil } from "./migration-support";
import { emptyPglite } from "./empty-pglite";

const client = await emptyPglite();
const db = drizzle(client, { schema });
const folder = migrationsUntil("_reward_wallet", false);
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
