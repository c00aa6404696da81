import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivityCheckoutResult, ActivityOffer, AvailabilityCheckResult } from "@/shared/api/activities";
import type { ActivityBookingDetails, ActivityCancelQuote, ActivityCancelResult } from "@/shared/api/activity-bookings";
import type { RefundProtectionQuote } from "@/shared/api/refund-protection";
import { eq } from "drizzle-orm";
import { outbox } from "@/server/db/schema";
import { createTestApp, type TestContext } from "./helpers";
import { bookingRow, call, card, CARDS, plainDate, signIn, type Caller } from "./flights-fixtures";
import { bookBody, json, LISBON, morningOffer } from "./activities-fixtures";

// Activities beyond booking and cancelling (spec B add-ons, §7 locations/{id}): refund protection quoted
// for an activity offer and redeemed by bookings/book, the meeting point on the booking and its voucher.

let ctx: TestContext;
let alice: Caller;
let bob: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  alice = await signIn(ctx.app, db, "acme", "alice@acme.test");
  bob = await signIn(ctx.app, db, "acme", "bob@acme.test");
});
afterAll(async () => ctx?.close());

const quoteFor = (caller: Caller, offerId: string) => call(ctx.app, caller, { method: "POST", url: "/api/activities/refund-protects/quote", body: { offerId } });
const book = (caller: Caller, body: unknown) => call(ctx.app, caller, { method: "POST", url: "/api/activities/bookings/book", body });
const pay = (caller: Caller, key: string, referenceNumber: string) =>
  call(ctx.app, caller, { method: "POST", url: "/api/activities/bookings/payment", body: { idempotencyKey: key, referenceNumber, card: card(CARDS.ok) } });

/** What checkout shows for the offer: the customer's total (Acme's activity markup included). */
async function checkoutTotal(offer: ActivityOffer) {
  return json<ActivityCheckoutResult>(await call(ctx.app, alice, { method: "POST", url: "/api/activities/bookings/checkout", body: { offerId: offer.id } })).data.totalAmount;
}

describe("refund protection (spec B add-ons)", () => {
  it("is quoted signed in only, on the checkout total; an unknown offer is refused", async () => {
    const offer = await morningOffer(ctx.app, alice);
    expect((await call(ctx.app, { agencyId: alice.agencyId }, { method: "POST", url: "/api/activities/refund-protects/quote", body: { offerId: offer.id } })).statusCode).toBe(401);
    const res = await quoteFor(alice, offer.id);
    expect(res.statusCode, res.body).toBe(200);
    const quote = json<RefundProtectionQuote>(res).data;
    const total = await checkoutTotal(offer);
    // Acme: a 6 % premium plus its 25 % markup on it.
    expect(quote.protectionAmount.amount).toBe(Math.round(Math.round(total.amount * 0.06) * 1.25));
    expect(quote.products).toEqual([{ productCode: "ACTIVITY", description: `${offer.title}, ${offer.travelDate} ${offer.startTime}`, coveredAmount: total }]);
    expect(quote.expiresAt).toBe(offer.expiresAt);
    expect((await quoteFor(alice, "nonsense")).statusCode).toBeGreaterThanOrEqual(400);
  });

  it("bookings/book redeems it: the total includes it once, a cancel refunds everything but the premium", async () => {
    const offer = await morningOffer(ctx.app, alice, { ADT: 2, CHD: 1 }, LISBON, (o) => o.cancellationPolicy.type === "NON_REFUNDABLE");
    const quote = json<RefundProtectionQuote>(await quoteFor(alice, offer.id)).data;
    // Another user's quote is not theirs to redeem.
    const stolen = await book(bob, { ...bookBody(offer), addOns: [{ kind: "refundProtection", quoteId: quote.quoteId }] });
    expect(stolen.statusCode).toBe(400);
    expect(json(stolen).field).toBe("body.addOns.0.quoteId");

    const body = { ...bookBody(offer), addOns: [{ kind: "refundProtection", quoteId: quote.quoteId }] };
    const held = await book(alice, body);
    expect(held.statusCode, held.body).toBe(200);
    const ref = json<{ referenceNumber: string }>(held).data.referenceNumber;
    const tripTotal = await checkoutTotal(offer);
    expect(json<{ totalAmount: { amount: number } }>(held).data.totalAmount.amount).toBe(tripTotal.amount + quote.protectionAmount.amount);
    // The same key with another add-on is another request.
    expect((await book(alice, { ...body, addOns: [] })).statusCode).toBe(409);
    expect((await pay(alice, body.idempotencyKey, ref)).statusCode).toBe(200);
    const details = json<ActivityBookingDetails>(await call(ctx.app, alice, { method: "GET", url: `/api/activities/bookings/${ref}/details` })).data;
    expect(details.refundProtection).toMatchObject({ quoteId: quote.quoteId, protectionAmount: quote.protectionAmount });
    expect(details.offer.totalAmount).toEqual(tripTotal);

    // A non-refundable activity with protection: everything back but the premium.
    const penalty = json<ActivityCancelQuote>(await call(ctx.app, alice, { method: "GET", url: `/api/activities/bookings/${ref}/cancel-penalty` })).data;
    expect(penalty.refundAmount).toEqual(tripTotal);
    const done = await call(ctx.app, alice, { method: "POST", url: "/api/activities/bookings/cancel", body: { bookingId: ref, reason: "ILLNESS", quoteAmount: penalty.refundAmount } });
    expect(json<ActivityCancelResult>(done).data).toMatchObject({ bookingStatus: "cancelled", refundAmount: tripTotal });
  });
});

describe("meeting point and voucher", () => {
  it("the booking carries its meeting point with its address and coordinates; the mail names it", async () => {
    const offer = await morningOffer(ctx.app, alice);
    const body = bookBody(offer);
    const ref = json<{ referenceNumber: string }>(await book(alice, body)).data.referenceNumber;
    expect((await pay(alice, body.idempotencyKey, ref)).statusCode).toBe(200);
    const details = json<ActivityBookingDetails>(await call(ctx.app, alice, { method: "GET", url: `/api/activities/bookings/${ref}/details` })).data;
    const location = json<{ address: string }>(await call(ctx.app, alice, { method: "GET", url: `/api/activities/locations/LOC-${offer.productCode}` })).data;
    expect(details.meetingPoint).toMatchObject({ ref: `LOC-${offer.productCode}`, address: location.address, lat: expect.any(Number), lon: expect.any(Number) });
    expect(details.meetingPoint?.address).toMatch(/Lisbon, PT$/);
    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.to, "ada@example.test"));
    expect(mails.find((mail) => mail.subject.includes(ref))?.text).toContain(`Meeting point: ${details.meetingPoint?.name}. ${location.address}`);
  });

  it("the voucher is a PDF for the owner only, once paid", async () => {
    const offer = await morningOffer(ctx.app, alice);
    const body = bookBody(offer);
    const ref = json<{ referenceNumber: string }>(await book(alice, body)).data.referenceNumber;
    const voucher = (caller: Caller) => call(ctx.app, caller, { method: "GET", url: `/api/activities/bookings/${ref}/voucher` });
    expect((await voucher(alice)).statusCode).toBe(409);
    expect((await pay(alice, body.idempotencyKey, ref)).statusCode).toBe(200);
    const pdf = await voucher(alice);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await voucher(bob)).statusCode).toBe(404);
    expect((await bookingRow(ctx.database.db, ref)).status).toBe("paid");
  });
});

describe("the answers a product needs (booking questions)", () => {
  it("a day trip asks the pickup hotel: booking without it is refused on its field, with it the booking keeps it", async () => {
    // docs/sandbox.md: Lisbon's 7th product is a full-day trip, whose provider needs the pickup hotel.
    const productCode = `${LISBON}P7`;
    let offer: ActivityOffer | null = null;
    for (let day = 0; day < 14 && !offer; day += 1) {
      const travelDate = new Date(Date.parse(`${plainDate()}T00:00:00Z`) + day * 86_400_000).toISOString().slice(0, 10);
      const body = { productCode, travelDate, travellers: { ADT: 2, CHD: 0 } };
      const check = json<AvailabilityCheckResult>(await call(ctx.app, alice, { method: "POST", url: "/api/activities/availability/check", body })).data;
      const option = check.options.find((o) => o.slots.some((s) => s.available));
      const slot = option?.slots.find((s) => s.available);
      if (!option || !slot) continue;
      const res = await call(ctx.app, alice, { method: "POST", url: "/api/activities/availability/check", body: { ...body, optionCode: option.optionCode, startTime: slot.startTime } });
      offer = json<AvailabilityCheckResult>(res).data.offer;
    }
    if (!offer) throw new Error("no open day for the day trip");
    expect(offer.bookingQuestions).toEqual([{ id: "pickupHotel", required: true }]);
    const missing = await book(alice, bookBody(offer));
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ field: "body.answers.pickupHotel", message: "Please answer this question" });
    const body = { ...bookBody(offer), answers: [{ questionId: "pickupHotel", answer: "Hotel Avenida Palace" }] };
    const ref = json<{ referenceNumber: string }>(await book(alice, body)).data.referenceNumber;
    expect((await pay(alice, body.idempotencyKey, ref)).statusCode).toBe(200);
    const details = json<ActivityBookingDetails>(await call(ctx.app, alice, { method: "GET", url: `/api/activities/bookings/${ref}/details` })).data;
    expect(details.answers).toEqual([{ questionId: "pickupHotel", answer: "Hotel Avenida Palace" }]);
  });
});
