// The proposals migration moves the hotel proposals into the core's proposals without loss: a database
// migrated up to the proposals table (hotel_proposals still there) with hotel proposals in it, then migrated
// to the end, keeps every proposal as one of a hotel item with its hotel, stay, room, note, status, agent and
// client (found again by email in the agency). In-memory PGlite.
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
// The migrations as they were when proposals arrived (hotel_proposals not yet moved).
const folder = migrationsUntil("_proposals", true);
afterAll(async () => {
  await client.close();
  rmSync(folder, { recursive: true, force: true });
});

const AGENCY = "11111111-0000-4000-8000-000000000001";
const AGENT = "22222222-0000-4000-8000-000000000001";
const CLIENT = "22222222-0000-4000-8000-000000000002";
const P1 = "33333333-0000-4000-8000-000000000001";
const P2 = "33333333-0000-4000-8000-000000000002";
const search = {
  searchString: "Lisbon",
  occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
  stayPeriod: { start: "2030-05-10", end: "2030-05-13" },
  locationId: "2267057",
  type: "hotel",
  code: "2267057-0",
};
const rate = { roomId: "2267057-0:1", board: "BB", refundable: true };

beforeAll(async () => {
  await migrate(db, { migrationsFolder: folder });
  await db.execute(sql`insert into agencies (id, agency_name, subdomain, code, booking_menu_item_options) values (${AGENCY}, 'Acme', 'acme', 'ACME', '[]'::jsonb)`);
  await db.execute(
    sql`insert into users (id, agency_id, name, email, user_type, is_travel_agent) values (${AGENT}, ${AGENCY}, 'Priya', 'agent@acme.test', 'Agent', true), (${CLIENT}, ${AGENCY}, 'Alice', 'alice@acme.test', 'Customer', false)`,
  );
  await db.execute(sql`insert into hotel_proposals (id, agency_id, agent_user_id, hotel_id, search, client_email, rate, note, status, created_at)
    values (${P1}, ${AGENCY}, ${AGENT}, '2267057-0', ${JSON.stringify(search)}::jsonb, 'Alice@acme.test', ${JSON.stringify(rate)}::jsonb, 'Breakfast included', 'viewed', '2029-01-02T03:04:05Z'),
           (${P2}, ${AGENCY}, null, '2267057-3', ${JSON.stringify(search)}::jsonb, 'someone@else.test', null, null, 'sent', '2029-02-03T00:00:00Z')`);
  await migrate(db, { migrationsFolder: MIGRATIONS });
});

it("moves every hotel proposal into proposals, as one hotel item, and drops the old table", async () => {
  const rows = await db.select().from(schema.proposals).orderBy(schema.proposals.id);
  expect(rows).toHaveLength(2);
  const [first, second] = rows;
  expect(first).toMatchObject({
    id: P1,
    agencyId: AGENCY,
    agentUserId: AGENT,
    clientUserId: CLIENT,
    clientEmail: "Alice@acme.test",
    note: "Breakfast included",
    status: "viewed",
    tripStart: "2030-05-10",
    expiresAt: null,
  });
  expect(first?.createdAt.toISOString()).toBe("2029-01-02T03:04:05.000Z");
  expect(first?.items).toEqual([{ vertical: "hotel", offer: { hotelId: "2267057-0", search, rate }, title: "Lisbon", subtitle: "", start: "2030-05-10", end: "2030-05-13", price: null }]);
  // No account for that email in the agency: the address stays, the client is unknown.
  expect(second).toMatchObject({ id: P2, agentUserId: null, clientUserId: null, clientEmail: "someone@else.test", status: "sent" });
  expect(second?.items[0]?.offer).toEqual({ hotelId: "2267057-3", search, rate: null });
  const old = await db.execute(sql`select to_regclass('public.hotel_proposals') as t`);
  expect((old.rows[0] as { t: unknown }).t).toBeNull();
});
