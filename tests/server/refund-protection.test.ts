// spec B "Add-ons": refund protection on flights (docs/flights-api.md "Refund protection").
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeReservationDetails, type BookingResult } from "@/shared/api/flight-bookings";
import { type CancellationResult, type PaymentResult, type PenaltyQuote } from "@/shared/api/bookings";
import { refundProtectionConfig, type RefundProtectionQuote } from "@/shared/api/refund-protection";
import { decodeBase64Json } from "@/shared/base64-json";
import { outbox } from "@/server/db/schema";
import { bookings } from "@/server/db/schema-bookings";
import { refundProtectionConfigs, refundProtectionQuotes } from "@/server/db/schema-bookings";
import { paymentIntents } from "@/server/db/schema-payments";
import { premiumFor } from "@/server/bookings/refund-protection";
import { createTestApp, type TestContext } from "./helpers";
import { agencyId, bookingRow, call, card, CARDS, contact, firstOffer, newKey, oneWay, passenger, plainDate, signIn, type Caller } from "./flights-fixtures";

let ctx: TestContext;
let alice: Caller;
let bob: Caller & { user: { id: string } };
let nomadAlice: Caller;
let owner: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await signIn(ctx.app, ctx.database.db, "acme", "alice@acme.test");
  bob = await signIn(ctx.app, ctx.database.db, "acme", "bob@acme.test");
  nomadAlice = await signIn(ctx.app, ctx.database.db, "nomad", "alice@nomad.test");
  owner = await signIn(ctx.app, ctx.database.db, "acme", "owner@acme.test");
});
afterAll(async () => ctx?.close());

const json = <T>(res: { json(): unknown }) => res.json() as { status: boolean; message: string; data: T; field?: string };

async function quoteFor(caller: Caller, offerId: string): Promise<RefundProtectionQuote> {
  const res = await call(ctx.app, caller, { method: "POST", url: "/api/refund-protects/quote", body: { offerId } });
  expect(res.statusCode, res.body).toBe(200);
  return json<RefundProtectionQuote>(res).data;
}

async function reprice(caller: Caller, offerId: string): Promise<{ totalAmount: { amount: number; currency: string } }> {
  const res = await call(ctx.app, caller, { method: "POST", url: "/api/flight/reprice", body: { offerId } });
  expect(res.statusCode).toBe(200);
  return json<{ totalAmount: { amount: number; currency: string } }>(res).data;
}

function book(caller: Caller, offerId: string, key: string, quoteId?: string, lastName = "Traveller") {
  return call(ctx.app, caller, {
    method: "POST",
    url: "/api/flight/booking",
    body: { idempotencyKey: key, offerId, passengers: [passenger("ADT", lastName)], contact, ...(quoteId ? { addOns: [{ kind: "refundProtection", quoteId }] } : {}) },
  });
}

function pay(caller: Caller, key: string, referenceNumber: string) {
  return call(ctx.app, caller, { method: "POST", url: "/api/flight/payment", body: { idempotencyKey: key, referenceNumber, card: card(CARDS.ok) } });
}

async function intentOf(referenceNumber: string) {
  const b = await bookingRow(ctx.database.db, referenceNumber);
  const [intent] = await ctx.database.db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.id, b.paymentIntentId ?? ""));
  if (!intent) throw new Error("no intent");
  return intent;
}

/** A protected, paid booking of `caller`. */
async function protectedBooking(caller: Caller, lastName = "Traveller") {
  const offer = await firstOffer(ctx.app, caller, oneWay(plainDate()));
  const quote = await quoteFor(caller, offer.id);
  const key = newKey("protect");
  const booked = await book(caller, offer.id, key, quote.quoteId, lastName);
  expect(booked.statusCode, booked.body).toBe(200);
  const { referenceNumber } = json<BookingResult>(booked).data;
  const paid = await pay(caller, key, referenceNumber);
  expect(paid.statusCode, paid.body).toBe(200);
  return { offer, quote, key, referenceNumber, booking: json<BookingResult>(booked).data, payment: json<PaymentResult>(paid).data };
}

describe("GET /api/refund-protects", () => {
  it("answers the agency's config as base64-encoded JSON in data (spec B)", async () => {
    const res = await call(ctx.app, alice, { method: "GET", url: "/api/refund-protects" });
    expect(res.statusCode).toBe(200);
    const body = json<string>(res);
    expect(body.status).toBe(true);
    const config = refundProtectionConfig.parse(decodeBase64Json(body.data));
    expect(config).toEqual({ isEnabled: true, refundProtectMarkup: 25, premiumRate: 6, effectiveRate: 7.5 });
    const nomad = refundProtectionConfig.parse(decodeBase64Json(json<string>(await call(ctx.app, nomadAlice, { method: "GET", url: "/api/refund-protects" })).data));
    expect(nomad).toMatchObject({ isEnabled: true, refundProtectMarkup: 0 });
  });

  it("needs a session (checkout add-ons are signed in)", async () => {
    const res = await call(ctx.app, { agencyId: alice.agencyId }, { method: "GET", url: "/api/refund-protects" });
    expect(res.statusCode).toBe(401);
  });
});

describe("PATCH /api/refund-protects (the back office's add-on settings)", () => {
  const patch = (caller: Caller, body: unknown, headers: Record<string, string> = {}) => call(ctx.app, caller, { method: "PATCH", url: "/api/refund-protects", body, headers });
  const configOf = (res: { json(): unknown }) => refundProtectionConfig.parse(decodeBase64Json(json<string>(res).data));

  it("owners and admins set whether it is offered and their markup; the provider's premium stays; customers are refused", async () => {
    expect((await patch(alice, { isEnabled: true, refundProtectMarkup: 10 })).statusCode).toBe(403);
    const saved = await patch(owner, { isEnabled: true, refundProtectMarkup: 10 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).message).toBe("Refund protection settings saved");
    expect(configOf(saved)).toEqual({ isEnabled: true, refundProtectMarkup: 10, premiumRate: 6, effectiveRate: 6.6 });
    expect(configOf(await call(ctx.app, alice, { method: "GET", url: "/api/refund-protects" }))).toMatchObject({ refundProtectMarkup: 10, effectiveRate: 6.6 });
    // Switched off: the checkout no longer quotes it.
    expect((await patch(owner, { isEnabled: false, refundProtectMarkup: 10 })).statusCode).toBe(200);
    const offer = await firstOffer(ctx.app, alice, oneWay(plainDate(), undefined, "LIS", "OPO"));
    expect((await call(ctx.app, alice, { method: "POST", url: "/api/refund-protects/quote", body: { offerId: offer.id } })).statusCode).toBe(404);
    // An agency setting it up for the first time starts from the provider's usual premium.
    await ctx.database.db.delete(refundProtectionConfigs).where(eq(refundProtectionConfigs.agencyId, alice.agencyId));
    expect(configOf(await call(ctx.app, alice, { method: "GET", url: "/api/refund-protects" }))).toEqual({ isEnabled: false, refundProtectMarkup: 0, premiumRate: 6, effectiveRate: 6 });
    expect(configOf(await patch(owner, { isEnabled: true, refundProtectMarkup: 25 }))).toEqual({ isEnabled: true, refundProtectMarkup: 25, premiumRate: 6, effectiveRate: 7.5 });
  });

  it("refuses a markup out of range or finer than a hundredth, and the provider's premium, naming the field, translated", async () => {
    const tooHigh = await patch(owner, { isEnabled: true, refundProtectMarkup: 150 });
    expect(tooHigh.statusCode).toBe(400);
    expect(json(tooHigh)).toMatchObject({ field: "body.refundProtectMarkup", message: "The markup on refund protection must be between 0 and 100 %" });
    expect(json(await patch(owner, { isEnabled: true, refundProtectMarkup: -1 })).field).toBe("body.refundProtectMarkup");
    expect(json(await patch(owner, { isEnabled: true, refundProtectMarkup: 12.345 })).message).toBe("Use at most two decimals for the markup");
    expect((await patch(owner, { isEnabled: true, refundProtectMarkup: 12.35 })).statusCode).toBe(200);
    expect((await patch(owner, { isEnabled: true, refundProtectMarkup: 10, premiumRate: 1 })).statusCode).toBe(400);
    const spanish = await patch(owner, { isEnabled: "yes", refundProtectMarkup: 10 }, { "accept-language": "es" });
    expect(spanish.statusCode).toBe(400);
    expect(json(spanish).field).toBe("body.isEnabled");
    expect(json(await patch(owner, { isEnabled: true, refundProtectMarkup: 150 }, { "accept-language": "es" })).message).not.toBe("The markup on refund protection must be between 0 and 100 %");
    // Back to the demo's config for the rest of the file.
    expect((await patch(owner, { isEnabled: true, refundProtectMarkup: 25 })).statusCode).toBe(200);
  });
});

describe("POST /api/refund-protects/quote", () => {
  it("prices the premium from the repriced trip total: rate, then the agency markup on it", async () => {
    const offer = await firstOffer(ctx.app, alice, oneWay(plainDate()));
    const { totalAmount } = await reprice(alice, offer.id);
    const quote = await quoteFor(alice, offer.id);
    expect(quote.offerId).toBe(offer.id);
    expect(quote.protectionAmount).toEqual(premiumFor(totalAmount, { premiumRate: 6, refundProtectMarkup: 25 }));
    // 6 % of the trip, then 25 % on top, each rounded half to even (a tie like 4052.5 → 4052; a
    // float Math.round check failed on the days whose fares end in such a tie).
    // Two roundings: at most half a cent each, the first one scaled by 1.25.
    expect(Math.abs(quote.protectionAmount.amount - totalAmount.amount * 0.06 * 1.25)).toBeLessThanOrEqual(0.5 * 1.25 + 0.5);
    expect(quote.products).toEqual([{ productCode: "FLIGHT", description: "JFK → LHR", coveredAmount: totalAmount }]);
    expect(Date.parse(quote.expiresAt)).toBe(Date.parse(offer.expiresAt));
  });

  it("answers 404 when the agency does not offer it", async () => {
    const id = await agencyId(ctx.database.db, "nomad");
    await ctx.database.db.update(refundProtectionConfigs).set({ isEnabled: false }).where(eq(refundProtectionConfigs.agencyId, id));
    try {
      const offer = await firstOffer(ctx.app, nomadAlice, oneWay(plainDate()));
      const res = await call(ctx.app, nomadAlice, { method: "POST", url: "/api/refund-protects/quote", body: { offerId: offer.id } });
      expect(res.statusCode).toBe(404);
      expect(json(res).message).toBe("Refund protection is not available for this agency");
    } finally {
      await ctx.database.db.update(refundProtectionConfigs).set({ isEnabled: true }).where(eq(refundProtectionConfigs.agencyId, id));
    }
  });

  it("refuses a customer quoting for someone else (agents only)", async () => {
    const offer = await firstOffer(ctx.app, alice, oneWay(plainDate()));
    const res = await call(ctx.app, alice, { method: "POST", url: "/api/refund-protects/quote", body: { offerId: offer.id, clientId: bob.user.id } });
    expect(res.statusCode).toBe(403);
  });
});

describe("booking with refund protection", () => {
  it("charges fare + premium exactly once, stores it, and shows it in details and the mail", async () => {
    const { offer, quote, key, referenceNumber, booking, payment } = await protectedBooking(alice);
    const { totalAmount: fare } = await reprice(alice, offer.id);
    const total = fare.amount + quote.protectionAmount.amount;
    expect(booking.totalAmount).toEqual({ amount: total, currency: fare.currency });
    expect(payment.totalAmount.amount).toBe(total);
    const row = await bookingRow(ctx.database.db, referenceNumber);
    expect(row).toMatchObject({ totalAmount: total, addOnsAmount: quote.protectionAmount.amount, status: "ticketed" });
    expect(row.refundProtection?.quoteId).toBe(quote.quoteId);
    const intent = await intentOf(referenceNumber);
    expect(intent.amount).toBe(total);
    expect(intent.data.amountCaptured).toBe(total);

    // Idempotency still holds: the same key books and charges nothing more.
    const again = await book(alice, offer.id, key, quote.quoteId);
    expect(again.statusCode).toBe(200);
    expect(json<BookingResult>(again).data.referenceNumber).toBe(referenceNumber);
    const paidAgain = await pay(alice, key, referenceNumber);
    expect(paidAgain.statusCode).toBe(200);
    expect((await intentOf(referenceNumber)).id).toBe(intent.id);
    const count = await ctx.database.db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
    expect(count).toHaveLength(1);
    // The same key without the add-on is another request.
    expect((await book(alice, offer.id, key)).statusCode).toBe(409);

    const details = await call(ctx.app, alice, { method: "GET", url: `/api/flight/getReservationDetails?referenceNumber=${referenceNumber}` });
    const decoded = decodeReservationDetails(json<string>(details).data);
    expect(decoded.totalAmount.amount).toBe(total);
    expect(decoded.offer.totalAmount.amount).toBe(fare.amount);
    expect(decoded.refundProtection).toMatchObject({ quoteId: quote.quoteId, protectionAmount: quote.protectionAmount });

    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.agencyId, alice.agencyId));
    const mail = mails.find((m) => m.text.includes(referenceNumber));
    expect(mail?.text).toMatch(/Refund protection: \$[\d,.]+ \(cancel and get your full fare back\)/);
  });

  it("concurrent submits with the same key and quote make one booking and one charge", async () => {
    const offer = await firstOffer(ctx.app, alice, oneWay(plainDate()));
    const quote = await quoteFor(alice, offer.id);
    const key = newKey("protect-race");
    const answers = await Promise.all(Array.from({ length: 8 }, () => book(alice, offer.id, key, quote.quoteId)));
    const refs = new Set(answers.map((a) => json<BookingResult>(a).data.referenceNumber));
    expect(refs.size).toBe(1);
    const [referenceNumber] = [...refs] as [string];
    const paid = await Promise.all(Array.from({ length: 8 }, () => pay(alice, key, referenceNumber)));
    expect(paid.every((p) => p.statusCode === 200)).toBe(true);
    const { totalAmount: fare } = await reprice(alice, offer.id);
    const intents = await ctx.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.idempotencyKey, `flight-booking:${(await bookingRow(ctx.database.db, referenceNumber)).id}`));
    expect(intents).toHaveLength(1);
    expect(intents[0]?.amount).toBe(fare.amount + quote.protectionAmount.amount);
  });

  it("refuses another agency's quote, another user's, another offer's, an expired one and a made-up one", async () => {
    const offer = await firstOffer(ctx.app, alice, oneWay(plainDate()));
    const quote = await quoteFor(alice, offer.id);
    const before = (await ctx.database.db.select().from(bookings)).length;
    const nomadOffer = await firstOffer(ctx.app, nomadAlice, oneWay(plainDate()));
    const foreign = await book(nomadAlice, nomadOffer.id, newKey("foreign"), quote.quoteId);
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign)).toMatchObject({ message: "This refund protection quote is not valid for this booking", field: "body.addOns.0.quoteId" });
    expect((await book(bob, offer.id, newKey("other-user"), quote.quoteId)).statusCode).toBe(400);
    const other = await firstOffer(ctx.app, alice, oneWay(plainDate(), { ADT: 1, CHD: 0, INF: 0 }, "JFK", "CDG"));
    expect((await book(alice, other.id, newKey("other-offer"), quote.quoteId)).statusCode).toBe(400);
    expect((await book(alice, offer.id, newKey("made-up"), "00000000-0000-4000-8000-000000000000")).statusCode).toBe(400);
    // A quote priced from another total (e.g. another client's markup) is refused, not re-priced silently.
    await ctx.database.db.update(refundProtectionQuotes).set({ basisAmount: 1 }).where(eq(refundProtectionQuotes.id, quote.quoteId));
    const moved = await book(alice, offer.id, newKey("moved"), quote.quoteId);
    expect(moved.statusCode).toBe(409);
    expect(json(moved).message).toBe("The refund protection price has changed. Please review it before booking.");
    await ctx.database.db
      .update(refundProtectionQuotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refundProtectionQuotes.id, quote.quoteId));
    expect((await book(alice, offer.id, newKey("expired"), quote.quoteId)).statusCode).toBe(409);
    expect((await ctx.database.db.select().from(bookings)).length).toBe(before);
  });
});

describe("cancelling a protected booking", () => {
  it("refunds the whole fare, airline penalty covered, but not the premium", async () => {
    // PENALTY: the airline keeps 150.00 per passenger (docs/sandbox.md); protection covers it.
    const { quote, referenceNumber } = await protectedBooking(alice, "Penalty");
    const row = await bookingRow(ctx.database.db, referenceNumber);
    const fare = row.totalAmount - row.addOnsAmount;
    const penalty = await call(ctx.app, alice, { method: "POST", url: "/api/flight/get-penalty", body: { referenceNumber } });
    expect(json<PenaltyQuote>(penalty).data).toMatchObject({ penalty: { amount: 0 }, refund: { amount: fare }, cancellable: true });
    const res = await call(ctx.app, alice, { method: "POST", url: "/api/flight/flightCancelVoidBooking", body: { referenceNumber, action: "cancel" } });
    expect(res.statusCode).toBe(200);
    expect(json<CancellationResult>(res).data).toMatchObject({ bookingStatus: "cancelled", penalty: { amount: 0 }, refund: { amount: fare } });
    const intent = await intentOf(referenceNumber);
    expect(intent.data.amountRefunded).toBe(fare);
    expect(intent.amount - intent.data.amountRefunded).toBe(quote.protectionAmount.amount);
  });

  it("a void (same day) refunds everything, premium included", async () => {
    const { referenceNumber } = await protectedBooking(alice);
    const row = await bookingRow(ctx.database.db, referenceNumber);
    const res = await call(ctx.app, alice, { method: "POST", url: "/api/flight/flightCancelVoidBooking", body: { referenceNumber, action: "void" } });
    expect(res.statusCode).toBe(200);
    expect(json<CancellationResult>(res).data.refund.amount).toBe(row.totalAmount);
  });
});
