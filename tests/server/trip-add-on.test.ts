// spec B "Add-ons": the trip add-on bundle (docs/decisions.md "Trip add-on bundle"): the agency's config as base64
// JSON, a hotel and a car offered with a flight at live supplier prices less the bundle discount, booked with the
// flight as linked bookings and paid in ONE payment; all booked or nothing charged; one charge per key.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PaymentResult } from "@/shared/api/bookings";
import { decodeBase64Json } from "@/shared/base64-json";
import { type FlightSearchRequestInput } from "@/shared/api/flights";
import { decodeReservationDetails, type BookingResult } from "@/shared/api/flight-bookings";
import { bundleOffer, tripAddOnConfig, type BundleOffer } from "@/shared/api/trip-add-on";
import { bundleDiscount } from "@/shared/booking/trip-bundle";
import { money } from "@/shared/money";
import { bookings, markups } from "@/server/db/schema-bookings";
import { sandboxFlightOrders } from "@/server/db/schema-flights";
import { paymentIntents } from "@/server/db/schema-payments";
import { tripAddOnQuotes } from "@/server/db/schema-trip-add-ons";
import { createTestApp, type TestContext } from "./helpers";
import { bookingRow, call, card, CARDS, contact, firstOffer, newKey, passenger, signIn, type Caller } from "./flights-fixtures";

let ctx: TestContext;
let alice: Caller;
let bob: Caller;
let owner: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  alice = await signIn(ctx.app, db, "acme", "alice@acme.test");
  bob = await signIn(ctx.app, db, "acme", "bob@acme.test");
  owner = await signIn(ctx.app, db, "acme", "owner@acme.test");
  // Acme's cars at 12 % (the demo sells them at the vendor's price): each item is priced with its own vertical's markups.
  await db.insert(markups).values({ agencyId: alice.agencyId, vertical: "car", level: "agency", userId: null, markupType: "percent", markupValue: 12, agencyFee: 0 });
});
afterAll(async () => ctx?.close());

const json = <T>(res: { json(): unknown }) => res.json() as { status: boolean; message: string; data: T; field?: string };

function day(n: number): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + n)).toISOString().slice(0, 10);
}

/** A round trip 30 to 34 days ahead: the stay is from the day the flight lands to the day the way back leaves. */
function roundTrip(to = "LHR", from = "JFK"): FlightSearchRequestInput {
  return { routeType: "Round-Trip", selectedPassenger: { ADT: 2, CHD: 0, INF: 0 }, formData: [{ id: 1, from: { location: from }, to: { location: to }, rangeDate: { startDate: day(30), endDate: day(34) } }] };
}

async function offerBundle(caller: Caller, offerId: string): Promise<BundleOffer> {
  const res = await call(ctx.app, caller, { method: "POST", url: "/api/tripAdd/createBundleOffer", body: { offerId } });
  expect(res.statusCode, res.body).toBe(200);
  return bundleOffer.parse(decodeBase64Json(json<string>(res).data));
}

const travellers = [passenger("ADT", "Silva", "Ana"), { ...passenger("ADT", "Silva", "Rui"), birthDate: "1982-09-14" }];

/** `retryOf`: the declined hold a new attempt of the same checkout continues. */
function book(caller: Caller, offerId: string, key: string, quoteIds: string[], retryOf?: string) {
  return call(ctx.app, caller, {
    method: "POST",
    url: "/api/flight/booking",
    body: { idempotencyKey: key, offerId, passengers: travellers, contact, addOns: quoteIds.map((quoteId) => ({ kind: "tripAddOn", quoteId })), ...(retryOf ? { retryOf } : {}) },
  });
}

function pay(caller: Caller, key: string, referenceNumber: string) {
  return call(ctx.app, caller, { method: "POST", url: "/api/flight/payment", body: { idempotencyKey: key, referenceNumber, card: card(CARDS.ok) } });
}

async function bundleRows(referenceNumber: string) {
  const lead = await bookingRow(ctx.database.db, referenceNumber);
  const rows = await ctx.database.db
    .select()
    .from(bookings)
    .where(eq(bookings.bundleId, lead.bundleId ?? ""));
  return { lead, items: rows.filter((r) => r.leadBookingId === lead.id) };
}

describe("GET and PATCH /api/tripAdd", () => {
  it("answers the agency's config as base64-encoded JSON in data, as refund protection's does", async () => {
    const res = await call(ctx.app, alice, { method: "GET", url: "/api/tripAdd" });
    expect(res.statusCode).toBe(200);
    expect(tripAddOnConfig.parse(decodeBase64Json(json<string>(res).data))).toEqual({
      isEnabled: true,
      configuration: { discountPercent: 10, products: ["HOTEL", "CAR"], oneWayNights: 3 },
    });
    expect((await call(ctx.app, { agencyId: alice.agencyId }, { method: "GET", url: "/api/tripAdd" })).statusCode).toBe(401);
  });

  it("owners and admins set it; customers are refused; bad values are a 400 naming the field, translated", async () => {
    const config = { isEnabled: true, configuration: { discountPercent: 12.5, products: ["CAR"], oneWayNights: 5 } };
    expect((await call(ctx.app, alice, { method: "PATCH", url: "/api/tripAdd", body: config })).statusCode).toBe(403);
    const bad = await call(ctx.app, owner, { method: "PATCH", url: "/api/tripAdd", body: { ...config, configuration: { ...config.configuration, discountPercent: 80 } }, headers: { "accept-language": "es" } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).field).toBe("body.configuration.discountPercent");
    expect(json(bad).message).not.toBe("");
    const twice = await call(ctx.app, owner, { method: "PATCH", url: "/api/tripAdd", body: { ...config, configuration: { ...config.configuration, products: ["CAR", "CAR"] } } });
    expect(json(twice).message).toBe("Offer each item once");
    const saved = await call(ctx.app, owner, { method: "PATCH", url: "/api/tripAdd", body: config });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(tripAddOnConfig.parse(decodeBase64Json(json<string>(saved).data))).toEqual(config);
    // Back to the demo's config for the rest of the file.
    const demo = { isEnabled: true, configuration: { discountPercent: 10, products: ["HOTEL", "CAR"], oneWayNights: 3 } };
    expect((await call(ctx.app, owner, { method: "PATCH", url: "/api/tripAdd", body: demo })).statusCode).toBe(200);
  });
});

describe("POST /api/tripAdd/createBundleOffer", () => {
  it("offers a hotel for the stay and a car at the arrival airport, each at its supplier's live price less the bundle discount", async () => {
    const flight = await firstOffer(ctx.app, alice, roundTrip());
    const offer = await offerBundle(alice, flight.id);
    expect(offer.discountPercent).toBe(10);
    const [hotel, car] = offer.products;
    expect(hotel?.productCode).toBe("HOTEL");
    expect(car?.productCode).toBe("CAR");
    if (!hotel || !car) throw new Error("no bundle");
    // The stay: the day the outbound lands to the day the return leaves, at the destination.
    const [out, back] = flight.flights;
    expect(hotel.start).toBe(out?.arrivalTime.slice(0, 10));
    expect(hotel.end).toBe(back?.departureTime.slice(0, 10));
    expect(car.place).toContain("Heathrow");
    const rows = await ctx.database.db
      .select()
      .from(tripAddOnQuotes)
      .where(inArray(tripAddOnQuotes.id, [hotel.quoteId, car.quoteId]));
    const rateId = rows.find((r) => r.id === hotel.quoteId)?.offerId;
    const carOfferId = rows.find((r) => r.id === car.quoteId)?.offerId;
    // The same prices the hotel and car pages show for those offers now (their suppliers, their markups).
    const hotelPrice = json<{ rate: { price: { amount: number; currency: string } } }>(await call(ctx.app, alice, { method: "POST", url: "/api/v2/hotel/getPrice", body: { rateId } })).data.rate.price;
    const carPrice = json<{ totalAmount: { amount: number; currency: string } }>(await call(ctx.app, alice, { method: "POST", url: "/api/car-rental/carDetails", body: { offerId: carOfferId } })).data
      .totalAmount;
    expect(hotel.listPrice).toEqual(hotelPrice);
    expect(car.listPrice).toEqual(carPrice);
    for (const product of [hotel, car]) {
      expect(product.discount.amount).toBeGreaterThan(0);
      expect(product.price.amount).toBe(product.listPrice.amount - product.discount.amount);
    }
  });

  it("never sells an item below its net: the discount stops at the agency's margin", () => {
    expect(bundleDiscount(money(11_000, "USD"), money(10_000, "USD"), 10)).toEqual(money(1_000, "USD"));
    expect(bundleDiscount(money(10_500, "USD"), money(10_000, "USD"), 10)).toEqual(money(500, "USD"));
    expect(bundleDiscount(money(10_000, "USD"), money(10_000, "USD"), 10)).toEqual(money(0, "USD"));
  });

  it("an unknown offer is the flight's 404; signed out is a 401", async () => {
    const res = await call(ctx.app, alice, { method: "POST", url: "/api/tripAdd/createBundleOffer", body: { offerId: "nope" } });
    expect([400, 404]).toContain(res.statusCode);
    expect((await call(ctx.app, { agencyId: alice.agencyId }, { method: "POST", url: "/api/tripAdd/createBundleOffer", body: { offerId: "x" } })).statusCode).toBe(401);
  });
});

describe("booking a flight with its bundle", () => {
  it("books the flight, hotel and car as linked bookings paid in ONE payment; the same key twice charges once", async () => {
    const flight = await firstOffer(ctx.app, alice, roundTrip());
    const offer = await offerBundle(alice, flight.id);
    const quoteIds = offer.products.map((p) => p.quoteId);
    const key = newKey("bundle");
    const held = await book(alice, flight.id, key, quoteIds);
    expect(held.statusCode, held.body).toBe(200);
    const { referenceNumber } = json<BookingResult>(held).data;
    // The same request again: the same booking; another user's reuse of the quotes: refused.
    expect(json<BookingResult>(await book(alice, flight.id, key, quoteIds)).data.referenceNumber).toBe(referenceNumber);
    expect((await book(alice, flight.id, key, quoteIds.slice(0, 1))).statusCode).toBe(409);
    expect((await book(bob, flight.id, newKey("steal"), quoteIds)).statusCode).toBe(400);

    const [first, second] = await Promise.all([pay(alice, key, referenceNumber), pay(alice, key, referenceNumber)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);
    const again = await pay(alice, key, referenceNumber);
    expect(again.statusCode).toBe(200);

    const { lead, items } = await bundleRows(referenceNumber);
    const total = lead.totalAmount + items.reduce((s, i) => s + i.totalAmount, 0);
    expect(json<PaymentResult>(first).data.totalAmount).toEqual(money(total, "USD"));
    expect(lead.status).toBe("ticketed");
    expect(items.map((i) => [i.vertical, i.status]).sort()).toEqual([
      ["car", "paid"],
      ["hotel", "paid"],
    ]);
    expect(items.every((i) => i.bundleId === lead.bundleId && i.paymentIntentId === lead.paymentIntentId && i.supplierReference)).toBe(true);
    // Each item is charged its bundle price: the offer's, discount in its own column.
    for (const product of offer.products) {
      const item = items.find((i) => i.tripAddOn?.quoteId === product.quoteId);
      expect(item?.totalAmount).toBe(product.price.amount);
      expect(item?.discountAmount).toBe(product.discount.amount);
    }
    const intents = await ctx.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, lead.paymentIntentId ?? ""));
    expect(intents).toHaveLength(1);
    expect(intents[0]?.data).toMatchObject({ status: "succeeded", amountCaptured: total });

    const details = decodeReservationDetails(json<string>(await call(ctx.app, alice, { method: "GET", url: `/api/flight/getReservationDetails?referenceNumber=${referenceNumber}` })).data);
    expect(details.bundle?.items.map((i) => [i.vertical, i.lead])).toEqual([
      ["flight", true],
      ["hotel", false],
      ["car", false],
    ]);
    expect(details.bundle?.totalAmount).toEqual(money(total, "USD"));
    // The hotel is an ordinary hotel booking (its own page finds it); it cannot be paid on its own.
    const hotel = items.find((i) => i.vertical === "hotel");
    const own = await call(ctx.app, alice, { method: "POST", url: "/api/v2/hotel/payment", body: { idempotencyKey: newKey("own"), referenceNumber: hotel?.referenceNumber, card: card(CARDS.ok) } });
    expect(own.statusCode).toBe(409);
  });

  it("a hotel that fails after authorisation: the flight is given back, the authorisation voided, nothing charged, and the answer says so", async () => {
    // FUL: Fullerton's hotels are fully booked at booking time (docs/sandbox.md "Hotels").
    const flight = await firstOffer(ctx.app, alice, roundTrip("FUL"));
    const offer = await offerBundle(alice, flight.id);
    expect(offer.products.map((p) => p.productCode)).toEqual(["HOTEL", "CAR"]);
    const key = newKey("bundle-fail");
    const held = await book(
      alice,
      flight.id,
      key,
      offer.products.map((p) => p.quoteId),
    );
    expect(held.statusCode, held.body).toBe(200);
    const { referenceNumber } = json<BookingResult>(held).data;
    const failed = await pay(alice, key, referenceNumber);
    expect(failed.statusCode).toBe(409);
    expect(json(failed).message).toBe("The hotel in your trip is fully booked, so nothing was booked and your card was not charged. You can book the trip without it.");
    const { lead, items } = await bundleRows(referenceNumber);
    expect([lead, ...items].map((b) => b.status)).toEqual(["failed", "failed", "failed"]);
    expect(items.find((i) => i.vertical === "hotel")?.failureCode).toBe("RATE_SOLD_OUT");
    const [intent] = await ctx.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, lead.paymentIntentId ?? ""));
    expect(intent?.data).toMatchObject({ status: "canceled", amountCaptured: 0 });
    // The flight was booked with the airline, then given back.
    const [order] = await ctx.database.db
      .select()
      .from(sandboxFlightOrders)
      .where(and(eq(sandboxFlightOrders.pnr, lead.supplierReference ?? "")));
    expect(order?.data.status).toBe("cancelled");
    // Retrying the same key never charges: the same answer.
    const retry = await pay(alice, key, referenceNumber);
    expect(retry.statusCode).toBe(409);
    expect(json(retry).message).toBe(json(failed).message);
  });

  it("a declined card keeps the bundle on hold: the same checkout again reuses it, and releasing it releases every part", async () => {
    const flight = await firstOffer(ctx.app, alice, roundTrip());
    const quoteIds = (await offerBundle(alice, flight.id)).products.map((p) => p.quoteId);
    const key = newKey("bundle-decline");
    const { referenceNumber } = json<BookingResult>(await book(alice, flight.id, key, quoteIds)).data;
    const declined = await call(ctx.app, alice, { method: "POST", url: "/api/flight/payment", body: { idempotencyKey: key, referenceNumber, card: card(CARDS.declined) } });
    expect(declined.statusCode).toBe(402);
    // A new attempt of the same purchase (a new key, naming the declined hold): the same hold, never a second bundle.
    const again = await book(alice, flight.id, newKey("bundle-again"), quoteIds, referenceNumber);
    expect(json<BookingResult>(again).data.referenceNumber).toBe(referenceNumber);
    const released = await call(ctx.app, alice, { method: "POST", url: "/api/flight/releaseHold", body: { referenceNumber } });
    expect(released.statusCode, released.body).toBe(200);
    const { lead, items } = await bundleRows(referenceNumber);
    expect([lead, ...items].map((b) => [b.status, b.failureCode])).toEqual([
      ["failed", "HOLD_RELEASED"],
      ["failed", "HOLD_RELEASED"],
      ["failed", "HOLD_RELEASED"],
    ]);
  });
});
