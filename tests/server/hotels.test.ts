import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import type { PaymentResult } from "@/shared/api/bookings";
import type { HotelPollResult, HotelSuggestion } from "@/shared/api/hotels";
import type { HotelBookingRecord } from "@/shared/api/hotel-bookings";
import { outbox } from "@/server/db/schema";
import { bookings } from "@/server/db/schema-bookings";
import { paymentIntents } from "@/server/db/schema-payments";
import { hotelSearches, sandboxHotelOrders } from "@/server/db/schema-hotels";
import { DEMO_PROPOSAL_ID } from "@/server/hotels/seed";
import { HOTEL_TRIGGERS } from "@/server/suppliers/hotels/sandbox-triggers";
import { createTestApp, type TestContext } from "./helpers";
import { bookingRow, call, card, CARDS, newKey, signIn, type Caller } from "./flights-fixtures";
import { dayFromNow, familyStay, guests, hotelContact, json, poll, pollToEnd, pricedRate, roomsOf, startSearch } from "./hotels-fixtures";
import { scaled } from "../browser/slowdown";

let ctx: TestContext;
let alice: Caller & { user: { id: string } };
let bob: Caller;
let owner: Caller;
let nomadAlice: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  alice = await signIn(ctx.app, db, "acme", "alice@acme.test");
  bob = await signIn(ctx.app, db, "acme", "bob@acme.test");
  owner = await signIn(ctx.app, db, "acme", "owner@acme.test");
  nomadAlice = await signIn(ctx.app, db, "nomad", "alice@nomad.test");
});
afterAll(async () => ctx?.close());

async function book(caller: Caller, opts: { lastName?: string; refundable?: boolean; key?: string } = {}) {
  const { price } = await pricedRate(ctx.app, caller, { refundable: opts.refundable ?? true });
  const key = opts.key ?? newKey("hotel");
  const res = await call(ctx.app, caller, {
    method: "POST",
    url: "/api/v2/hotel/booking",
    body: { idempotencyKey: key, rateId: price.offer.id, guests: guests(price.occupancies.length, opts.lastName), contact: hotelContact, specialRequests: "High floor" },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { key, price, booking: json<{ referenceNumber: string; bookingresult: { message: string } }>(res).data };
}

function pay(caller: Caller, key: string, referenceNumber: string, number: string = CARDS.ok) {
  return call(ctx.app, caller, { method: "POST", url: "/api/v2/hotel/payment", body: { idempotencyKey: key, referenceNumber, card: card(number) } });
}

describe("asynchronous search (spec B §7 searchasync)", () => {
  it("answers a corelationId, then batches until pollCompleted, pages of 50 with nextPage and facets", async () => {
    const id = await startSearch(ctx.app, alice);
    const first = json<HotelPollResult>(await poll(ctx.app, alice, id)).data;
    expect(first.pollCompleted).toBe(false);
    expect(first.hasMore).toBe(true);
    expect(first.vendor).toBe(2);
    const last = await pollToEnd(ctx.app, alice, id);
    expect(last.receivedCount).toBeGreaterThan(first.receivedCount);
    expect(last.hotels).toHaveLength(50);
    expect(last.nextPage).toBe(50);
    // spec B §9 default order: rating desc, price desc.
    const [a, b] = last.hotels;
    expect(a && b && (a.starRating > b.starRating || (a.starRating === b.starRating && a.price.amount >= b.price.amount))).toBe(true);
    expect(last.facilities.find((f) => f.value === "wifi")?.count).toBe(last.receivedCount);
    const page2 = json<HotelPollResult>(await poll(ctx.app, alice, id, { from: 50 })).data;
    expect(page2.hotels[0]?.hotelId).not.toBe(last.hotels[0]?.hotelId);
    const row = (await ctx.database.db.select().from(hotelSearches).where(eq(hotelSearches.id, id)))[0];
    expect(row).toMatchObject({ completed: true, polls: HOTEL_TRIGGERS.batches });
  });

  it("filters by stars, free cancellation and distance, and sorts by price", async () => {
    const id = await startSearch(ctx.app, alice);
    const all = await pollToEnd(ctx.app, alice, id);
    const res = json<HotelPollResult>(await poll(ctx.app, alice, id, { filter: { stars: [4], freeCancellation: true, maxDistance: 5, orderBy: "price asc" } })).data;
    expect(res.hotelCount).toBeGreaterThan(0);
    expect(res.hotelCount).toBeLessThan(all.hotelCount);
    expect(res.hotels.every((h) => Math.round(h.starRating) === 4 && h.freeCancellation && h.distance <= 5)).toBe(true);
    const prices = res.hotels.map((h) => h.price.amount);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
  });

  it("a poll of an unknown or another agency's corelationId is 404; another user's search too", async () => {
    const id = await startSearch(ctx.app, alice);
    expect((await poll(ctx.app, alice, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await poll(ctx.app, nomadAlice, id)).statusCode).toBe(404);
    expect((await poll(ctx.app, bob, id)).statusCode).toBe(404);
    const bad = await poll(ctx.app, alice, "not-a-uuid");
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toContain("Unknown search");
  });

  it(
    "any server instance answers a poll: the search lives in the database",
    async () => {
      const other = await createTestApp();
      try {
        // The second app is a second server on its own database: seed its agency and copy the row, as a shared database would hold it.
        const id = await startSearch(ctx.app, alice);
        const [row] = await ctx.database.db.select().from(hotelSearches).where(eq(hotelSearches.id, id));
        if (!row) throw new Error("no row");
        const otherAlice = await signIn(other.app, other.database.db, "acme", "alice@acme.test");
        await other.database.db.insert(hotelSearches).values({ ...row, agencyId: otherAlice.agencyId, userId: (otherAlice as { user: { id: string } }).user.id });
        const there = await pollToEnd(other.app, otherAlice, id);
        const here = await pollToEnd(ctx.app, alice, id);
        expect(there.hotels.map((h) => h.hotelId)).toEqual(here.hotels.map((h) => h.hotelId));
      } finally {
        await other.close();
      }
      // A second app migrates and seeds its own database first: slow on a busy machine.
    },
    scaled(120_000),
  );

  it("bad input is a 400 with the field's message", async () => {
    const childAges = await call(ctx.app, alice, {
      method: "POST",
      url: "/api/v2/hotel/searchasync",
      body: familyStay(undefined, { occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 2, childAges: [5] }] }),
    });
    expect(childAges.statusCode).toBe(400);
    expect(json(childAges).message).toContain("Give an age for each child");
    const city = await call(ctx.app, alice, { method: "POST", url: "/api/v2/hotel/searchasync", body: familyStay("999999999") });
    expect(city.statusCode).toBe(400);
    expect(json(city)).toMatchObject({ field: "body.locationId", message: "Choose a destination from the list" });
    const past = await call(ctx.app, alice, { method: "POST", url: "/api/v2/hotel/searchasync", body: familyStay(undefined, { stayPeriod: { start: dayFromNow(-5), end: dayFromNow(-2) } }) });
    expect(json(past)).toMatchObject({ field: "body.stayPeriod.start" });
    const long = await call(ctx.app, alice, { method: "POST", url: "/api/v2/hotel/searchasync", body: familyStay(undefined, { stayPeriod: { start: dayFromNow(5), end: dayFromNow(40) } }) });
    expect(long.statusCode).toBe(400);
    expect(json(long).message).toContain("A stay is at most 28 nights");
  });

  it("trigger: Failsworth's search fails (504); Slough's never completes", async () => {
    const failing = await startSearch(ctx.app, alice, familyStay(String(HOTEL_TRIGGERS.failingSearchCityId)));
    const res = await poll(ctx.app, alice, failing);
    expect(res.statusCode).toBe(504);
    expect(json(res).message).toBe("The hotel supplier did not answer in time, please search again");
    const endless = await startSearch(ctx.app, alice, familyStay(String(HOTEL_TRIGGERS.endlessSearchCityId)));
    let last: HotelPollResult | undefined;
    for (let i = 0; i < HOTEL_TRIGGERS.batches + 3; i++) last = json<HotelPollResult>(await poll(ctx.app, alice, endless)).data;
    expect(last?.pollCompleted).toBe(false);
    expect(last?.hotelCount).toBeGreaterThan(0);
  });
});

describe("suggestions, locations, content", () => {
  it("suggests cities with accents ignored, then hotels of the first city", async () => {
    const res = await call(ctx.app, alice, { method: "GET", url: "/api/v2/hotel/auto-suggest?text=sao paulo" });
    expect(json<HotelSuggestion[]>(res).data[0]).toMatchObject({ type: "city", name: "São Paulo", country: "BR", timeZone: "America/Sao_Paulo" });
    const short = await call(ctx.app, alice, { method: "GET", url: "/api/v2/hotel/auto-suggest?text=a" });
    expect(short.statusCode).toBe(400);
    const location = await call(ctx.app, alice, { method: "GET", url: "/api/locations/locationcontent/locationV2/2267057?autocomplete=true" });
    expect(json(location).data).toMatchObject({ name: "Lisbon", timeZone: "Europe/Lisbon" });
    expect((await call(ctx.app, alice, { method: "GET", url: "/api/locations/locationcontent/locationV2/1" })).statusCode).toBe(404);
  });

  it("details, static content, rooms with rates and a local image", async () => {
    const id = await startSearch(ctx.app, alice);
    const hotel = (await pollToEnd(ctx.app, alice, id)).hotels[0];
    if (!hotel) throw new Error("no hotel");
    const details = await call(ctx.app, alice, { method: "GET", url: `/api/v3/hotel/get-hotel-details?hotelid=${hotel.hotelId}&corelationId=${id}&vendor=2` });
    expect(json<{ hotel: { price: unknown } }>(details).data.hotel.price).toEqual(hotel.price);
    const content = await call(ctx.app, alice, { method: "GET", url: `/api/v2/hotel/static-content?hotelId=${hotel.hotelId}` });
    expect(json<{ timeZone: string; images: unknown[] }>(content).data).toMatchObject({ timeZone: "Europe/Lisbon" });
    const rooms = await roomsOf(ctx.app, alice, id, hotel.hotelId);
    expect(rooms.length).toBeGreaterThan(0);
    expect(Math.min(...rooms.flatMap((r) => r.rates.map((rate) => rate.price.amount)))).toBe(hotel.price.amount);
    // The picture is a WebP (decoded off the page's main thread); the SVG address the first bookings hold still answers.
    const image = await call(ctx.app, alice, { method: "GET", url: hotel.image });
    expect(image.headers).toMatchObject({ "content-type": "image/webp", "cache-control": "public, max-age=31536000, immutable" });
    expect(image.rawPayload.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: "webp", width: 640, height: 480 });
    const again = await call(ctx.app, alice, { method: "GET", url: hotel.image });
    expect(again.rawPayload.equals(image.rawPayload)).toBe(true);
    const svg = await call(ctx.app, alice, { method: "GET", url: hotel.image.replace(/\.webp$/, ".svg") });
    expect(svg.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(svg.body).toMatch(/^<svg /);
    for (const url of [hotel.image.replace(/\.webp$/, ".png"), hotel.image.replace(/\/0\.webp$/, "/9.webp"), "/api/v2/hotel/images/oops/0.webp"]) {
      expect((await call(ctx.app, alice, { method: "GET", url })).statusCode).toBe(404);
    }
    const badHotel = await call(ctx.app, alice, { method: "GET", url: `/api/v2/hotel/static-content?hotelId=oops` });
    expect(json(badHotel)).toMatchObject({ field: "querystring.hotelId", message: "Unknown hotel" });
  });
});

describe("price check, booking and payment", () => {
  it("trigger: a changed price at getPrice (Prescott) is refused at booking until the new rate is used", async () => {
    const prescott = familyStay(String(HOTEL_TRIGGERS.priceChangeCityId), { occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }] });
    const id = await startSearch(ctx.app, alice, prescott);
    const hotel = (await pollToEnd(ctx.app, alice, id)).hotels[0];
    const rate = (await roomsOf(ctx.app, alice, id, hotel?.hotelId ?? ""))[0]?.rates[0];
    if (!rate) throw new Error("no rate");
    const priced = await call(ctx.app, alice, { method: "POST", url: "/api/v2/hotel/getPrice", body: { rateId: rate.rateId } });
    const detail = json<{ priceChanged: boolean; previousTotal: { amount: number }; totalAmount: { amount: number }; offer: { id: string } }>(priced);
    expect(detail.message).toBe("The price of this room has changed. Please review the new price before booking.");
    expect(detail.data.priceChanged).toBe(true);
    expect(detail.data.totalAmount.amount).toBeGreaterThan(detail.data.previousTotal.amount);
    const body = { idempotencyKey: newKey(), guests: guests(1), contact: hotelContact };
    const stale = await call(ctx.app, alice, { method: "POST", url: "/api/v2/hotel/booking", body: { ...body, rateId: rate.rateId } });
    expect(stale.statusCode).toBe(409);
    const fresh = await call(ctx.app, alice, { method: "POST", url: "/api/v2/hotel/booking", body: { ...body, rateId: detail.data.offer.id } });
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it("booking needs a session, a lead guest per room, and names the field of bad input", async () => {
    const { price } = await pricedRate(ctx.app, alice);
    expect((await call(ctx.app, { agencyId: alice.agencyId }, { method: "POST", url: "/api/v2/hotel/booking", body: {} })).statusCode).toBe(401);
    const one = await call(ctx.app, alice, { method: "POST", url: "/api/v2/hotel/booking", body: { idempotencyKey: newKey(), rateId: price.offer.id, guests: guests(1), contact: hotelContact } });
    expect(json(one)).toMatchObject({ field: "body.guests", message: "Add one lead guest for each of the 2 rooms" });
    const email = await call(ctx.app, alice, {
      method: "POST",
      url: "/api/v2/hotel/booking",
      body: { idempotencyKey: newKey(), rateId: price.offer.id, guests: guests(2), contact: { ...hotelContact, email: "nope" } },
    });
    expect(email.statusCode).toBe(400);
    expect(json(email).field).toBe("body.contact.email");
  });

  it("20 concurrent payments of one booking: one booking, one charge, one hotel order, one mail", async () => {
    const { key, booking } = await book(alice);
    expect(booking.bookingresult.message).toBe("Booking created, please complete the payment");
    const ordersBefore = (await ctx.database.db.select().from(sandboxHotelOrders)).length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(alice, key, booking.referenceNumber)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    for (const a of answers) expect(json<PaymentResult>(a).data).toMatchObject({ bookingStatus: "paid", paymentStatus: "succeeded" });
    const row = await bookingRow(ctx.database.db, booking.referenceNumber);
    expect(row).toMatchObject({ vertical: "hotel", status: "paid" });
    const intents = await ctx.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.idempotencyKey, `hotel-booking:${row.id}`));
    expect(intents).toHaveLength(1);
    expect(intents[0]?.data).toMatchObject({ status: "succeeded", amountCaptured: row.totalAmount });
    expect((await ctx.database.db.select().from(sandboxHotelOrders)).length).toBe(ordersBefore + 1);
    const mails = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.agencyId, row.agencyId), eq(outbox.to, hotelContact.email)));
    expect(mails.filter((m) => m.subject.includes(row.referenceNumber))).toHaveLength(1);
  });

  it("trigger: a SOLDOUT lead guest's booking fails and the card is not charged", async () => {
    const { key, booking } = await book(alice, { lastName: "Soldout" });
    const res = await pay(alice, key, booking.referenceNumber);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe("This room is no longer available. Your card was not charged.");
    expect((await bookingRow(ctx.database.db, booking.referenceNumber)).status).toBe("failed");
  });
});

describe("the booking record, voucher and cancellation", () => {
  it("shows the record to its maker (staff see markup, commission and fee); another user or agency gets 404", async () => {
    const { key, booking } = await book(alice);
    await pay(alice, key, booking.referenceNumber);
    const url = `/api/v3/hotel/hotel-booking/${booking.referenceNumber}`;
    const mine = json<HotelBookingRecord>(await call(ctx.app, alice, { method: "GET", url })).data;
    expect(mine).toMatchObject({ bookingStatus: "paid", refundability: "Refundable", stayPeriod: { start: dayFromNow(40) } });
    expect(mine.cancellationPolicy.freeUntil).toMatch(/T12:00:00\+0[01]:00$/);
    expect(mine.agencyMarkup).toBeUndefined();
    expect(mine.pdfurl).toBe(`/api/v2/hotel/voucher/${booking.referenceNumber}.pdf`);
    const staff = json<HotelBookingRecord>(await call(ctx.app, owner, { method: "GET", url })).data;
    expect(staff.agencyCommission).toBeDefined();
    expect((await call(ctx.app, bob, { method: "GET", url })).statusCode).toBe(404);
    expect((await call(ctx.app, nomadAlice, { method: "GET", url })).statusCode).toBe(404);
    expect((await call(ctx.app, nomadAlice, { method: "POST", url: "/api/v2/hotel/cancelpenalty", body: { referenceNumber: booking.referenceNumber } })).statusCode).toBe(404);
    const pdf = await call(ctx.app, alice, { method: "GET", url: mine.pdfurl ?? "" });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("a non-refundable rate cancels with penalty = total, the penalty it showed before booking; 'Booking Cancelled Successfully'", async () => {
    const { key, booking, price } = await book(alice, { refundable: false });
    await pay(alice, key, booking.referenceNumber);
    const quote = json<{ penalty: { amount: number }; refund: { amount: number } }>(
      await call(ctx.app, alice, { method: "POST", url: "/api/v2/hotel/cancelpenalty", body: { referenceNumber: booking.referenceNumber } }),
    ).data;
    const row = await bookingRow(ctx.database.db, booking.referenceNumber);
    // Regression: the rate showed the hotel's net penalty (before the agency's markup and fee), less than what cancelling took.
    expect(row.markupAmount + row.feeAmount).toBeGreaterThan(0);
    expect(quote).toMatchObject({ penalty: { amount: row.totalAmount }, refund: { amount: 0 } });
    expect(price.rate.cancellationPolicy.charges.map((c) => c.amount.amount)).toEqual([quote.penalty.amount]);
    const before = json<HotelBookingRecord>(await call(ctx.app, alice, { method: "GET", url: `/api/v3/hotel/hotel-booking/${booking.referenceNumber}` })).data;
    expect(before.cancellationPolicy.charges.map((c) => c.amount.amount)).toEqual([quote.penalty.amount]);
    const done = await call(ctx.app, alice, { method: "POST", url: "/api/v2/hotel/cancel/hotel", body: { referenceNumber: booking.referenceNumber, expectedRefund: quote.refund } });
    expect(json(done)).toMatchObject({ message: "Booking Cancelled Successfully", data: { bookingStatus: "cancelled" } });
    const record = json<HotelBookingRecord>(await call(ctx.app, owner, { method: "GET", url: `/api/v3/hotel/hotel-booking/${booking.referenceNumber}` })).data;
    expect(record).toMatchObject({ bookingStatus: "cancelled", agencyCommission: { amount: row.markupAmount }, agencyTransactionFee: { amount: row.feeAmount } });
    expect(record.cancellationId).toBe(`CX-${booking.referenceNumber}`);
  });

  it("trigger: REQUOTE changes the refund at cancel: nothing is cancelled until the new figure is confirmed", async () => {
    const { key, booking } = await book(alice, { lastName: "Requote" });
    await pay(alice, key, booking.referenceNumber);
    const first = json<{ refund: { amount: number; currency: string } }>(
      await call(ctx.app, alice, { method: "POST", url: "/api/v2/hotel/cancelpenalty", body: { referenceNumber: booking.referenceNumber } }),
    ).data;
    const moved = json<{ priceChanged?: boolean; refund: { amount: number; currency: string }; bookingStatus: string }>(
      await call(ctx.app, alice, { method: "POST", url: "/api/v2/hotel/cancel/hotel", body: { referenceNumber: booking.referenceNumber, expectedRefund: first.refund } }),
    ).data;
    expect(moved).toMatchObject({ priceChanged: true, bookingStatus: "paid" });
    expect(moved.refund.amount).toBeLessThan(first.refund.amount);
    const done = await call(ctx.app, alice, { method: "POST", url: "/api/v2/hotel/cancel/hotel", body: { referenceNumber: booking.referenceNumber, expectedRefund: moved.refund } });
    expect(json(done).data).toMatchObject({ bookingStatus: "cancelled", refund: moved.refund });
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.referenceNumber, booking.referenceNumber));
    expect(row?.refundAmount).toBe(moved.refund.amount);
  });

  it("trigger: PENALTY charges a night even before the free-cancellation deadline", async () => {
    const { key, booking } = await book(alice, { lastName: "Penalty" });
    await pay(alice, key, booking.referenceNumber);
    const quote = json<{ penalty: { amount: number } }>(await call(ctx.app, alice, { method: "POST", url: "/api/v2/hotel/cancelpenalty", body: { referenceNumber: booking.referenceNumber } })).data;
    expect(quote.penalty.amount).toBeGreaterThan(0);
    // The charge the rate shows after its deadline (one night) is the customer's penalty, markup and fee included.
    const shown = json<HotelBookingRecord>(await call(ctx.app, alice, { method: "GET", url: `/api/v3/hotel/hotel-booking/${booking.referenceNumber}` })).data;
    expect(shown.cancellationPolicy.charges.map((c) => c.amount.amount)).toEqual([quote.penalty.amount]);
  });
});

describe("proposals, reviews, force codes, stored searches, mail", () => {
  it("the seeded proposal shows its hotel and stay to its agency only", async () => {
    const res = await call(ctx.app, alice, { method: "GET", url: `/api/v2/hotel/proposal?proposalId=${DEMO_PROPOSAL_ID}` });
    expect(json(res).data).toMatchObject({ proposalId: DEMO_PROPOSAL_ID, hotel: { hotelId: "2267057-0", city: "Lisbon" }, search: { type: "hotel", code: "2267057-0" } });
    expect((await call(ctx.app, nomadAlice, { method: "GET", url: `/api/v2/hotel/proposal?proposalId=${DEMO_PROPOSAL_ID}` })).statusCode).toBe(404);
    const deal = json<{ search: never }>(res).data.search;
    const id = await startSearch(ctx.app, alice, deal);
    const found = await pollToEnd(ctx.app, alice, id);
    expect(found.hotels.map((h) => h.hotelId)).toEqual(["2267057-0"]);
  });

  it("reviews, force codes, removing a stored search, and the confirmation mail on demand", async () => {
    const reviews = json<{ reviews: unknown[] }>(await call(ctx.app, alice, { method: "GET", url: "/api/v2/hotel/review?hotelId=2267057-3" })).data;
    expect(reviews.reviews).toHaveLength(5);
    const codes = json<{ code: string }[]>(await call(ctx.app, alice, { method: "GET", url: "/api/v2/hotel/force-codes" })).data;
    expect(codes.map((c) => c.code)).toContain("SOLDOUT");
    const id = await startSearch(ctx.app, alice);
    expect((await call(ctx.app, bob, { method: "DELETE", url: `/api/hotel/${id}` })).statusCode).toBe(404);
    expect((await call(ctx.app, alice, { method: "DELETE", url: `/api/hotel/${id}` })).statusCode).toBe(200);
    expect((await poll(ctx.app, alice, id)).statusCode).toBe(404);
    const { key, booking } = await book(alice);
    const early = await call(ctx.app, alice, { method: "POST", url: "/api/v2/hotel/sendHotelBookingEmail", body: { referenceNumber: booking.referenceNumber } });
    expect(early.statusCode).toBe(409);
    await pay(alice, key, booking.referenceNumber);
    const sent = await call(ctx.app, alice, { method: "POST", url: "/api/v2/hotel/sendHotelBookingEmail", body: { referenceNumber: booking.referenceNumber, email: "copy@example.test" } });
    expect(json(sent).message).toBe("Confirmation email sent");
    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.to, "copy@example.test"));
    expect(mails[0]?.text).toContain("Free cancellation until");
  });
});
