import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CancellationResult, PenaltyQuote } from "@/shared/api/bookings";
import { bookings } from "@/server/db/schema-bookings";
import { sandboxFlightOrders } from "@/server/db/schema-flights";
import { paymentIntents } from "@/server/db/schema-payments";
import { createTestApp, type TestContext } from "./helpers";
import { bookAndPay, call, signIn, type Caller } from "./flights-fixtures";

let ctx: TestContext;
let alice: Caller;
let nomadAlice: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await signIn(ctx.app, ctx.database.db, "acme", "alice@acme.test");
  nomadAlice = await signIn(ctx.app, ctx.database.db, "nomad", "alice@nomad.test");
});
afterAll(async () => ctx?.close());

const json = <T>(res: { json(): unknown }) => res.json() as { status: boolean; message: string; data: T; field?: string };

async function row(referenceNumber: string) {
  const [r] = await ctx.database.db.select().from(bookings).where(eq(bookings.referenceNumber, referenceNumber));
  if (!r) throw new Error("missing booking");
  return r;
}

async function refunded(referenceNumber: string): Promise<number> {
  const b = await row(referenceNumber);
  const [intent] = await ctx.database.db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.id, b.paymentIntentId ?? ""));
  return intent?.data.amountRefunded ?? -1;
}

/** The airline's side believes the ticket was issued yesterday (void is same-day only). */
/** Moves the booking 24 hours into the past: the end of the void window (docs/sandbox.md). */
async function booked24HoursAgo(referenceNumber: string) {
  const b = await row(referenceNumber);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  await ctx.database.db
    .update(sandboxFlightOrders)
    .set({ data: sql`jsonb_set(${sandboxFlightOrders.data}, '{createdAt}', to_jsonb(${yesterday}::text))` })
    .where(eq(sandboxFlightOrders.pnr, b.supplierReference ?? ""));
}

describe("penalty quote and cancel", () => {
  it("quotes the penalty, cancels with 'Flight cancelled successfully' and refunds what was quoted", async () => {
    const booked = await bookAndPay(ctx.app, alice, { lastName: "Penalty" });
    const quoteRes = await call(ctx.app, alice, { method: "POST", url: "/api/flight/get-penalty", body: { referenceNumber: booked.referenceNumber } });
    expect(quoteRes.statusCode).toBe(200);
    const quote = json<PenaltyQuote>(quoteRes).data;
    const b = await row(booked.referenceNumber);
    expect(quote).toMatchObject({ cancellable: true, voidable: true });
    expect(quote.penalty.amount).toBeGreaterThan(0);
    expect(quote.penalty.amount + quote.refund.amount).toBe(b.totalAmount);
    const res = await call(ctx.app, alice, { method: "POST", url: "/api/flight/flight-cancel-booking", body: { referenceNumber: booked.referenceNumber } });
    expect(res.statusCode).toBe(200);
    const done = json<CancellationResult>(res);
    expect(done.message).toBe("Flight cancelled successfully");
    expect(done.data).toEqual({ referenceNumber: booked.referenceNumber, bookingStatus: "cancelled", penalty: quote.penalty, refund: quote.refund });
    expect(await refunded(booked.referenceNumber)).toBe(quote.refund.amount);
    expect((await row(booked.referenceNumber)).penaltyAmount).toBe(quote.penalty.amount);
    const again = await call(ctx.app, alice, { method: "POST", url: "/api/flight/flight-cancel-booking", body: { referenceNumber: booked.referenceNumber } });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe("This booking is already cancelled");
    const after = json<PenaltyQuote>(await call(ctx.app, alice, { method: "POST", url: "/api/flight/get-penalty", body: { referenceNumber: booked.referenceNumber } })).data;
    expect(after.cancellable).toBe(false);
  });
  it("400 names referenceNumber; another agency's booking is 404; the airline may refuse", async () => {
    const bad = await call(ctx.app, alice, { method: "POST", url: "/api/flight/get-penalty", body: {} });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).field).toBe("body.referenceNumber");
    const booked = await bookAndPay(ctx.app, alice, { lastName: "Cancelfail" });
    expect((await call(ctx.app, nomadAlice, { method: "POST", url: "/api/flight/get-penalty", body: { referenceNumber: booked.referenceNumber } })).statusCode).toBe(404);
    expect((await call(ctx.app, nomadAlice, { method: "POST", url: "/api/flight/flight-cancel-booking", body: { referenceNumber: booked.referenceNumber } })).statusCode).toBe(404);
    const refused = await call(ctx.app, alice, { method: "POST", url: "/api/flight/flight-cancel-booking", body: { referenceNumber: booked.referenceNumber } });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe("The airline rejected the cancellation, please contact support");
    expect((await row(booked.referenceNumber)).status).toBe("ticketed");
  });
  it("GET /api/v2/flight/cancel cancels by PNR; bad PNR 400; other agency 404", async () => {
    const booked = await bookAndPay(ctx.app, alice);
    const pnr = (await row(booked.referenceNumber)).supplierReference ?? "";
    expect((await call(ctx.app, nomadAlice, { method: "GET", url: `/api/v2/flight/cancel?pnr=${pnr}` })).statusCode).toBe(404);
    const bad = await call(ctx.app, alice, { method: "GET", url: "/api/v2/flight/cancel?pnr=x" });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).field).toBe("querystring.pnr");
    const res = await call(ctx.app, alice, { method: "GET", url: `/api/v2/flight/cancel?pnr=${pnr}` });
    expect(res.statusCode).toBe(200);
    expect(json<CancellationResult>(res).data.bookingStatus).toBe("cancelled");
  });
});

describe("void (flightCancelVoidBooking)", () => {
  it("voids within 24 hours of booking with a full refund", async () => {
    const booked = await bookAndPay(ctx.app, alice);
    const b = await row(booked.referenceNumber);
    const res = await call(ctx.app, alice, { method: "POST", url: "/api/flight/flightCancelVoidBooking", body: { referenceNumber: booked.referenceNumber, action: "void" } });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe("Flight cancelled successfully");
    expect(json<CancellationResult>(res).data).toMatchObject({ bookingStatus: "voided", penalty: { amount: 0 }, refund: { amount: b.totalAmount } });
    expect(await refunded(booked.referenceNumber)).toBe(b.totalAmount);
  });
  it("refuses a void 24 hours after booking, but still cancels", async () => {
    const booked = await bookAndPay(ctx.app, alice);
    await booked24HoursAgo(booked.referenceNumber);
    const quote = json<PenaltyQuote>(await call(ctx.app, alice, { method: "POST", url: "/api/flight/get-penalty", body: { referenceNumber: booked.referenceNumber } })).data;
    expect(quote.voidable).toBe(false);
    const res = await call(ctx.app, alice, { method: "POST", url: "/api/flight/flightCancelVoidBooking", body: { referenceNumber: booked.referenceNumber, action: "void" } });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe("A ticket can only be voided within 24 hours of booking");
    const cancel = await call(ctx.app, alice, { method: "POST", url: "/api/flight/flightCancelVoidBooking", body: { referenceNumber: booked.referenceNumber } });
    expect(cancel.statusCode).toBe(200);
    expect(json<CancellationResult>(cancel).data.bookingStatus).toBe("cancelled");
  });
  it("an unpaid booking can be neither voided nor cancelled; a bad action is a 400", async () => {
    const held = await bookAndPay(ctx.app, alice, { pay: false });
    const res = await call(ctx.app, alice, { method: "POST", url: "/api/flight/flightCancelVoidBooking", body: { referenceNumber: held.referenceNumber, action: "void" } });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe("Only ticketed bookings can be voided");
    const bad = await call(ctx.app, alice, { method: "POST", url: "/api/flight/flightCancelVoidBooking", body: { referenceNumber: held.referenceNumber, action: "explode" } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).field).toBe("body.action");
  });
});

describe("expectedRefund: a changed refund is quoted again, nothing cancelled", () => {
  const penaltyOf = async (referenceNumber: string) => json<PenaltyQuote>(await call(ctx.app, alice, { method: "POST", url: "/api/flight/get-penalty", body: { referenceNumber } })).data;

  it("cancels when the refund is the one confirmed (both cancel routes)", async () => {
    for (const url of ["/api/flight/flightCancelVoidBooking", "/api/flight/flight-cancel-booking"]) {
      const booked = await bookAndPay(ctx.app, alice, { lastName: "Penalty" });
      const quote = await penaltyOf(booked.referenceNumber);
      const res = await call(ctx.app, alice, { method: "POST", url, body: { referenceNumber: booked.referenceNumber, expectedRefund: quote.refund } });
      expect(res.statusCode).toBe(200);
      const done = json<CancellationResult>(res);
      expect(done.message).toBe("Flight cancelled successfully");
      expect(done.data).toEqual({ referenceNumber: booked.referenceNumber, bookingStatus: "cancelled", penalty: quote.penalty, refund: quote.refund });
      expect(await refunded(booked.referenceNumber)).toBe(quote.refund.amount);
    }
  });

  it("REQUOTE: the airline's refund drops after the first quote → priceChanged, no cancel, no refund; the new amount then cancels", async () => {
    const booked = await bookAndPay(ctx.app, alice, { lastName: "Requote" });
    const first = await penaltyOf(booked.referenceNumber);
    expect(first.cancellable).toBe(true);
    const body = { referenceNumber: booked.referenceNumber, action: "cancel", expectedRefund: first.refund };
    const changed = await call(ctx.app, alice, { method: "POST", url: "/api/flight/flightCancelVoidBooking", body });
    expect(changed.statusCode).toBe(200);
    const requote = json<CancellationResult>(changed);
    expect(requote.message).toBe("The refund amount has changed. Please review it and confirm the cancellation again.");
    expect(requote.data).toMatchObject({ referenceNumber: booked.referenceNumber, bookingStatus: "ticketed", priceChanged: true });
    expect(requote.data.refund.amount).toBeLessThan(first.refund.amount);
    expect(requote.data.penalty.amount).toBeGreaterThan(first.penalty.amount);
    expect(requote.data.penalty.amount + requote.data.refund.amount).toBe((await row(booked.referenceNumber)).totalAmount);
    // Nothing happened: still ticketed with the airline and here, nothing refunded.
    const b = await row(booked.referenceNumber);
    expect(b).toMatchObject({ status: "ticketed", penaltyAmount: null, refundAmount: null });
    expect(await refunded(booked.referenceNumber)).toBe(0);
    const [order] = await ctx.database.db
      .select()
      .from(sandboxFlightOrders)
      .where(eq(sandboxFlightOrders.pnr, b.supplierReference ?? ""));
    expect(order?.data.status).toBe("ticketed");
    // The same old amount again is still a change; the new amount cancels and refunds exactly it.
    const stale = await call(ctx.app, alice, { method: "POST", url: "/api/flight/flightCancelVoidBooking", body });
    expect(json<CancellationResult>(stale).data).toMatchObject({ priceChanged: true, refund: requote.data.refund });
    const done = await call(ctx.app, alice, {
      method: "POST",
      url: "/api/flight/flightCancelVoidBooking",
      body: { ...body, expectedRefund: requote.data.refund },
    });
    expect(done.statusCode).toBe(200);
    expect(json(done).message).toBe("Flight cancelled successfully");
    expect(json<CancellationResult>(done).data).toEqual({
      referenceNumber: booked.referenceNumber,
      bookingStatus: "cancelled",
      penalty: requote.data.penalty,
      refund: requote.data.refund,
    });
    expect(await refunded(booked.referenceNumber)).toBe(requote.data.refund.amount);
    expect((await row(booked.referenceNumber)).refundAmount).toBe(requote.data.refund.amount);
  });

  it("another currency is a change too", async () => {
    const booked = await bookAndPay(ctx.app, alice);
    const quote = await penaltyOf(booked.referenceNumber);
    const res = await call(ctx.app, alice, {
      method: "POST",
      url: "/api/flight/flight-cancel-booking",
      body: { referenceNumber: booked.referenceNumber, expectedRefund: { amount: quote.refund.amount, currency: "EUR" } },
    });
    expect(res.statusCode).toBe(200);
    expect(json<CancellationResult>(res).data).toMatchObject({ priceChanged: true, bookingStatus: "ticketed", refund: quote.refund });
    expect((await row(booked.referenceNumber)).status).toBe("ticketed");
  });

  it("without expectedRefund a REQUOTE booking cancels at the airline's current refund (the old contract)", async () => {
    const booked = await bookAndPay(ctx.app, alice, { lastName: "Requote" });
    await penaltyOf(booked.referenceNumber);
    const current = await penaltyOf(booked.referenceNumber);
    const res = await call(ctx.app, alice, { method: "POST", url: "/api/flight/flightCancelVoidBooking", body: { referenceNumber: booked.referenceNumber } });
    expect(res.statusCode).toBe(200);
    const done = json<CancellationResult>(res).data;
    expect(done).toEqual({ referenceNumber: booked.referenceNumber, bookingStatus: "cancelled", penalty: current.penalty, refund: current.refund });
    expect("priceChanged" in done).toBe(false);
    expect(await refunded(booked.referenceNumber)).toBe(current.refund.amount);
  });

  it("a void ignores expectedRefund (it refunds everything)", async () => {
    const booked = await bookAndPay(ctx.app, alice, { lastName: "Requote" });
    await penaltyOf(booked.referenceNumber);
    const b = await row(booked.referenceNumber);
    const res = await call(ctx.app, alice, {
      method: "POST",
      url: "/api/flight/flightCancelVoidBooking",
      body: { referenceNumber: booked.referenceNumber, action: "void", expectedRefund: { amount: 1, currency: "USD" } },
    });
    expect(res.statusCode).toBe(200);
    expect(json<CancellationResult>(res).data).toMatchObject({ bookingStatus: "voided", refund: { amount: b.totalAmount } });
  });

  it("a bad expectedRefund is a 400 naming it", async () => {
    const booked = await bookAndPay(ctx.app, alice, { pay: false });
    const res = await call(ctx.app, alice, {
      method: "POST",
      url: "/api/flight/flightCancelVoidBooking",
      body: { referenceNumber: booked.referenceNumber, expectedRefund: { amount: "lots", currency: "USD" } },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).field).toMatch(/^body\.expectedRefund/);
  });
});
