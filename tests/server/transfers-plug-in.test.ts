// The plug-in shape, proved by a fifth vertical the product does not ship (tests/fixtures/transfers): a test server
// given `transferPlugIn` as its one extra value searches, prices, reserves, pays and cancels an airport transfer
// through the API on the booking core's routes, its markup from the agency's pricing rule; production refuses a
// test vertical (docs/decisions.md "Test verticals").
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentResult, PenaltyQuote } from "../../src/shared/api/bookings";
import { SERVER_VERTICALS, serverVerticals } from "../../src/server/verticals";
import { agencies } from "../../src/server/db/schema";
import { bookings, markups } from "../../src/server/db/schema-bookings";
import { TRANSFER, TRANSFER_BASE, transferPlugIn } from "../fixtures/transfers/server";
import type { TransferOffer, TransferPricing, TransferReservation, TransferSearchRequest } from "../fixtures/transfers/schemas";
import { call, card, CARDS, newKey, signIn, type Caller } from "./flights-fixtures";
import { createTestApp, type TestContext } from "./helpers";

let ctx: TestContext;
let alice: Caller;
let bob: Caller & { user: { id: string } };

beforeAll(async () => {
  ctx = await createTestApp({ extraVerticals: [transferPlugIn] });
  alice = await signIn(ctx.app, ctx.database.db, "acme", "alice@acme.test");
  bob = await signIn(ctx.app, ctx.database.db, "acme", "bob@acme.test");
});
afterAll(async () => ctx?.close());

const json = <T>(res: { json(): unknown }) => res.json() as { status: boolean; message: string; data: T };
const post = (caller: Caller, path: string, body: unknown) => call(ctx.app, caller, { method: "POST", url: `${TRANSFER_BASE}/${path}`, body });
const search: TransferSearchRequest = { airport: "LIS", hotel: "Hotel Lisboa Plaza", pickUpDateTime: "2030-05-10T18:30", passengers: 2 };
const passenger = { firstName: "Ana", lastName: "Silva" };
const contact = { email: "ana@example.test", phone: "+1 415 555 0100" };

async function firstOffer(caller: Caller): Promise<TransferOffer> {
  const res = await post(caller, "search", search);
  expect(res.statusCode, res.body).toBe(200);
  const offer = json<{ offers: TransferOffer[] }>(res).data.offers[0];
  if (!offer) throw new Error("no transfer offered");
  return offer;
}

async function reserve(caller: Caller, offerId: string, lead = passenger) {
  const res = await post(caller, "reserve", { idempotencyKey: newKey("reserve"), offerId, passenger: lead, contact });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ referenceNumber: string; totalAmount: { amount: number; currency: string } }>(res).data;
}

const pay = (caller: Caller, referenceNumber: string, number: string = CARDS.ok) =>
  post(caller, "payment", { idempotencyKey: newKey("pay"), referenceNumber, card: card(number) });

describe("an airport transfer booked through the API on the booking core (plug-in proof)", () => {
  it("search → price → reserve → pay → find → cancellation quote → cancel: a cancelled booking, refunded in full", async () => {
    const offer = await firstOffer(alice);
    const priced = await post(alice, "price", { offerId: offer.id });
    expect(priced.statusCode, priced.body).toBe(200);
    const pricing = json<TransferPricing>(priced).data;

    const booking = await reserve(alice, offer.id);
    expect(booking.referenceNumber).toMatch(/^TR/);
    // One pricing rule: what the quote showed is what the booking charges.
    expect(booking.totalAmount).toEqual(pricing.totalAmount);

    const paid = await pay(alice, booking.referenceNumber);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(json<PaymentResult>(paid).data).toMatchObject({ bookingStatus: "paid", paymentStatus: "succeeded" });

    const found = await post(alice, "findReservation", { referenceNumber: booking.referenceNumber });
    expect(found.statusCode, found.body).toBe(200);
    expect(json<TransferReservation>(found).data).toMatchObject({ bookingStatus: "paid", passenger, offer: { id: offer.id, hotel: search.hotel } });

    const quote = json<PenaltyQuote>(await post(alice, "penalty", { referenceNumber: booking.referenceNumber })).data;
    expect(quote.penalty.amount).toBe(0);
    expect(quote.refund).toEqual(booking.totalAmount);
    const cancelled = await post(alice, "cancel", { referenceNumber: booking.referenceNumber, expectedRefund: quote.refund });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.referenceNumber, booking.referenceNumber));
    expect(row).toMatchObject({ vertical: TRANSFER, status: "cancelled", supplier: "transfer-sandbox" });
    const again = await post(alice, "cancel", { referenceNumber: booking.referenceNumber });
    expect(again.statusCode).toBe(409);
  });

  it("another user of the agency cannot see the booking (404), and a signed-out reserve is a 401", async () => {
    const booking = await reserve(alice, (await firstOffer(alice)).id);
    expect((await post(bob, "findReservation", { referenceNumber: booking.referenceNumber })).statusCode).toBe(404);
    expect((await post({ agencyId: alice.agencyId }, "reserve", { idempotencyKey: newKey(), offerId: "x", passenger, contact })).statusCode).toBe(401);
  });

  it("the agency's markup for the vertical prices the quote and the booking alike", async () => {
    const [acme] = await ctx.database.db.select().from(agencies).where(eq(agencies.subdomain, "acme"));
    await ctx.database.db.insert(markups).values({ agencyId: acme!.id, vertical: TRANSFER, level: "client", userId: bob.user.id, markupType: "percent", markupValue: 10, agencyFee: 500 });
    const offer = await firstOffer(bob);
    const pricing = json<TransferPricing>(await post(bob, "price", { offerId: offer.id })).data;
    expect(pricing.totalAmount.amount).toBe(Math.round(offer.price.amount * 1.1) + 500);
    const booking = await reserve(bob, offer.id);
    expect(booking.totalAmount).toEqual(pricing.totalAmount);
    await ctx.database.db.delete(markups).where(and(eq(markups.vertical, TRANSFER), eq(markups.userId, bob.user.id)));
  });

  it("a supplier refusal after the card is authorised: the booking fails and the card is not charged", async () => {
    const booking = await reserve(alice, (await firstOffer(alice)).id, { firstName: "Ana", lastName: "Soldout" });
    const paid = await pay(alice, booking.referenceNumber);
    expect(paid.statusCode).toBeGreaterThanOrEqual(400);
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.referenceNumber, booking.referenceNumber));
    expect(row?.status).toBe("failed");
  });
});

describe("test verticals", () => {
  it("a demo or test server runs them after the registry's; production refuses them, and none replaces a registered vertical", () => {
    expect(serverVerticals([], true)).toBe(SERVER_VERTICALS);
    expect(serverVerticals([transferPlugIn], false).map((v) => v.id)).toEqual([...SERVER_VERTICALS.map((v) => v.id), TRANSFER]);
    expect(() => serverVerticals([transferPlugIn], true)).toThrow(/refused in production/);
    expect(() => serverVerticals([{ ...transferPlugIn, id: "car" }], false)).toThrow(/may not replace/);
  });
});
