// The agency back office on the booking core (spec B §3 "Agency lists", §4 ticketing, §7 "Agency back
// office"): lists per vertical with filters, pages and totals, one booking with its history, the CSV, the
// dashboard (its figures are sums of the booking records), the roles, and ticketing a held flight.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AgencyBookingDetail, AgencyBookingsResult, DashboardResult } from "@/shared/api/agency-bookings";
import type { PaymentResult } from "@/shared/api/bookings";
import { users } from "@/server/db/schema";
import { bookings } from "@/server/db/schema-bookings";
import { createTestApp, type TestContext } from "./helpers";
import { bookAndPay, bookingRow, call, card, CARDS, newKey, signIn, type Caller } from "./flights-fixtures";
import { guests, hotelContact, json, pricedRate } from "./hotels-fixtures";
import { scaled } from "../browser/slowdown";

let ctx: TestContext;
type Signed = Caller & { user: { id: string } };
let owner: Signed;
let agent: Signed;
let restricted: Signed;
let alice: Signed;
let nomadOwner: Signed;
/** Made in beforeAll: reference → who booked it. */
const made: { ref: string; id: string; by: string }[] = [];
let held: { referenceNumber: string; bookingId: string };
let hotelRef: string;

const list = (caller: Caller, category: string, query = "") => call(ctx.app, caller, { method: "GET", url: `/api/agency/${category}/bookings${query}` });
const data = <T>(res: { json(): unknown }) => json<T>(res).data;
/** The days the bookings were made on, as a range: a run that crosses midnight (UTC) makes them on two days. */
let bookedFrom: string;
const bookingDays = () => `startDate=${bookedFrom}&endDate=${new Date().toISOString().slice(0, 10)}`;

beforeAll(async () => {
  bookedFrom = new Date().toISOString().slice(0, 10);
  ctx = await createTestApp();
  const db = ctx.database.db;
  owner = await signIn(ctx.app, db, "acme", "owner@acme.test");
  agent = await signIn(ctx.app, db, "acme", "agent@acme.test");
  restricted = await signIn(ctx.app, db, "acme", "restricted@acme.test");
  alice = await signIn(ctx.app, db, "acme", "alice@acme.test");
  nomadOwner = await signIn(ctx.app, db, "nomad", "owner@nomad.test");
  for (const [who, opts] of [
    [agent, { clientId: alice.user.id, lastName: "Clientson" }],
    // Leaves in 5 days: an upcoming departure on the dashboard.
    [agent, { lastName: "Agentson", date: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10) }],
    [owner, { lastName: "Ownerson" }],
    [restricted, { lastName: "Restrictson" }],
    [alice, { lastName: "Aliceson" }],
    [owner, { lastName: "Cancelson" }],
  ] as const) {
    const booked = await bookAndPay(ctx.app, who, opts);
    made.push({ ref: booked.referenceNumber, id: booked.bookingId, by: who.user.id });
  }
  held = await bookAndPay(ctx.app, agent, { lastName: "Heldson", pay: false });
  made.push({ ref: held.referenceNumber, id: held.bookingId, by: agent.user.id });
  // A hotel stay booked and paid by the agent.
  const { price } = await pricedRate(ctx.app, agent);
  const key = newKey("hotel");
  const hotel = await call(ctx.app, agent, {
    method: "POST",
    url: "/api/v2/hotel/booking",
    body: { idempotencyKey: key, rateId: price.offer.id, guests: guests(price.occupancies.length, "Hotelson"), contact: hotelContact },
  });
  hotelRef = json<{ referenceNumber: string }>(hotel).data.referenceNumber;
  const paid = await call(ctx.app, agent, { method: "POST", url: "/api/v2/hotel/payment", body: { idempotencyKey: key, referenceNumber: hotelRef, card: card(CARDS.ok) } });
  expect(paid.statusCode, paid.body).toBe(200);
  // One cancelled through the back office (its figures count as a cancellation with a refund).
  const cancelled = made[5]!;
  const quote = await call(ctx.app, owner, { method: "POST", url: "/api/agency/flights/bookings/penalty", body: { referenceNumber: cancelled.ref } });
  expect(quote.statusCode, quote.body).toBe(200);
  const refund = json<{ refund: { amount: number; currency: string } }>(quote).data.refund;
  const done = await call(ctx.app, owner, { method: "POST", url: "/api/agency/flights/bookings/cancel", body: { referenceNumber: cancelled.ref, expectedRefund: refund } });
  expect(done.statusCode, done.body).toBe(200);
  expect(json(done).message).toBe("Flight cancelled successfully");
}, scaled(120_000));

afterAll(async () => {
  await ctx?.close();
});

describe("bookings per vertical (GET /api/agency/{category}/bookings)", () => {
  it("pages: every booking once across pages, totals named as the spec names them", async () => {
    const seen: string[] = [];
    let total = -1;
    for (let offSet = 0; ; offSet += 3) {
      const page = data<AgencyBookingsResult>(await list(owner, "flights", `?offSet=${offSet}&limit=3&showPastTrips=true`));
      total = page.totalRecords;
      expect(page.totalFlightRecords).toBe(page.totalRecords);
      expect(page.bookings.length).toBeLessThanOrEqual(3);
      seen.push(...page.bookings.map((b) => b.referenceNumber));
      if (page.bookings.length < 3) break;
    }
    expect(total).toBe(made.length);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(made.map((m) => m.ref).sort());
    // Newest first.
    const first = data<AgencyBookingsResult>(await list(owner, "flights", "?limit=100"));
    const times = first.bookings.map((b) => b.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("the sums are the whole filtered list's, per currency", async () => {
    const res = data<AgencyBookingsResult>(await list(owner, "flights", "?limit=2"));
    const rows = await ctx.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.agencyId, owner.agencyId), eq(bookings.vertical, "flight")));
    const usd = rows.filter((r) => r.currency === "USD");
    expect(res.sums).toEqual([{ currency: "USD", totalAmount: usd.reduce((s, r) => s + r.totalAmount, 0), markup: usd.reduce((s, r) => s + r.markupAmount, 0), fee: usd.reduce((s, r) => s + r.feeAmount, 0) }]);
  });

  it("filters: status, search (name, reference, client), booking days, user, past trips", async () => {
    const heldOnly = data<AgencyBookingsResult>(await list(owner, "flights", "?selectedStatus=held"));
    expect(heldOnly.bookings.map((b) => b.referenceNumber)).toEqual([held.referenceNumber]);
    const byName = data<AgencyBookingsResult>(await list(owner, "flights", "?searchString=ownerson"));
    expect(byName.bookings.map((b) => b.travellers)).toEqual([["Ada Ownerson"]]);
    const byRef = data<AgencyBookingsResult>(await list(owner, "flights", `?searchString=${made[1]!.ref.toLowerCase()}`));
    expect(byRef.totalRecords).toBe(1);
    // A wildcard is matched as typed.
    expect(data<AgencyBookingsResult>(await list(owner, "flights", "?searchString=%25")).totalRecords).toBe(0);
    const forAlice = data<AgencyBookingsResult>(await list(owner, "flights", `?userId=${alice.user.id}`));
    expect(forAlice.bookings.map((b) => b.referenceNumber).sort()).toEqual([made[0]!.ref, made[4]!.ref].sort());
    expect(forAlice.bookings.find((b) => b.referenceNumber === made[0]!.ref)?.bookedFor?.email).toBe("alice@acme.test");
    expect(data<AgencyBookingsResult>(await list(owner, "flights", `?${bookingDays()}`)).totalRecords).toBe(made.length);
    expect(data<AgencyBookingsResult>(await list(owner, "flights", "?startDate=2020-01-01&endDate=2020-12-31")).totalRecords).toBe(0);
    // The flights leave 20 days ahead: none is a past trip yet; move one into the past.
    await ctx.database.db.execute(
      `update bookings set details = jsonb_set(jsonb_set(details, '{offer,flights,0,departureTime}', '"2021-03-01T08:00:00+00:00"'), '{offer,flights,0,arrivalTime}', '"2021-03-01T16:00:00+00:00"') where reference_number = '${made[2]!.ref}'` as never,
    );
    expect(data<AgencyBookingsResult>(await list(owner, "flights")).totalRecords).toBe(made.length - 1);
    expect(data<AgencyBookingsResult>(await list(owner, "flights", "?showPastTrips=true")).totalRecords).toBe(made.length);
  });

  it("one implementation for every vertical: the hotel list shows the stay", async () => {
    const hotels = data<AgencyBookingsResult>(await list(agent, "hotels", "?searchString=hotelson"));
    expect(hotels.totalHotelRecords).toBe(1);
    const [stay] = hotels.bookings;
    expect(stay?.referenceNumber).toBe(hotelRef);
    expect(stay?.category).toBe("hotels");
    expect(stay?.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(stay!.endDate > stay!.startDate).toBe(true);
    expect(data<AgencyBookingsResult>(await list(owner, "cars")).totalCarRecords).toBe(0);
    expect(data<AgencyBookingsResult>(await list(owner, "activities")).totalActivityRecords).toBe(0);
  });

  it("bad input is a translated 400 naming the field", async () => {
    const order = await list(owner, "flights", "?startDate=2025-05-10&endDate=2025-05-01");
    expect(order.statusCode).toBe(400);
    expect(json(order)).toMatchObject({ message: "The end date must be on or after the start date", field: "querystring.endDate" });
    const es = await call(ctx.app, owner, { method: "GET", url: "/api/agency/flights/bookings?startDate=10-05-2025", headers: { "accept-language": "es" } });
    expect(es.statusCode).toBe(400);
    expect(json(es).field).toBe("querystring.startDate");
    expect((await list(owner, "flights", "?limit=0")).statusCode).toBe(400);
    expect((await list(owner, "trains")).statusCode).toBe(400);
    const stranger = await list(owner, "flights", `?userId=${nomadOwner.user.id}`);
    expect(stranger.statusCode).toBe(400);
    expect(json(stranger).message).toBe("This user is not in your agency");
  });
});

describe("roles (bookings/visibility.ts)", () => {
  it("owners and agents see the agency's bookings; a restricted agent only their own; a client never", async () => {
    const all = (c: Caller) => list(c, "flights", "?showPastTrips=true&limit=100");
    expect(data<AgencyBookingsResult>(await all(owner)).totalRecords).toBe(made.length);
    expect(data<AgencyBookingsResult>(await all(agent)).totalRecords).toBe(made.length);
    const own = data<AgencyBookingsResult>(await all(restricted));
    expect(own.bookings.map((b) => b.referenceNumber)).toEqual([made[3]!.ref]);
    for (const url of ["/api/agency/flights/bookings", `/api/agency/flights/bookings/${made[4]!.id}`, "/api/agency/bookings/download.csv", "/api/agency/dashboards"]) {
      const res = await call(ctx.app, alice, { method: "GET", url });
      expect(res.statusCode, url).toBe(403);
      expect(json(res).message).toBe("Only the agency's travel agents can open the back office");
      expect((await call(ctx.app, { agencyId: alice.agencyId }, { method: "GET", url })).statusCode).toBe(401);
    }
    expect((await call(ctx.app, alice, { method: "POST", url: "/api/flight/ticket", body: { referenceNumber: held.referenceNumber } })).statusCode).toBe(403);
    // Another agency's owner, on their own agency: nothing of Acme's.
    expect(data<AgencyBookingsResult>(await list(nomadOwner, "flights")).totalRecords).toBe(0);
    expect((await call(ctx.app, nomadOwner, { method: "GET", url: `/api/agency/flights/bookings/${made[0]!.id}` })).statusCode).toBe(404);
    // Someone else's booking, for a restricted agent: not found.
    expect((await call(ctx.app, restricted, { method: "GET", url: `/api/agency/flights/bookings/${made[0]!.id}` })).statusCode).toBe(404);
    expect((await call(ctx.app, restricted, { method: "POST", url: "/api/agency/flights/bookings/penalty", body: { referenceNumber: made[0]!.ref } })).statusCode).toBe(404);
  });
});

describe("one booking (GET /api/agency/{category}/bookings/{id})", () => {
  it("its status history, who it is for, its money and what can be done", async () => {
    const res = await call(ctx.app, owner, { method: "GET", url: `/api/agency/flights/bookings/${made[0]!.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const d = data<AgencyBookingDetail>(res);
    expect(d.history.map((h) => h.status)).toEqual(["held", "paid", "ticketed"]);
    expect(d.bookedBy.email).toBe("agent@acme.test");
    expect(d.bookedFor?.email).toBe("alice@acme.test");
    expect(d.totalAmount.amount).toBe(d.net.amount + d.markup.amount + d.fee.amount + d.addOns.amount - d.discount.amount);
    expect(d.facts.map((f) => f.label)).toContain("Airline");
    expect(d.actions).toEqual({ cancel: true, ticket: false });
    const cancelled = data<AgencyBookingDetail>(await call(ctx.app, owner, { method: "GET", url: `/api/agency/flights/bookings/${made[5]!.id}` }));
    expect(cancelled.history.map((h) => h.status)).toEqual(["held", "paid", "ticketed", "cancelled"]);
    expect(cancelled.refund?.amount).toBeGreaterThanOrEqual(0);
    expect(cancelled.actions).toEqual({ cancel: false, ticket: false });
    // Asked under another vertical, or with an id that is no booking's: not found.
    expect((await call(ctx.app, owner, { method: "GET", url: `/api/agency/hotels/bookings/${made[0]!.id}` })).statusCode).toBe(404);
    expect((await call(ctx.app, owner, { method: "GET", url: "/api/agency/flights/bookings/not-an-id" })).statusCode).toBe(404);
  });
});

describe("CSV (GET /api/agency/bookings/download.csv)", () => {
  it("one line per booking of the range, formula cells escaped", async () => {
    const db = ctx.database.db;
    // A name from a social or SSO sign-in is not checked like a form's: it may start with "=".
    await db.update(users).set({ name: '=HYPERLINK("http://evil.test","x")' }).where(eq(users.id, agent.user.id));
    await db.execute(`update bookings set details = jsonb_set(details, '{passengers,0,firstName}', '"@SUM(1+1)"') where reference_number = '${made[1]!.ref}'` as never);
    const res = await call(ctx.app, owner, { method: "GET", url: `/api/agency/bookings/download.csv?${bookingDays()}&category=flights` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toContain("attachment");
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toContain("Reference");
    expect(lines).toHaveLength(made.length + 1);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")`);
    expect(res.body).toContain("'@SUM(1+1) Agentson");
    expect(res.body).not.toMatch(/(^|,)"?[=@+]/m);
    const all = await call(ctx.app, owner, { method: "GET", url: "/api/agency/bookings/download.csv" });
    expect(all.body.trim().split("\r\n")).toHaveLength(made.length + 2);
    const forAlice = await call(ctx.app, owner, { method: "GET", url: `/api/agency/bookings/download.csv?userId=${alice.user.id}` });
    expect(forAlice.body.trim().split("\r\n")).toHaveLength(3);
    await db.update(users).set({ name: "Acme Agent" }).where(eq(users.id, agent.user.id));
  });
});

describe("dashboard (GET /api/agency/dashboards)", () => {
  it("its figures are the sums of the booking records, per vertical and per agent", async () => {
    const days = bookingDays();
    const res = await call(ctx.app, owner, { method: "GET", url: `/api/agency/dashboards?${days}` });
    expect(res.statusCode, res.body).toBe(200);
    const d = data<DashboardResult>(res);
    const rows = await ctx.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.agencyId, owner.agencyId), inArray(bookings.status, ["paid", "ticketed", "cancelled", "voided"])));
    const sum = (rs: typeof rows) => {
      const stands = rs.filter((r) => r.status === "paid" || r.status === "ticketed");
      return {
        currency: "USD",
        bookings: rs.length,
        sales: rs.reduce((s, r) => s + r.totalAmount, 0),
        markup: stands.reduce((s, r) => s + r.markupAmount, 0),
        commission: stands.reduce((s, r) => s + r.markupAmount + r.feeAmount, 0),
        cancellations: rs.filter((r) => r.status === "cancelled" || r.status === "voided").length,
        refunds: rs.reduce((s, r) => s + (r.refundAmount ?? 0), 0),
      };
    };
    expect(d.totals).toEqual([sum(rows)]);
    expect(d.totals[0]!.cancellations).toBe(1);
    expect(d.byCategory.find((c) => c.category === "flights")).toEqual({ category: "flights", ...sum(rows.filter((r) => r.vertical === "flight")) });
    expect(d.byCategory.find((c) => c.category === "hotels")).toEqual({ category: "hotels", ...sum(rows.filter((r) => r.vertical === "hotel")) });
    expect(d.byAgent.find((a) => a.userId === agent.user.id)).toMatchObject(sum(rows.filter((r) => r.bookedByUserId === agent.user.id)));
    // Alice booked for herself: the customers' row.
    expect(d.byAgent.find((a) => a.userId === null)).toMatchObject(sum(rows.filter((r) => r.bookedByUserId === alice.user.id)));
    expect(d.onHold).toEqual([{ category: "flights", count: 1 }]);
    expect(d.upcoming.length).toBeGreaterThan(0);
    expect(d.upcoming.map((u) => u.startDate)).toEqual([...d.upcoming.map((u) => u.startDate)].sort());
    // A range without bookings: zeros, no rows.
    const empty = data<DashboardResult>(await call(ctx.app, owner, { method: "GET", url: "/api/agency/dashboards?startDate=2021-01-01&endDate=2021-01-31" }));
    expect(empty.totals).toEqual([]);
    // A restricted agent's dashboard is theirs alone.
    const own = data<DashboardResult>(await call(ctx.app, restricted, { method: "GET", url: `/api/agency/dashboards?${days}` }));
    expect(own.totals).toEqual([sum(rows.filter((r) => r.bookedByUserId === restricted.user.id))]);
    const tooLong = await call(ctx.app, owner, { method: "GET", url: "/api/agency/dashboards?startDate=2020-01-01&endDate=2022-01-01" });
    expect(tooLong.statusCode).toBe(400);
    expect(json(tooLong).message).toBe("Choose a range of at most 366 days");
  });
});

describe("flight ticketing (POST /api/flight/ticket, /api/flight/ticket/payment)", () => {
  it("a held booking asks for payment, then is paid and ticketed; the status comes from the answer", async () => {
    const ask = await call(ctx.app, owner, { method: "POST", url: "/api/flight/ticket", body: { referenceNumber: held.referenceNumber } });
    expect(ask.statusCode, ask.body).toBe(200);
    expect(json(ask).data).toMatchObject({ bookingStatus: "held", paymentRequired: true });
    const declined = await call(ctx.app, owner, {
      method: "POST",
      url: "/api/flight/ticket/payment",
      body: { referenceNumber: held.referenceNumber, idempotencyKey: newKey("tkt"), card: card(CARDS.declined) },
    });
    expect(declined.statusCode).toBe(402);
    const paid = await call(ctx.app, owner, { method: "POST", url: "/api/flight/ticket/payment", body: { referenceNumber: held.referenceNumber, idempotencyKey: newKey("tkt"), card: card(CARDS.ok) } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(json<PaymentResult>(paid).data.bookingStatus).toBe("ticketed");
    expect(json(paid).message).toBe("Your booking is ticketed successfully. Your PNR will get sent via email within 30 minutes.");
    expect((await bookingRow(ctx.database.db, held.referenceNumber)).status).toBe("ticketed");
    const again = await call(ctx.app, owner, { method: "POST", url: "/api/flight/ticket", body: { referenceNumber: held.referenceNumber } });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe("This booking is already ticketed");
  });

  it("a paid booking whose ticketing was cut off is issued by /ticket", async () => {
    const ref = made[1]!.ref;
    // A process cut between capture and issuing leaves it paid (docs/performance.md "Known gaps").
    await ctx.database.db.update(bookings).set({ status: "paid" }).where(eq(bookings.referenceNumber, ref));
    const res = await call(ctx.app, agent, { method: "POST", url: "/api/flight/ticket", body: { referenceNumber: ref } });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ message: "Your booking is ticketed successfully. Your PNR will get sent via email within 30 minutes.", data: { bookingStatus: "ticketed", paymentRequired: false } });
    const detail = data<AgencyBookingDetail>(await call(ctx.app, agent, { method: "GET", url: `/api/agency/flights/bookings/${made[1]!.id}` }));
    expect(detail.history.at(-1)).toMatchObject({ status: "ticketed", note: "issued from the back office" });
  });

  it("a void and a cancel by PNR under the agency's paths", async () => {
    const ref = made[2]!.ref;
    const voided = await call(ctx.app, owner, { method: "POST", url: "/api/agency/flights/bookings/void", body: { referenceNumber: ref } });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(json(voided)).toMatchObject({ message: "Flight cancelled successfully", data: { bookingStatus: "voided" } });
    const pnr = (await bookingRow(ctx.database.db, made[3]!.ref)).supplierReference!;
    expect((await call(ctx.app, agent, { method: "GET", url: `/api/v2/agency/flights/cancel?pnr=${pnr}` })).statusCode).toBe(200);
    expect((await bookingRow(ctx.database.db, made[3]!.ref)).status).toBe("cancelled");
  });
});
