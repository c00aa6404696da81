// Hotel checkout extras on the sandbox: coupon codes (spec B §3 coupon code states, §8 coupon failure),
// refund protection for a hotel rate (spec B add-ons), and the deal page's proposals (spec B §2).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentResult } from "@/shared/api/bookings";
import type { HotelPriceDetail, HotelProposal } from "@/shared/api/hotels";
import type { HotelBookingRecord } from "@/shared/api/hotel-bookings";
import type { CouponResult } from "@/shared/booking/coupons";
import type { RefundProtectionQuote } from "@/shared/api/refund-protection";
import { paymentIntents } from "@/server/db/schema-payments";
import { DEMO_PROPOSAL_ID, NOMAD_PROPOSAL_ID, seedHotels } from "@/server/hotels/seed";
import { coupons } from "@/server/db/schema-bookings";
import { proposals } from "@/server/db/schema-proposals";
import { createTestApp, type TestContext } from "./helpers";
import { bookingRow, call, card, CARDS, newKey, signIn, type Caller } from "./flights-fixtures";
import { guests, hotelContact, json, pricedRate } from "./hotels-fixtures";

let ctx: TestContext;
let alice: Caller;
let agent: Caller;
let price: HotelPriceDetail;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  alice = await signIn(ctx.app, db, "acme", "alice@acme.test");
  agent = await signIn(ctx.app, db, "acme", "agent@acme.test");
  price = (await pricedRate(ctx.app, alice)).price;
});
afterAll(async () => ctx?.close());

const checkCoupon = (caller: Caller, code: string, rateId = price.offer.id) => call(ctx.app, caller, { method: "POST", url: "/api/v2/hotel/coupon", body: { code, rateId } });

function book(caller: Caller, extra: Record<string, unknown>, key = newKey("hotel-coupon")) {
  return call(ctx.app, caller, {
    method: "POST",
    url: "/api/v2/hotel/booking",
    body: { idempotencyKey: key, rateId: price.offer.id, guests: guests(price.occupancies.length), contact: hotelContact, ...extra },
  });
}

describe("coupon codes (POST /api/v2/hotel/coupon)", () => {
  it("a percentage code takes its share off the rate's total, typed in any case", async () => {
    const res = await checkCoupon(alice, " save10 ");
    expect(res.statusCode, res.body).toBe(200);
    const coupon = json<CouponResult>(res).data;
    const discount = Math.round(price.totalAmount.amount / 10);
    expect(coupon).toMatchObject({ code: "SAVE10", price: price.totalAmount, discount: { amount: discount, currency: "USD" } });
    expect(coupon.totalAmount.amount).toBe(price.totalAmount.amount - discount);
    expect(json(res).message).toBe("Coupon applied");
  });

  it("a fixed amount is taken off as it is", async () => {
    const coupon = json<CouponResult>(await checkCoupon(alice, "TAKE50")).data;
    expect(coupon.discount).toEqual({ amount: 5000, currency: "USD" });
    expect(coupon.totalAmount.amount).toBe(price.totalAmount.amount - 5000);
  });

  it("an unknown code is invalid, with the server's message and the field", async () => {
    const res = await checkCoupon(alice, "NOPE2000");
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ status: false, message: "This coupon code is not valid", field: "body.code" });
  });

  it("an expired code is refused as expired", async () => {
    const res = await checkCoupon(alice, "SUMMER2020");
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe("This coupon code has expired");
  });

  it("another agency's code is unknown here", async () => {
    const res = await checkCoupon(alice, "NOMAD15");
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe("This coupon code is not valid");
    const [own] = await ctx.database.db.select().from(coupons).where(eq(coupons.code, "NOMAD15"));
    expect(own).toBeDefined();
  });

  it("a malformed code, a bad rate and a signed-out call are refused", async () => {
    const format = await checkCoupon(alice, "a!");
    expect(format.statusCode).toBe(400);
    expect(json(format).message).toContain("Enter a coupon code of 3 to 32 letters, digits or hyphens");
    expect((await checkCoupon(alice, "SAVE10", "htl1_bogus")).statusCode).toBeGreaterThanOrEqual(400);
    const signedOut = await call(ctx.app, { agencyId: alice.agencyId }, { method: "POST", url: "/api/v2/hotel/coupon", body: { code: "SAVE10", rateId: price.offer.id } });
    expect(signedOut.statusCode).toBe(401);
  });

  it("an agent's check for a client answers the client's price (a stranger is refused)", async () => {
    const res = await call(ctx.app, agent, { method: "POST", url: "/api/v2/hotel/coupon", body: { code: "SAVE10", rateId: price.offer.id, clientId: "00000000-0000-4000-8000-000000000000" } });
    expect(res.statusCode).toBe(400);
    expect(json(res).field).toBe("body.clientId");
  });
});

describe("the booking charges the discounted total", () => {
  it("a coupon and refund protection: charged = discounted total + premium; the record shows both", async () => {
    const coupon = json<CouponResult>(await checkCoupon(alice, "SAVE10")).data;
    const quoteRes = await call(ctx.app, alice, { method: "POST", url: "/api/v2/hotel/refund-protection/quote", body: { rateId: price.offer.id } });
    expect(quoteRes.statusCode, quoteRes.body).toBe(200);
    const quote = json<RefundProtectionQuote>(quoteRes).data;
    expect(quote.products[0]).toMatchObject({ productCode: "HOTEL", coveredAmount: price.totalAmount });
    const key = newKey("hotel-coupon");
    const res = await book(alice, { couponCode: "save10", addOns: [{ kind: "refundProtection", quoteId: quote.quoteId }] }, key);
    expect(res.statusCode, res.body).toBe(200);
    const expected = coupon.totalAmount.amount + quote.protectionAmount.amount;
    const booked = json<{ referenceNumber: string; totalAmount: { amount: number } }>(res).data;
    expect(booked.totalAmount.amount).toBe(expected);

    const paid = await call(ctx.app, alice, { method: "POST", url: "/api/v2/hotel/payment", body: { idempotencyKey: key, referenceNumber: booked.referenceNumber, card: card(CARDS.ok) } });
    expect(paid.statusCode, paid.body).toBe(200);
    const result = json<PaymentResult>(paid).data;
    expect(result.totalAmount.amount).toBe(expected);
    const row = await bookingRow(ctx.database.db, booked.referenceNumber);
    expect(row).toMatchObject({ discountAmount: coupon.discount.amount, couponCode: "SAVE10", totalAmount: expected, status: "paid" });
    const [intent] = await ctx.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, row.paymentIntentId ?? ""));
    expect(intent?.amount).toBe(expected);

    const record = json<HotelBookingRecord>(await call(ctx.app, alice, { method: "GET", url: `/api/v3/hotel/hotel-booking/${booked.referenceNumber}` })).data;
    expect(record.couponCode).toBe("SAVE10");
    expect(record.fareBreakup.discounts.amount).toBe(coupon.discount.amount);
    expect(record.fareBreakup.totalFare.amount).toBe(expected);
    expect(record.fareBreakup.totalRate.amount).toBe(price.totalAmount.amount);
  });

  it("the server applies the coupon itself: an expired or unknown one refuses the booking, nothing is held", async () => {
    const expired = await book(alice, { couponCode: "SUMMER2020" });
    expect(expired.statusCode).toBe(409);
    expect(json(expired)).toMatchObject({ message: "This coupon code has expired", field: "body.couponCode" });
    const other = await book(alice, { couponCode: "NOMAD15" });
    expect(other.statusCode).toBe(400);
  });

  it("the same key with another coupon is a different request (409)", async () => {
    const key = newKey("hotel-coupon");
    expect((await book(alice, { couponCode: "SAVE10" }, key)).statusCode).toBe(200);
    const again = await book(alice, { couponCode: "TAKE50" }, key);
    expect(again.statusCode).toBe(409);
    const same = await book(alice, { couponCode: "SAVE10" }, key);
    expect(same.statusCode).toBe(200);
  });
});

describe("proposals (the deal page)", () => {
  it("answers the hotel, stay, chosen rate, note and agent to the agency's visitors, and marks it viewed", async () => {
    const res = await call(ctx.app, alice, { method: "GET", url: `/api/v2/hotel/proposal?proposalId=${DEMO_PROPOSAL_ID}` });
    expect(res.statusCode, res.body).toBe(200);
    const proposal = json<HotelProposal>(res).data;
    expect(proposal).toMatchObject({ proposalId: DEMO_PROPOSAL_ID, hotel: { hotelId: "2267057-0" }, agentName: "Priya Shah", status: "viewed" });
    expect(proposal.rate?.roomId).toMatch(/^2267057-0:\d$/);
    expect(JSON.stringify(proposal)).not.toContain("alice@acme.test");
    // Another agency's proposal is not found here.
    expect((await call(ctx.app, alice, { method: "GET", url: `/api/v2/hotel/proposal?proposalId=${NOMAD_PROPOSAL_ID}` })).statusCode).toBe(404);
  });

  it("seeding again changes nothing", async () => {
    const before = await ctx.database.db.select().from(coupons);
    const proposal = async () => (await ctx.database.db.select().from(proposals).where(eq(proposals.id, DEMO_PROPOSAL_ID)))[0];
    const seeded = await proposal();
    await seedHotels(ctx.database.db);
    expect(await ctx.database.db.select().from(coupons)).toHaveLength(before.length);
    expect(await proposal()).toEqual(seeded);
  });

  it("a re-seed after the proposed stay has begun moves the stay on and keeps the note", async () => {
    const db = ctx.database.db;
    const [before] = await db.select().from(proposals).where(eq(proposals.id, DEMO_PROPOSAL_ID));
    const start = before?.items[0]?.start ?? "";
    await db.update(proposals).set({ note: "Edited by the agent" }).where(eq(proposals.id, DEMO_PROPOSAL_ID));
    const later = new Date(Date.parse(`${start}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await seedHotels(db, later);
    const [after] = await db.select().from(proposals).where(eq(proposals.id, DEMO_PROPOSAL_ID));
    expect(after?.note).toBe("Edited by the agent");
    expect((after?.items[0]?.start ?? "") > start).toBe(true);
    expect(after?.items[0]).toMatchObject({ vertical: "hotel", offer: { hotelId: "2267057-0" } });
    expect(after?.tripStart).toBe(after?.items[0]?.start);
  });
});
