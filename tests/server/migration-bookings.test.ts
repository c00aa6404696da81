// The booking core's migration (0005_bookings) moves the flight tables into bookings, booking_events and
// markups without loss: a database filled through the schema as it was before (migrations up to
// 0004), then migrated, keeps every booking, event, markup and the saved checkout's link to its booking.
// In-memory PGlite, or a fresh PostgreSQL database when DATABASE_URL is set (.ci/run does both).
import { rmSync } from "node:fs";
import { asc, eq, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import { paymentOutcome } from "@/server/checkout-sessions/service";
import { loadPricingRule } from "@/server/pricing/rules";
import { freshPostgresDatabase, MIGRATIONS, migrationsUpTo } from "./helpers";
import { emptyPglite } from "./empty-pglite";

interface Harness {
  db: Db;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openDatabase(): Promise<Harness> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const client = await emptyPglite();
    const db = drizzlePglite(client, { schema });
    return {
      db: db as unknown as Db,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const fresh = await freshPostgresDatabase(url);
  const pool = new pg.Pool({ connectionString: fresh.url, max: 2 });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await fresh.drop();
    },
  };
}

const offer = {
  id: "OF-LIS-GRU-1",
  supplier: "sandbox",
  expiresAt: "2030-05-02T10:30:00.000Z",
  totalAmount: { amount: 100000, currency: "USD" },
  passengers: [{ type: "ADT", count: 1 }],
  flights: [
    {
      origin: "LIS",
      destination: "GRU",
      departureTime: "2030-05-10T09:00:00",
      arrivalTime: "2030-05-10T17:00:00",
      airlineName: "TAP",
    },
  ],
};
const ticketedPassengers = [
  {
    type: "ADT",
    firstName: "Ada",
    lastName: "Lovelace",
    birthDate: "1985-04-02",
    citizenship: "PT",
    ticketNumber: "047-1234567890",
  },
];
const contact = {
  email: "ada@example.test",
  phone: "+351 21 000 0000",
  firstName: "Ada",
};
const protection = {
  quoteId: "9a7f5c1e-2f2b-4b7a-9c55-3c0f4d1e2a10",
  protectionAmount: { amount: 7500, currency: "USD" },
  products: [
    {
      productCode: "FLIGHT",
      description: "LIS → GRU",
      coveredAmount: { amount: 108000, currency: "USD" },
    },
  ],
};

const ids = {
  ticketed: "5f0e8a52-7d1b-4b5e-9a51-1c2d3e4f5a01",
  cancelled: "5f0e8a52-7d1b-4b5e-9a51-1c2d3e4f5a02",
  events: [
    "6a1b2c3d-0000-4000-8000-000000000001",
    "6a1b2c3d-0000-4000-8000-000000000002",
    "6a1b2c3d-0000-4000-8000-000000000003",
    "6a1b2c3d-0000-4000-8000-000000000004",
    "6a1b2c3d-0000-4000-8000-000000000005",
  ],
  markups: ["7b2c3d4e-0000-4000-8000-000000000001", "7b2c3d4e-0000-4000-8000-000000000002", "7b2c3d4e-0000-4000-8000-000000000003"],
  session: "8c3d4e5f-0000-4000-8000-000000000001",
};

describe("migration 0005_bookings: flight bookings, events, markups and saved checkouts move to the booking core", () => {
  let h: Harness;
  let folder: string;
  let agencyId: string;
  let agentId: string;
  let clientId: string;

  beforeAll(async () => {
    h = await openDatabase();
    folder = migrationsUpTo("0004_refund_protection");
    await h.migrate(folder);
    // The agency and its people too through the tables as they were: the schema of today has columns
    // that later migrations add.
    const rows = (result: unknown) => (result as { rows: Array<{ id: string }> }).rows;
    const [agency] = rows(await h.db.execute(sql`INSERT INTO agencies (code, agency_name, subdomain, booking_menu_item_options) VALUES ('MIG', 'Migration Travel', 'migration', '[]'::jsonb) RETURNING id`));
    if (!agency) throw new Error("agency");
    agencyId = agency.id;
    const people = rows(
      await h.db.execute(sql`INSERT INTO users (agency_id, name, email, is_travel_agent, user_type) VALUES
        (${agencyId}, 'Agent Smith', 'agent@migration.test', true, 'Agent'),
        (${agencyId}, 'Client Ada', 'ada@migration.test', false, 'Customer') RETURNING id`),
    );
    agentId = people[0]?.id ?? "";
    clientId = people[1]?.id ?? "";
    const { db } = h;
    const j = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
    // Through the schema as it was (0002 + 0004): flight_bookings, flight_booking_events, flight_markup_configs.
    await db.execute(sql`INSERT INTO flight_bookings (id, agency_id, reference_number, booked_by_user_id, client_user_id, idempotency_key, payment_idempotency_key, supplier, offer_id, offer, passengers, contact, supplier_order_id, pnr, currency, net_amount, markup_amount, fee_amount, total_amount, protection_amount, refund_protection, markup_type, markup_value, status, payment_intent_id, card_brand, card_last4, created_at, updated_at)
      VALUES (${ids.ticketed}, ${agencyId}, 'FLTICKET01', ${agentId}, ${clientId}, 'book-key-1', 'pay-key-1', 'sandbox', ${offer.id}, ${j(offer)}, ${j(ticketedPassengers)}, ${j(contact)}, 'ord_ABC123', 'ABC123', 'USD', 100000, 8000, 1500, 117000, 7500, ${j(protection)}, 'percent', 8, 'ticketed', 'pi_1', 'visa', '4242', '2030-04-01T10:00:00Z', '2030-04-01T10:01:00Z')`);
    await db.execute(sql`INSERT INTO flight_bookings (id, agency_id, reference_number, booked_by_user_id, client_user_id, idempotency_key, payment_idempotency_key, supplier, offer_id, offer, passengers, contact, supplier_order_id, pnr, currency, net_amount, markup_amount, fee_amount, total_amount, markup_type, markup_value, status, payment_intent_id, card_brand, card_last4, penalty_amount, refund_amount, created_at, updated_at)
      VALUES (${ids.cancelled}, ${agencyId}, 'FLCANCEL02', ${clientId}, NULL, 'book-key-2', NULL, 'sandbox', ${offer.id}, ${j(offer)}, ${j(ticketedPassengers)}, ${j(contact)}, 'ord_DEF456', 'DEF456', 'USD', 100000, 2000, 0, 102000, 'fixed', 2000, 'cancelled', 'pi_2', 'mastercard', '4444', 30000, 72000, '2030-04-02T10:00:00Z', '2030-04-03T09:00:00Z')`);
    const events = [
      [ids.events[0], ids.ticketed, "held", null, "2030-04-01T10:00:00Z"],
      [ids.events[1], ids.ticketed, "ticketed", null, "2030-04-01T10:01:00Z"],
      [ids.events[2], ids.cancelled, "held", null, "2030-04-02T10:00:00Z"],
      [ids.events[3], ids.cancelled, "paid", "card captured", "2030-04-02T10:01:00Z"],
      [ids.events[4], ids.cancelled, "cancelled", null, "2030-04-03T09:00:00Z"],
    ] as const;
    for (const [id, bookingId, status, note, at] of events) {
      await db.execute(sql`INSERT INTO flight_booking_events (id, booking_id, status, note, at) VALUES (${id}, ${bookingId}, ${status}, ${note}, ${at})`);
    }
    await db.execute(sql`INSERT INTO flight_markup_configs (id, agency_id, level, user_id, markup_type, markup_value, agency_fee, updated_at) VALUES
      (${ids.markups[0]}, ${agencyId}, 'agency', NULL, 'percent', 8, 1500, '2030-01-01T00:00:00Z'),
      (${ids.markups[1]}, ${agencyId}, 'agent', ${agentId}, 'fixed', 2500, NULL, '2030-01-02T00:00:00Z'),
      (${ids.markups[2]}, ${agencyId}, 'client', ${clientId}, NULL, NULL, 900, '2030-01-03T00:00:00Z')`);
    // A saved checkout whose machine holds the booking's idempotency key: the resumed checkout asks by that key.
    await db.insert(schema.checkoutSessions).values({
      id: ids.session,
      agencyId,
      ownerUserId: agentId,
      clientUserId: clientId,
      vertical: "flights",
      machineId: "flightBooking",
      machineVersion: 3,
      snapshot: {
        context: {
          bookingIdempotencyKey: "book-key-1",
          paymentIdempotencyKey: "pay-key-1",
          referenceNumber: "FLTICKET01",
        },
      },
      summary: { title: "LIS → GRU", step: "payment" } as never,
      priceAmount: 117000,
      priceCurrency: "USD",
      expiresAt: new Date("2030-06-01T00:00:00Z"),
    });
    await h.migrate(MIGRATIONS);
  });

  afterAll(async () => {
    await h?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("moves both bookings with their ids, references, keys, money, card and the flight's details", async () => {
    const rows = await h.db.select().from(schema.bookings).orderBy(asc(schema.bookings.referenceNumber));
    expect(rows.map((r) => r.id)).toEqual([ids.cancelled, ids.ticketed]);
    const [cancelled, ticketed] = rows;
    expect(ticketed).toMatchObject({
      vertical: "flight",
      agencyId,
      referenceNumber: "FLTICKET01",
      bookedByUserId: agentId,
      clientUserId: clientId,
      idempotencyKey: "book-key-1",
      paymentIdempotencyKey: "pay-key-1",
      supplier: "sandbox",
      offerId: offer.id,
      supplierOrderId: "ord_ABC123",
      supplierReference: "ABC123",
      currency: "USD",
      netAmount: 100000,
      markupAmount: 8000,
      feeAmount: 1500,
      addOnsAmount: 7500,
      totalAmount: 117000,
      refundProtection: protection,
      markupType: "percent",
      markupValue: 8,
      status: "ticketed",
      paymentIntentId: "pi_1",
      cardBrand: "visa",
      cardLast4: "4242",
      penaltyAmount: null,
      refundAmount: null,
      failureCode: null,
      paymentLockedUntil: null,
    });
    expect(ticketed?.details).toEqual({
      offer,
      passengers: ticketedPassengers,
      contact,
    });
    expect(ticketed?.offerExpiresAt.toISOString()).toBe(offer.expiresAt);
    expect(ticketed?.createdAt.toISOString()).toBe("2030-04-01T10:00:00.000Z");
    expect(ticketed?.updatedAt.toISOString()).toBe("2030-04-01T10:01:00.000Z");
    expect(cancelled).toMatchObject({
      referenceNumber: "FLCANCEL02",
      bookedByUserId: clientId,
      clientUserId: null,
      paymentIdempotencyKey: null,
      supplierReference: "DEF456",
      addOnsAmount: 0,
      refundProtection: null,
      markupType: "fixed",
      markupValue: 2000,
      status: "cancelled",
      penaltyAmount: 30000,
      refundAmount: 72000,
    });
  });

  it("moves the status history with its notes and times", async () => {
    const events = await h.db.select().from(schema.bookingEvents).orderBy(asc(schema.bookingEvents.at));
    expect(events.map((e) => [e.id, e.bookingId, e.status, e.note, e.at.toISOString()])).toEqual([
      [ids.events[0], ids.ticketed, "held", null, "2030-04-01T10:00:00.000Z"],
      [ids.events[1], ids.ticketed, "ticketed", null, "2030-04-01T10:01:00.000Z"],
      [ids.events[2], ids.cancelled, "held", null, "2030-04-02T10:00:00.000Z"],
      [ids.events[3], ids.cancelled, "paid", "card captured", "2030-04-02T10:01:00.000Z"],
      [ids.events[4], ids.cancelled, "cancelled", null, "2030-04-03T09:00:00.000Z"],
    ]);
  });

  it("moves the agency, agent and client markups as flight markups, and pricing reads them", async () => {
    const rows = await h.db.select().from(schema.markups).orderBy(asc(schema.markups.updatedAt));
    expect(rows.map((r) => [r.id, r.vertical, r.level, r.userId, r.markupType, r.markupValue, r.agencyFee])).toEqual([
      [ids.markups[0], "flight", "agency", null, "percent", 8, 1500],
      [ids.markups[1], "flight", "agent", agentId, "fixed", 2500, null],
      [ids.markups[2], "flight", "client", clientId, null, null, 900],
    ]);
    expect(await loadPricingRule(h.db, "flight", { agencyId, agentId, clientId })).toEqual({ markupType: "fixed", markupValue: 2500, agencyFee: 900 });
    // No markup was ever set for hotels: spec B §9's defaults.
    expect(await loadPricingRule(h.db, "hotel", { agencyId, agentId, clientId })).toEqual({ markupType: "percent", markupValue: 0, agencyFee: 0 });
  });

  it("keeps the saved checkout and its link to the booking (the resumed checkout finds the payment)", async () => {
    const [session] = await h.db.select().from(schema.checkoutSessions).where(eq(schema.checkoutSessions.id, ids.session));
    expect(session?.snapshot).toEqual({
      context: {
        bookingIdempotencyKey: "book-key-1",
        paymentIdempotencyKey: "pay-key-1",
        referenceNumber: "FLTICKET01",
      },
    });
    const [agent] = await h.db.select().from(schema.users).where(eq(schema.users.id, agentId));
    if (!agent) throw new Error("agent");
    for (const key of ["book-key-1", "pay-key-1"]) {
      expect(await paymentOutcome(h.db, agent, key)).toEqual({
        status: "succeeded",
        reference: "FLTICKET01",
        card: { brand: "visa", last4: "4242" },
        challengeId: null,
        declineCode: null,
      });
    }
  });

  it("drops the flight tables", async () => {
    const result = await h.db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name IN ('flight_bookings', 'flight_booking_events', 'flight_markup_configs')`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as unknown[];
    expect(rows).toEqual([]);
  });
});
