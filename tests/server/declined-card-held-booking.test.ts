// Bug: a declined card left an "On hold" booking, and going back to pay with another card made a second
// booking of the same offer; holds never paid stayed held for ever. Now a retry of the same checkout reuses
// the hold, and the booking core's sweep releases unpaid holds once their offer has expired — once, even
// with several servers sweeping the same database.
// Bug: another tab's checkout of the same offer (a new key) took the declined hold over, its travellers replacing the
// first checkout's, whose retry then paid and showed the other tab's booking. Now only an attempt that names the
// declined hold (`retryOf`) reuses it; any other booking request makes a hold of its own.
import { DbSandboxHolds } from "@/server/suppliers/sandbox-holds-db";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingResult } from "@/shared/api/flight-bookings";
import type { PaymentResult } from "@/shared/api/bookings";
import { BookingSaga } from "@/server/bookings/saga";
import { bookings } from "@/server/db/schema-bookings";
import { paymentIntents } from "@/server/db/schema-payments";
import { DbSandboxOrderStore } from "@/server/flights/stores";
import { DbPaymentStore } from "@/server/payments/db-store";
import { flightVertical } from "@/server/flights/vertical";
import { SandboxPaymentGateway } from "@/server/payments/sandbox-gateway";
import { flightBookingSupplier } from "@/server/suppliers/flights/booking-supplier";
import { SandboxFlightSupplier } from "@/server/suppliers/flights/sandbox";
import { bookingRow, call, card, CARDS, contact, firstOffer, newKey, oneWay, passenger, plainDate, signIn, type Caller } from "./flights-fixtures";
import { createTestApp, type TestContext } from "./helpers";

let ctx: TestContext;
let alice: Caller & { user: { id: string } };
let bob: Caller & { user: { id: string } };

/** Another server on the same database: its own saga, its own in-process state. */
function anotherServer(): BookingSaga {
  const db = ctx.database.db;
  return new BookingSaga({
    db,
    vertical: flightVertical(flightBookingSupplier(new SandboxFlightSupplier({ store: new DbSandboxOrderStore(db), holds: new DbSandboxHolds(db, "flights") }))),
    gateway: new SandboxPaymentGateway({ store: new DbPaymentStore(db) }),
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await signIn(ctx.app, ctx.database.db, "acme", "alice@acme.test");
  bob = await signIn(ctx.app, ctx.database.db, "acme", "bob@acme.test");
});
afterAll(async () => ctx?.close());

const json = <T>(res: { json(): unknown }) => res.json() as { status: boolean; message: string; data: T };

/** A booking request of one checkout attempt: `retryOf` names the declined hold it continues. */
async function book(offerId: string, lastName = "Traveller", idempotencyKey = newKey("book"), retryOf?: string, as: Caller = alice) {
  const res = await call(ctx.app, as, {
    method: "POST",
    url: "/api/flight/booking",
    body: { idempotencyKey, offerId, passengers: [passenger("ADT", lastName)], contact, ...(retryOf ? { retryOf } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<BookingResult>(res).data;
}

function pay(referenceNumber: string, number: string, idempotencyKey = newKey("pay"), as: Caller = alice) {
  return call(ctx.app, as, { method: "POST", url: "/api/flight/payment", body: { idempotencyKey, referenceNumber, card: card(number) } });
}

const lastNameOf = (row: { details: unknown }) => (row.details as { passengers: { lastName: string }[] }).passengers[0]?.lastName;

async function aliceBookingsOf(offerId: string) {
  return ctx.database.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.bookedByUserId, alice.user.id), eq(bookings.offerId, offerId)));
}

describe("a declined card, then the same checkout again", () => {
  it("reuses the held booking: paying with 4242 after a decline makes one booking, charged once", async () => {
    const offer = await firstOffer(ctx.app, alice, oneWay(plainDate(), undefined, "LIS", "GRU"));
    const first = await book(offer.id);
    const declined = await pay(first.referenceNumber, CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect((await bookingRow(ctx.database.db, first.referenceNumber)).status).toBe("held");
    // Back to the travellers (a name corrected) and on to payment: a new booking request, a new key, naming the declined hold.
    const again = await book(offer.id, "Lovelace", newKey("book"), first.referenceNumber);
    expect(again.referenceNumber).toBe(first.referenceNumber);
    const paid = await pay(again.referenceNumber, CARDS.ok);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(json<PaymentResult>(paid).data.bookingStatus).toBe("ticketed");
    const rows = await aliceBookingsOf(offer.id);
    expect(rows).toHaveLength(1);
    expect(lastNameOf(rows[0]!)).toBe("Lovelace");
    const intents = await ctx.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.idempotencyKey, `flight-booking:${first.bookingId}`));
    expect(intents.map((i) => [i.status, i.data.amountCaptured])).toEqual([["succeeded", rows[0]?.totalAmount]]);
  });

  it("a checkout that takes over a declined hold finds it again by its own key when it resumes", async () => {
    const offer = await firstOffer(ctx.app, alice, oneWay(plainDate(), undefined, "LIS", "ORY"));
    const first = await book(offer.id);
    expect((await pay(first.referenceNumber, CARDS.declined)).statusCode).toBe(402);
    // The same checkout's next attempt (back to the travellers and on): its key is the one it pays and resumes with.
    const key = newKey("checkout");
    expect((await book(offer.id, "Traveller", key, first.referenceNumber)).referenceNumber).toBe(first.referenceNumber);
    const outcome = async () =>
      json<{ status: string; reference?: string }>(await call(ctx.app, alice, { method: "GET", url: `/api/checkout-sessions/payment-outcome?vertical=flights&idempotencyKey=${key}` })).data;
    expect(await outcome()).toMatchObject({ status: "declined", reference: first.referenceNumber });
    const challenged = await call(ctx.app, alice, { method: "POST", url: "/api/flight/payment", body: { idempotencyKey: key, referenceNumber: first.referenceNumber, card: card(CARDS.threeDs) } });
    expect(challenged.statusCode, challenged.body).toBe(200);
    expect(await outcome()).toMatchObject({ status: "requires_action", reference: first.referenceNumber });
    expect(await aliceBookingsOf(offer.id)).toHaveLength(1);
  });

  it("the attempt that took a declined hold over, repeated after its payment went through (a lost answer), finds that booking: no second hold", async () => {
    const offer = await firstOffer(ctx.app, alice, oneWay(plainDate(), undefined, "LIS", "MAD"));
    const first = await book(offer.id);
    expect((await pay(first.referenceNumber, CARDS.declined)).statusCode).toBe(402);
    const key = newKey("checkout");
    expect((await book(offer.id, "Lovelace", key, first.referenceNumber)).referenceNumber).toBe(first.referenceNumber);
    const paid = await pay(first.referenceNumber, CARDS.ok, key);
    expect(paid.statusCode, paid.body).toBe(200);
    // The web's book-then-pay run again with the same key, as a retry after a dropped connection does.
    const repeated = await book(offer.id, "Lovelace", key, first.referenceNumber);
    expect(repeated.referenceNumber).toBe(first.referenceNumber);
    const again = await pay(repeated.referenceNumber, CARDS.ok, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(json<PaymentResult>(again).data.bookingStatus).toBe("ticketed");
    expect(await aliceBookingsOf(offer.id)).toHaveLength(1);
  });

  it("a hold never tried with a card is not taken over: another booking request makes its own booking", async () => {
    const offer = await firstOffer(ctx.app, alice, oneWay(plainDate(), undefined, "LIS", "JFK"));
    const first = await book(offer.id);
    const second = await book(offer.id);
    expect(second.referenceNumber).not.toBe(first.referenceNumber);
    // Named, it is still no declined hold: a booking of its own.
    expect((await book(offer.id, "Traveller", newKey("book"), first.referenceNumber)).referenceNumber).not.toBe(first.referenceNumber);
  });
});

describe("two checkouts of the same offer by the same traveller (two tabs)", () => {
  it("the second checkout's new key without retryOf is a booking of its own; the first's retry pays its own booking", async () => {
    const offer = await firstOffer(ctx.app, alice, oneWay(plainDate(), undefined, "LIS", "OPO"));
    const firstKey = newKey("tab-one");
    const first = await book(offer.id, "Requote", firstKey);
    // The web pays with its attempt's key too.
    const firstPayKey = firstKey;
    expect((await pay(first.referenceNumber, CARDS.declined, firstPayKey)).statusCode).toBe(402);
    const before = await bookingRow(ctx.database.db, first.referenceNumber);
    expect(before.paymentIdempotencyKey).toBe(firstKey);

    // The other tab books the same offer meanwhile and pays.
    const secondKey = newKey("tab-two");
    const second = await book(offer.id, "Fxrefund", secondKey);
    expect(second.referenceNumber).not.toBe(first.referenceNumber);
    const secondPaid = await pay(second.referenceNumber, CARDS.ok, secondKey);
    expect(secondPaid.statusCode, secondPaid.body).toBe(200);

    // The first booking is untouched: its travellers, its keys, still on hold.
    const untouched = await bookingRow(ctx.database.db, first.referenceNumber);
    expect(untouched).toMatchObject({ status: "held", idempotencyKey: firstKey, paymentIdempotencyKey: before.paymentIdempotencyKey });
    expect(lastNameOf(untouched)).toBe("Requote");

    // The first tab retries its attempt (the same keys, another card): its own booking, paid.
    const retried = await book(offer.id, "Requote", firstKey);
    expect(retried.referenceNumber).toBe(first.referenceNumber);
    const paid = await pay(first.referenceNumber, CARDS.ok, firstPayKey);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(json<PaymentResult>(paid).data).toMatchObject({ referenceNumber: first.referenceNumber, bookingStatus: "ticketed" });

    const rows = await aliceBookingsOf(offer.id);
    expect(rows.map((r) => [r.referenceNumber, lastNameOf(r), r.status]).sort()).toEqual(
      [
        [first.referenceNumber, "Requote", "ticketed"],
        [second.referenceNumber, "Fxrefund", "ticketed"],
      ].sort(),
    );
  });

  it("retryOf naming another user's hold, another offer's, or a paid booking is not reused: a hold of its own, no error", async () => {
    const offer = await firstOffer(ctx.app, alice, oneWay(plainDate(), undefined, "LIS", "LHR"));
    const other = await firstOffer(ctx.app, alice, oneWay(plainDate(), undefined, "LIS", "DUB"));

    const bobs = await book(offer.id, "Bob", newKey("bob"), undefined, bob);
    expect((await pay(bobs.referenceNumber, CARDS.declined, newKey("bob-pay"), bob)).statusCode).toBe(402);
    const notBobs = await book(offer.id, "Alice", newKey("book"), bobs.referenceNumber);
    expect(notBobs.referenceNumber).not.toBe(bobs.referenceNumber);
    expect(lastNameOf(await bookingRow(ctx.database.db, bobs.referenceNumber))).toBe("Bob");

    const otherOffers = await book(other.id);
    expect((await pay(otherOffers.referenceNumber, CARDS.declined)).statusCode).toBe(402);
    expect((await book(offer.id, "Traveller", newKey("book"), otherOffers.referenceNumber)).referenceNumber).not.toBe(otherOffers.referenceNumber);

    const paidOne = await book(other.id);
    expect((await pay(paidOne.referenceNumber, CARDS.declined)).statusCode).toBe(402);
    expect((await pay(paidOne.referenceNumber, CARDS.ok)).statusCode).toBe(200);
    const again = await book(other.id, "Traveller", newKey("book"), paidOne.referenceNumber);
    expect(again.referenceNumber).not.toBe(paidOne.referenceNumber);
    expect(await bookingRow(ctx.database.db, paidOne.referenceNumber)).toMatchObject({ status: "ticketed" });
  });
});

describe("holds never paid expire and are released", () => {
  it("releases a declined hold whose offer expired, abandons its card attempt, and another server's sweep finds nothing left", async () => {
    const offer = await firstOffer(ctx.app, alice, oneWay(plainDate(), undefined, "LIS", "MAD"));
    const held = await book(offer.id);
    expect((await pay(held.referenceNumber, CARDS.insufficient)).statusCode).toBe(402);
    const fresh = await book((await firstOffer(ctx.app, alice, oneWay(plainDate(), undefined, "LIS", "CDG"))).id);
    // The offer's expiry passes (moved in the database rather than waiting for it).
    await ctx.database.db
      .update(bookings)
      .set({ offerExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, held.bookingId));
    const [one, two] = [anotherServer(), anotherServer()];
    const released = await Promise.all([one.releaseExpiredHolds(), two.releaseExpiredHolds()]);
    expect(released[0] + released[1]).toBe(1);
    const row = await bookingRow(ctx.database.db, held.referenceNumber);
    expect(row).toMatchObject({ status: "failed", failureCode: "HOLD_EXPIRED", paymentLockedUntil: null });
    const [intent] = await ctx.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.idempotencyKey, `flight-booking:${held.bookingId}`));
    expect(intent?.status).toBe("canceled");
    expect(await one.releaseExpiredHolds()).toBe(0);
    // A hold whose offer is still good stays held; a released one can no longer be paid.
    expect((await bookingRow(ctx.database.db, fresh.referenceNumber)).status).toBe("held");
    expect((await pay(held.referenceNumber, CARDS.ok)).statusCode).toBe(409);
  });

  it("leaves an expired hold whose card was authorised to the crash recovery (it is finished, not released)", async () => {
    const offer = await firstOffer(ctx.app, alice, oneWay(plainDate(), undefined, "LIS", "FCO"));
    const held = await book(offer.id);
    const gateway = new SandboxPaymentGateway({ store: new DbPaymentStore(ctx.database.db) });
    const intent = await gateway.createIntent({
      amount: (await bookingRow(ctx.database.db, held.referenceNumber)).totalAmount,
      currency: offer.totalAmount.currency,
      idempotencyKey: `flight-booking:${held.bookingId}`,
    });
    const authorised = await gateway.confirm(intent.id, card(CARDS.ok));
    expect(authorised.status).toBe("requires_capture");
    await ctx.database.db
      .update(bookings)
      .set({ paymentIntentId: intent.id, offerExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, held.bookingId));
    expect(await anotherServer().releaseExpiredHolds()).toBe(0);
    expect((await bookingRow(ctx.database.db, held.referenceNumber)).status).toBe("held");
  });
});

describe("the traveller releases a held booking", () => {
  const release = (referenceNumber: string) => call(ctx.app, alice, { method: "POST", url: "/api/flight/releaseHold", body: { referenceNumber } });

  it("releases a declined hold (its card attempt abandoned, nothing charged); it can no longer be paid", async () => {
    const offer = await firstOffer(ctx.app, alice, oneWay(plainDate(), undefined, "LIS", "BCN"));
    const held = await book(offer.id);
    expect((await pay(held.referenceNumber, CARDS.declined)).statusCode).toBe(402);
    const res = await release(held.referenceNumber);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ bookingStatus: string }>(res)).toMatchObject({ message: "Booking released. Your card was not charged.", data: { bookingStatus: "failed" } });
    expect(await bookingRow(ctx.database.db, held.referenceNumber)).toMatchObject({ status: "failed", failureCode: "HOLD_RELEASED" });
    const [intent] = await ctx.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.idempotencyKey, `flight-booking:${held.bookingId}`));
    expect(intent?.status).toBe("canceled");
    expect((await pay(held.referenceNumber, CARDS.ok)).statusCode).toBe(409);
    expect((await release(held.referenceNumber)).statusCode).toBe(409);
  });

  it("refuses to release a paid booking", async () => {
    const offer = await firstOffer(ctx.app, alice, oneWay(plainDate(), undefined, "LIS", "AMS"));
    const booked = await book(offer.id);
    expect((await pay(booked.referenceNumber, CARDS.ok)).statusCode).toBe(200);
    const res = await release(booked.referenceNumber);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe("Only a booking on hold can be released");
    expect((await bookingRow(ctx.database.db, booked.referenceNumber)).status).toBe("ticketed");
  });
});
