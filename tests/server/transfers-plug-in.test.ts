// The plug-in shape, proved by a fifth vertical the product does not ship (tests/fixtures/transfers): a test server
// given `transferPlugIn` as its one extra value searches, prices, reserves, pays and cancels an airport transfer
// through the API on the booking core's routes, its markup from the agency's pricing rule; production refuses a
// test vertical (docs/decisions.md "Test verticals").
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentResult, PenaltyQuote } from "@/shared/api/bookings";
import { SERVER_VERTICALS, serverVerticals } from "@/server/verticals";
import { agencies } from "@/server/db/schema";
import { bookings, markups } from "@/server/db/schema-bookings";
import { TRANSFER, TRANSFER_BASE, transferPlugIn } from "../fixtures/transfers/server";
import { transferShared, type TransferOffer, type TransferPricing, type TransferReservation, type TransferSearchRequest } from "../fixtures/transfers/schemas";
import { defineExtraVertical } from "@/shared/verticals";
import { call, card, CARDS, newKey, signIn, type Caller } from "./flights-fixtures";
import { createTestApp, type TestContext } from "./helpers";

let ctx: TestContext;
let alice: Caller;
let bob: Caller & { user: { id: string } };
let owner: Caller;

beforeAll(async () => {
  ctx = await createTestApp({ extraVerticals: [transferPlugIn] });
  alice = await signIn(ctx.app, ctx.database.db, "acme", "alice@acme.test");
  bob = await signIn(ctx.app, ctx.database.db, "acme", "bob@acme.test");
  owner = await signIn(ctx.app, ctx.database.db, "acme", "owner@acme.test");
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

const pay = (caller: Caller, referenceNumber: string, number: string = CARDS.ok) => post(caller, "payment", { idempotencyKey: newKey("pay"), referenceNumber, card: card(number) });

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

describe("the core's lists read the verticals the server runs, not the shared list", () => {
  it("the agency's back office lists a transfer under its own category, with its own total, and counts it on the dashboard", async () => {
    const booking = await reserve(alice, (await firstOffer(alice)).id);
    const list = await call(ctx.app, owner, { method: "GET", url: `/api/agency/${transferShared.plural}/bookings?searchString=${booking.referenceNumber}` });
    expect(list.statusCode, list.body).toBe(200);
    const data = json<{ bookings: { referenceNumber: string; category: string; title: string }[]; totalTransferRecords: number }>(list).data;
    expect(data.bookings).toEqual([expect.objectContaining({ referenceNumber: booking.referenceNumber, category: "transfers", title: `LIS → ${search.hotel}` })]);
    expect(data.totalTransferRecords).toBe(1);
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.referenceNumber, booking.referenceNumber));
    const one = await call(ctx.app, owner, { method: "GET", url: `/api/agency/transfers/bookings/${row!.id}` });
    expect(one.statusCode, one.body).toBe(200);
    const csv = await call(ctx.app, owner, { method: "GET", url: "/api/agency/bookings/download.csv?category=transfers" });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain(booking.referenceNumber);
    const dashboard = await call(ctx.app, owner, { method: "GET", url: "/api/agency/dashboards" });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    // A category no running vertical has is refused at the edge, as before.
    expect((await call(ctx.app, owner, { method: "GET", url: "/api/agency/boats/bookings" })).statusCode).toBe(400);
  });

  it("the OpenAPI document tags the transfer's routes with its plural, declared once with its description", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
      tags: { name: string; description: string }[];
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    expect(doc.tags.filter((tag) => tag.name === "transfers")).toEqual([{ name: "transfers", description: transferPlugIn.apiTag }]);
    expect(doc.paths[`${TRANSFER_BASE}/search`]?.post?.tags).toEqual(["transfers"]);
    expect(JSON.stringify(doc.paths["/api/agency/{category}/bookings"])).toContain('"transfers"');
  });

  it("a product server's document and categories are the four, as before", async () => {
    const product = await createTestApp();
    try {
      const doc = (await product.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as { tags: { name: string }[] };
      expect(doc.tags.map((tag) => tag.name)).not.toContain("transfers");
      const productOwner = await signIn(product.app, product.database.db, "acme", "owner@acme.test");
      expect((await call(product.app, productOwner, { method: "GET", url: "/api/agency/transfers/bookings" })).statusCode).toBe(400);
    } finally {
      await product.close();
    }
  });
});

describe("a test vertical's id", () => {
  it("is made by defineExtraVertical, which refuses a product vertical's id or plural and anything but lower-case words", () => {
    expect(TRANSFER).toBe("transfer");
    const base = { ...transferShared, id: "boat", plural: "boats" };
    expect(defineExtraVertical(base).id).toBe("boat");
    expect(() => defineExtraVertical({ ...base, id: "car" })).toThrow(/cannot name an extra vertical/);
    expect(() => defineExtraVertical({ ...base, plural: "hotels" })).toThrow(/cannot name an extra vertical/);
    expect(() => defineExtraVertical({ ...base, id: "Boat trips" })).toThrow(/cannot name an extra vertical/);
  });
});

describe("test verticals", () => {
  it("a demo or test server runs them after the registry's; production refuses them, and none replaces a registered vertical", () => {
    expect(serverVerticals([], true)).toBe(SERVER_VERTICALS);
    expect(serverVerticals([transferPlugIn], false).map((v) => v.shared.id)).toEqual([...SERVER_VERTICALS.map((v) => v.shared.id), TRANSFER]);
    expect(() => serverVerticals([transferPlugIn], true)).toThrow(/refused in production/);
    expect(() => serverVerticals([{ ...transferPlugIn, shared: { ...transferPlugIn.shared, id: "car" } }], false)).toThrow(/may not replace/);
  });
});
