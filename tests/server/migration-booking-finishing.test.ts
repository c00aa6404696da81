// Charged means finished or refunded: a flight left paid and never ticketed before the recovery round existed is
// handed to it by the migration (its 15 minutes start then); a paid hotel (booked, nothing to issue) and a ticketed
// flight are left alone. In-memory PGlite.
import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, expect, it } from "vitest";
import * as schema from "@/server/db/schema";
import { bookings } from "@/server/db/schema-bookings";
import { MIGRATIONS, migrationsUntil } from "./migration-support";
import { emptyPglite } from "./empty-pglite";

const client = await emptyPglite();
const db = drizzle(client, { schema });
const folder = migrationsUntil("_booking_finishing", false);
afterAll(async () => {
  await client.close();
  rmSync(folder, { recursive: true, force: true });
});

const AGENCY = "22222222-0000-4000-8000-000000000001";
const USER = "22222222-0000-4000-8000-000000000002";

beforeAll(async () => {
  await migrate(db, { migrationsFolder: folder });
  await db.execute(sql`insert into agencies (id, agency_name, subdomain, code, booking_menu_item_options) values (${AGENCY}, 'One', 'one', 'ONE', '[]'::jsonb)`);
  await db.execute(sql`insert into users (id, agency_id, name, email, user_type) values (${USER}, ${AGENCY}, 'Ana', 'ana@one.test', 'Customer')`);
  const booking = (ref: string, vertical: string, status: string) =>
    db.execute(sql`insert into bookings (agency_id, booked_by_user_id, vertical, reference_number, idempotency_key, supplier, offer_id, offer_expires_at,
      details, currency, net_amount, markup_amount, fee_amount, total_amount, markup_type, markup_value, status)
      values (${AGENCY}, ${USER}, ${vertical}, ${ref}, ${ref}, 'sandbox', 'offer', now(), '{}'::jsonb, 'USD', 100, 0, 0, 100, 'percent', 0, ${status})`);
  await booking("FLPAID", "flight", "paid");
  await booking("FLTICKETED", "flight", "ticketed");
  await booking("HTPAID", "hotel", "paid");
  await migrate(db, { migrationsFolder: MIGRATIONS });
});

it("hands only the paid, never ticketed flights to the recovery round", async () => {
  const rows = await db.select({ ref: bookings.referenceNumber, since: bookings.unfinishedSince, attempts: bookings.finishAttempts }).from(bookings);
  expect(Object.fromEntries(rows.map((r) => [r.ref, r.since instanceof Date]))).toEqual({ FLPAID: true, FLTICKETED: false, HTPAID: false });
  expect(rows.every((r) => r.attempts === 0)).toBe(true);
});
