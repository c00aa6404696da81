// Reliability hardening, "Faults": supplier timeouts and errors (sandbox triggers, docs/sandbox.md) answer the
// spec's messages and never leave a half-made booking: no PNR, no supplier order, no money held or
// taken, and repeats of the same key answer the same without a charge.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerProblems, readLedger } from "../../bench/lib/audit";
import { bookings } from "@/server/db/schema-bookings";
import { sandboxFlightOrders } from "@/server/db/schema-flights";
import { call, firstOffer, newKey, oneWay, plainDate, signIn, type Caller } from "./flights-fixtures";
import { createTestApp, type TestContext } from "./helpers";
import { CARD_OK, CONTACT, expectCleanError, traveller } from "./faults/support";

let ctx: TestContext;
let alice: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await signIn(ctx.app, ctx.database.db, "acme", "alice@acme.test");
});
afterAll(async () => {
  await ctx.close();
});

const TIMEOUT_NOT_CHARGED = "The airline did not confirm your booking in time. Your card was not charged; please search again.";
const SOLD_OUT_NOT_CHARGED = "The seats on this flight are no longer available. Your card was not charged.";

describe("faults: supplier timeouts and errors", () => {
  it("a search timeout (route TMO) answers 504 with the spec's message and stores nothing", async () => {
    const before = await ctx.database.db.select().from(bookings);
    const res = await call(ctx.app, alice, { method: "POST", url: "/api/flight/search", body: oneWay(plainDate(), undefined, "CCS", "TMO") });
    expect(res.statusCode).toBe(504);
    expect(expectCleanError(res.statusCode, res.body)).toBeNull();
    expect(res.json().message).toBe("The airline system did not answer in time, please try again");
    expect(await ctx.database.db.select().from(bookings)).toHaveLength(before.length);
    // The next search is unaffected.
    const ok = await call(ctx.app, alice, { method: "POST", url: "/api/flight/search", body: oneWay(plainDate()) });
    expect(ok.statusCode).toBe(200);
  });

  for (const [lastName, status, message] of [
    ["TIMEOUT", 504, TIMEOUT_NOT_CHARGED],
    ["SOLDOUT", 409, SOLD_OUT_NOT_CHARGED],
  ] as const) {
    it(`${lastName} at booking: ${status} "${message.slice(0, 40)}…", the booking failed, the card released, no supplier order`, async () => {
      const offer = await firstOffer(ctx.app, alice, oneWay(plainDate()));
      const key = newKey(lastName.toLowerCase());
      const booked = await call(ctx.app, alice, { method: "POST", url: "/api/flight/booking", body: { idempotencyKey: key, offerId: offer.id, passengers: traveller(lastName), contact: CONTACT } });
      expect(booked.statusCode).toBe(200);
      const { referenceNumber, bookingId } = booked.json().data as { referenceNumber: string; bookingId: string };
      const orders = (await ctx.database.db.select().from(sandboxFlightOrders)).length;

      // Five impatient submits at once: one supplier attempt, all told the same, nothing charged.
      const answers = await Promise.all(Array.from({ length: 5 }, () => call(ctx.app, alice, { method: "POST", url: "/api/flight/payment", body: { idempotencyKey: key, referenceNumber, card: CARD_OK } })));
      for (const res of answers) {
        expect([status, 409]).toContain(res.statusCode);
        expect(expectCleanError(res.statusCode, res.body)).toBeNull();
        expect(res.json().message).toBe(message);
      }
      // A later repeat: the same message, still no charge.
      const again = await call(ctx.app, alice, { method: "POST", url: "/api/flight/payment", body: { idempotencyKey: key, referenceNumber, card: CARD_OK } });
      expect(again.json().message).toBe(message);

      const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
      expect(row?.status).toBe("failed");
      expect(row?.failureCode).toBe(lastName === "TIMEOUT" ? "SUPPLIER_TIMEOUT" : "OFFER_SOLD_OUT");
      expect(row?.supplierReference).toBeNull();
      expect((await ctx.database.db.select().from(sandboxFlightOrders)).length).toBe(orders);
      const ledger = await readLedger(ctx.database.db);
      const intents = ledger.intents.filter((i) => i.idempotencyKey === `flight-booking:${bookingId}`);
      expect(intents.map((i) => [i.status, i.amountCaptured])).toEqual([["canceled", 0]]);
      expect(ledgerProblems(ledger)).toEqual([]);

      // The status history says what happened, and the booking list shows it as failed.
      const history = await call(ctx.app, alice, { method: "GET", url: `/api/flight/bookingStatus?referenceNumber=${referenceNumber}` });
      expect(history.json().data.bookingStatus).toBe("failed");
    });
  }
});
