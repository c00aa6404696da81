// No test and no sandbox behaviour depends on the day it runs (docs/sandbox.md "No trigger reads the
// calendar"). The server's clock is set to each day that once turned CI red, and the flows the
// tests use run there with the tests' own relative dates: search 20 days ahead, reprice (no price
// change), book, pay, void; a booking made at 23:59:30 UTC is voided after midnight; a browser
// west of UTC may send its own "today", which is already yesterday in UTC.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { RepriceResult } from "@/shared/api/flights";
import type { CancellationResult } from "@/shared/api/bookings";
import { calendarDays, localDay } from "../calendar-days";
import { createTestApp, type TestContext } from "./helpers";
import { bookAndPay, call, firstOffer, oneWay, plainDate, priceChangeTrip, signIn, type Caller } from "./flights-fixtures";
import { scaled } from "../browser/slowdown";

let ctx: TestContext;
const realNow = new Date();

beforeAll(async () => {
  ctx = await createTestApp();
}, scaled(120_000));
afterAll(async () => ctx?.close());
afterEach(() => {
  vi.useRealTimers();
});

const json = <T>(res: { json(): unknown }) => res.json() as { status: boolean; message: string; data: T };

/** Sets the server's clock (Date only: timers and I/O stay real) and signs in on that day. */
async function onDay(at: Date): Promise<Caller> {
  vi.useFakeTimers({ toFake: ["Date"], now: at, shouldAdvanceTime: true });
  return signIn(ctx.app, ctx.database.db, "acme", "alice@acme.test");
}

describe.each(calendarDays(realNow))("with the clock on $label ($at)", ({ at }) => {
  it("a search 20 days ahead reprices unchanged, books, pays and voids", async () => {
    const alice = await onDay(at);
    const offer = await firstOffer(ctx.app, alice, oneWay(plainDate()));
    const repriced = json<RepriceResult>(await call(ctx.app, alice, { method: "POST", url: "/api/flight/reprice", body: { offerId: offer.id } }));
    expect(repriced.data.priceChanged).toBe(false);
    const booked = await bookAndPay(ctx.app, alice);
    const voided = await call(ctx.app, alice, { method: "POST", url: "/api/flight/flightCancelVoidBooking", body: { referenceNumber: booked.referenceNumber, action: "void" } });
    expect(voided.statusCode).toBe(200);
    expect(json<CancellationResult>(voided).data.bookingStatus).toBe("voided");
  });

  it("the price-change trigger is the route, on this day as on any other", async () => {
    const alice = await onDay(at);
    const offer = await firstOffer(ctx.app, alice, priceChangeTrip());
    const repriced = json<RepriceResult>(await call(ctx.app, alice, { method: "POST", url: "/api/flight/reprice", body: { offerId: offer.id } }));
    expect(repriced.data.priceChanged).toBe(true);
  });

  it("the date pickers' first day is bookable in every time zone (Pago Pago's today is yesterday in UTC, Kiritimati's is tomorrow)", async () => {
    const alice = await onDay(at);
    for (const zone of ["Pacific/Pago_Pago", "UTC", "Pacific/Kiritimati"]) {
      const res = await call(ctx.app, alice, { method: "POST", url: "/api/flight/search", body: oneWay(localDay(at, 0, zone)) });
      expect(res.statusCode, `${zone}: ${res.body.slice(0, 160)}`).toBe(200);
    }
  });
});

describe("across midnight UTC", () => {
  it("a booking made at 23:59:30 UTC can still be voided at 00:00:30", async () => {
    const beforeMidnight = calendarDays(realNow).find((d) => d.label === "23:59 UTC")?.at ?? realNow;
    const alice = await onDay(new Date(beforeMidnight.getTime() + 30_000));
    const booked = await bookAndPay(ctx.app, alice);
    vi.setSystemTime(new Date(beforeMidnight.getTime() + 90_000));
    const voided = await call(ctx.app, alice, { method: "POST", url: "/api/flight/flightCancelVoidBooking", body: { referenceNumber: booked.referenceNumber, action: "void" } });
    expect(voided.statusCode, voided.body.slice(0, 200)).toBe(200);
    expect(json<CancellationResult>(voided).data.bookingStatus).toBe("voided");
  });
});
