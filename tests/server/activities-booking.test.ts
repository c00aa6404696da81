import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivityBookingDetails, ActivityCancelQuote, ActivityCancelResult } from "@/shared/api/activity-bookings";
import { outbox } from "@/server/db/schema";
import { bookings } from "@/server/db/schema-bookings";
import { paymentIntents } from "@/server/db/schema-payments";
import { createTestApp, type TestContext } from "./helpers";
import { bookingRow, call, card, CARDS, signIn, type Caller } from "./flights-fixtures";
import { bookBody, json, LISBON, morningOffer } from "./activities-fixtures";

// spec B §7 "Activities": book, pay (the core's saga), details, email, cancel with reasons and a
// reconfirmed refund; the sandbox triggers of docs/sandbox.md "Activities".

let ctx: TestContext;
let alice: Caller;
let bob: Caller;
let nomadAlice: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  alice = await signIn(ctx.app, db, "acme", "alice@acme.test");
  bob = await signIn(ctx.app, db, "acme", "bob@acme.test");
  nomadAlice = await signIn(ctx.app, db, "nomad", "alice@nomad.test");
});
afterAll(async () => ctx?.close());

const book = (caller: Caller, body: unknown) => call(ctx.app, caller, { method: "POST", url: "/api/activities/bookings/book", body });
const pay = (caller: Caller, key: string, referenceNumber: string, number: string = CARDS.ok) =>
  call(ctx.app, caller, { method: "POST", url: "/api/activities/bookings/payment", body: { idempotencyKey: key, referenceNumber, card: card(number) } });

/** A paid booking of a product that cancels free (the cancel tests need a refund to move). */
async function bookedAndPaid(lastName = "Traveller") {
  const offer = await morningOffer(ctx.app, alice, { ADT: 2, CHD: 1 }, LISBON, (o) => o.cancellationPolicy.type === "FREE");
  const body = bookBody(offer, { lastName });
  const held = await book(alice, body);
  expect(held.statusCode, held.body).toBe(200);
  const ref = json<{ referenceNumber: string }>(held).data.referenceNumber;
  const paid = await pay(alice, body.idempotencyKey, ref);
  expect(paid.statusCode, paid.body).toBe(200);
  return { offer, ref };
}

describe("book and pay", () => {
  it("needs a signed-in user; bad input is a 400 naming the field; travellers must match the offer", async () => {
    expect((await call(ctx.app, { agencyId: alice.agencyId }, { method: "POST", url: "/api/activities/bookings/book", body: {} })).statusCode).toBe(401);
    const offer = await morningOffer(ctx.app, alice);
    const badEmail = await book(alice, { ...bookBody(offer), contact: { email: "nope", phone: "+1 415 555 0100" } });
    expect(badEmail.statusCode).toBe(400);
    expect(json(badEmail).field).toBe("body.contact.email");
    const body = bookBody(offer);
    const short = await book(alice, { ...body, travellers: body.travellers.slice(1) });
    expect(short.statusCode).toBe(400);
    expect(json(short)).toMatchObject({ field: "body.travellers", message: "The travellers do not match the selected offer (ADT 2, CHD 1)" });
    // spec B add-ons: a refund protection quote nobody gave is refused on its field; a misspelt key is too (strict).
    const addOn = await book(alice, { ...body, addOns: [{ kind: "refundProtection", quoteId: "6f1c1e1e-1111-4111-8111-111111111111" }] });
    expect(addOn.statusCode).toBe(400);
    expect(json(addOn).field).toBe("body.addOns.0.quoteId");
    expect((await book(alice, { ...body, addOn: [] })).statusCode).toBe(400);
  });

  it("20 concurrent bookings give one booking; 20 concurrent payments one charge; the mail is queued", async () => {
    const offer = await morningOffer(ctx.app, alice);
    const body = bookBody(offer);
    const held = await Promise.all(Array.from({ length: 20 }, () => book(alice, body)));
    expect(held.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const refs = new Set(held.map((r) => json<{ referenceNumber: string }>(r).data.referenceNumber));
    expect(refs.size).toBe(1);
    const [ref] = [...refs] as [string];
    expect(ref.startsWith("AC")).toBe(true);
    const paid = await Promise.all(Array.from({ length: 20 }, () => pay(alice, body.idempotencyKey, ref)));
    expect(paid.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const row = await bookingRow(ctx.database.db, ref);
    expect(row).toMatchObject({ vertical: "activity", status: "paid", totalAmount: offer.totalAmount.amount });
    const intents = await ctx.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.idempotencyKey, `activity-booking:${row.id}`));
    expect(intents).toHaveLength(1);
    expect(intents[0]?.data).toMatchObject({ status: "succeeded", amountCaptured: row.totalAmount });
    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.to, "ada@example.test"));
    expect(mails.some((mail) => mail.subject.includes(ref))).toBe(true);
  });

  it("shows the booking to its owner only (another user or agency: 404) and lists it", async () => {
    const { ref, offer } = await bookedAndPaid();
    const mine = await call(ctx.app, alice, { method: "GET", url: `/api/activities/bookings/${ref}/details` });
    expect(mine.statusCode).toBe(200);
    expect(json<ActivityBookingDetails>(mine).data).toMatchObject({ bookingStatus: "paid", offer: { productCode: offer.productCode, startTime: offer.startTime }, card: { last4: "4242" } });
    expect((await call(ctx.app, bob, { method: "GET", url: `/api/activities/bookings/${ref}/details` })).statusCode).toBe(404);
    expect((await call(ctx.app, nomadAlice, { method: "GET", url: `/api/activities/bookings/${ref}/details` })).statusCode).toBe(404);
    expect((await call(ctx.app, nomadAlice, { method: "GET", url: `/api/activities/bookings/${ref}/cancel-penalty` })).statusCode).toBe(404);
    const list = json<{ referenceNumber: string; activity: { title: string }; travelDate: string }[]>(await call(ctx.app, alice, { method: "GET", url: "/api/activities/user/bookings" })).data;
    expect(list.find((b) => b.referenceNumber === ref)).toMatchObject({ activity: { title: offer.title }, travelDate: offer.travelDate });
    const email = await call(ctx.app, alice, { method: "POST", url: "/api/activities/bookings/email", body: { referenceNumber: ref, email: "copy@example.test" } });
    expect(email.statusCode).toBe(200);
  });

  it("a declined card keeps the booking on hold; another card pays it", async () => {
    const offer = await morningOffer(ctx.app, alice);
    const body = bookBody(offer);
    const ref = json<{ referenceNumber: string }>(await book(alice, body)).data.referenceNumber;
    const declined = await pay(alice, body.idempotencyKey, ref, CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(json(declined).message).toBe("Your card was declined. Please try another card.");
    expect((await bookingRow(ctx.database.db, ref)).status).toBe("held");
    expect((await pay(alice, body.idempotencyKey, ref)).statusCode).toBe(200);
  });
});

describe("sandbox triggers", () => {
  for (const [lastName, message] of [
    ["SOLDOUT", "This time slot has just sold out. Your card was not charged; please choose another time."],
    ["REJECT", "The activity provider could not confirm your booking. Your card was not charged."],
  ] as const) {
    it(`${lastName}: refused after authorisation, the card released`, async () => {
      const offer = await morningOffer(ctx.app, alice);
      const body = bookBody(offer, { lastName });
      const ref = json<{ referenceNumber: string }>(await book(alice, body)).data.referenceNumber;
      const res = await pay(alice, body.idempotencyKey, ref);
      expect(res.statusCode).toBe(409);
      expect(json(res).message).toBe(message);
      const row = await bookingRow(ctx.database.db, ref);
      expect(row.status).toBe("failed");
      const [intent] = await ctx.database.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.id, row.paymentIntentId ?? ""));
      expect(intent?.data).toMatchObject({ status: "canceled", amountCaptured: 0 });
    });
  }
});

describe("cancellation: reasons → quote → cancel", () => {
  const penalty = (ref: string, caller = alice) => call(ctx.app, caller, { method: "GET", url: `/api/activities/bookings/${ref}/cancel-penalty` });
  const cancel = (body: unknown) => call(ctx.app, alice, { method: "POST", url: "/api/activities/bookings/cancel", body });

  it("quotes with reasons, refuses a cancel without one, cancels with the confirmed refund", async () => {
    const { ref, offer } = await bookedAndPaid();
    const quote = json<ActivityCancelQuote>(await penalty(ref)).data;
    expect(quote.reasons).toContain("WEATHER");
    expect(quote).toMatchObject({ cancellable: true, currency: "USD", exchangeRate: null });
    const noReason = await cancel({ bookingId: ref, quoteAmount: quote.refundAmount });
    expect(noReason.statusCode).toBe(400);
    expect(json(noReason)).toMatchObject({ field: "body.reason" });
    const done = await cancel({ bookingId: ref, reason: "WEATHER", quoteAmount: quote.refundAmount });
    expect(done.statusCode).toBe(200);
    expect(json<ActivityCancelResult>(done)).toMatchObject({ message: "Booking Cancelled Successfully", data: { bookingStatus: "cancelled", priceChanged: false, refundAmount: quote.refundAmount } });
    const row = await bookingRow(ctx.database.db, ref);
    expect(row.refundAmount).toBe(offer.totalAmount.amount);
    expect(row.refundAmount! + row.penaltyAmount!).toBe(offer.totalAmount.amount);
    const again = await cancel({ bookingId: ref, reason: "WEATHER", quoteAmount: quote.refundAmount });
    expect(again.statusCode).toBe(409);
  });

  it("REQUOTE: a moved refund answers priceChanged with the new refund; confirming it cancels", async () => {
    const { ref } = await bookedAndPaid("REQUOTE");
    const first = json<ActivityCancelQuote>(await penalty(ref)).data;
    const moved = await cancel({ bookingId: ref, reason: "ILLNESS", quoteAmount: first.refundAmount });
    const answer = json<ActivityCancelResult>(moved).data;
    expect(first.refundAmount.amount).toBeGreaterThan(0);
    expect(answer).toMatchObject({ priceChanged: true, bookingStatus: "paid" });
    expect(answer.refundAmount.amount).toBeLessThan(first.refundAmount.amount);
    expect(json(moved).message).toBe("The refund amount has changed. Please review it and confirm the cancellation again.");
    const done = json<ActivityCancelResult>(await cancel({ bookingId: ref, reason: "ILLNESS", quoteAmount: answer.refundAmount })).data;
    expect(done).toMatchObject({ priceChanged: false, bookingStatus: "cancelled", refundAmount: answer.refundAmount });
  });

  it("FXREFUND: the refund in the booking's currency with the exchange rate", async () => {
    const { ref } = await bookedAndPaid("FXREFUND");
    const quote = json<ActivityCancelQuote>(await penalty(ref)).data;
    expect(quote.currency).toBe("USD");
    expect(quote.exchangeRate).toMatchObject({ from: "EUR", to: "USD" });
    const done = json<ActivityCancelResult>(await cancel({ bookingId: ref, reason: "OTHER", quoteAmount: quote.refundAmount })).data;
    expect(done).toMatchObject({ bookingStatus: "cancelled", exchangeRate: { from: "EUR", to: "USD" }, refundAmount: quote.refundAmount });
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.referenceNumber, ref));
    expect(row?.status).toBe("cancelled");
  });

  it("CANCELFAIL: the provider's refusal, the booking stays paid", async () => {
    const { ref } = await bookedAndPaid("CANCELFAIL");
    const quote = json<ActivityCancelQuote>(await penalty(ref)).data;
    const res = await cancel({ bookingId: ref, reason: "OTHER", quoteAmount: quote.refundAmount });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe("The activity provider rejected the cancellation, please contact support");
    expect((await bookingRow(ctx.database.db, ref)).status).toBe("paid");
  });
});
