import { randomUUID } from "node:crypto";
import { and, eq, inArray, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users, type UserRow } from "@/server/db/schema";
import { bookingEvents, bookings, type BookingRow, type NewBookingRow } from "@/server/db/schema-bookings";
import type { BookingCount, Transaction, TripItem } from "@/shared/api/my-trip";
import { TRIP_VIEWS } from "@/shared/booking/lists";
import type { TripKind } from "@/shared/booking/trip-items";
import { bookingRow, call, signIn, type Caller } from "./flights-fixtures";
import { createTestApp, type TestContext } from "./helpers";
import { bookActivity, bookCar, bookFlight, bookHotel } from "./my-trip-fixtures";
import { scaled } from "../browser/slowdown";

// My trip and user (spec B §2, §3 "Trip items", §7 "My trip and user"): every vertical's bookings as trip
// items, paged with totals whatever their number, the money that moved on them, the CSV export with its
// formula cells escaped, a confirmed item's calendar file, and who sees which booking.

let ctx: TestContext;
let alice: Caller & { user: UserRow };
let bob: Caller & { user: UserRow };
let agent: Caller & { user: UserRow };
let owner: Caller & { user: UserRow };
let nomadAlice: Caller & { user: UserRow };
const mine: Record<TripKind, string> = { flight: "", hotel: "", car: "", activity: "" };
let cancelledFlight = "";
let forClient = "";

const TODAY = new Date().toISOString().slice(0, 10);
type Paged<T> = { status: boolean; data: T[]; totalRecords: number };
const body = <T>(res: { json(): unknown }) => res.json() as T;

async function trips(caller: Caller, view: string, opts: { offSet?: number; limit?: number; today?: string } = {}) {
  const query = new URLSearchParams({ view, today: opts.today ?? TODAY, offSet: String(opts.offSet ?? 0), limit: String(opts.limit ?? 100) });
  const res = await call(ctx.app, caller, { method: "GET", url: `/api/user/trips?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return body<Paged<TripItem>>(res);
}

/** Every page of a list, `limit` at a time: the items and the totals each page announced. */
async function everyPage<T>(load: (offSet: number) => Promise<Paged<T>>): Promise<{ items: T[]; totals: number[] }> {
  const items: T[] = [];
  const totals: number[] = [];
  for (let offSet = 0; ;) {
    const page = await load(offSet);
    items.push(...page.data);
    totals.push(page.totalRecords);
    offSet += page.data.length;
    if (page.data.length === 0 || offSet >= page.totalRecords) return { items, totals };
  }
}

/** RFC 4180 records (quoted fields, doubled quotes, CRLF), the BOM dropped. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const src = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted && ch === '"' && src[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted) {
      if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\r" && src[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else {
      field += ch;
    }
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

async function csvOf(caller: Caller, query = ""): Promise<{ header: string[]; rows: Record<string, string>[] }> {
  const res = await call(ctx.app, caller, { method: "GET", url: `/api/user/bookings/download.csv${query}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toContain("text/csv");
  const [header = [], ...records] = parseCsv(res.body);
  return { header, rows: records.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ""]))) };
}

const minorUnits = (decimal: string) => Math.round(Number(decimal) * 100);

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  alice = await signIn(ctx.app, db, "acme", "alice@acme.test");
  bob = await signIn(ctx.app, db, "acme", "bob@acme.test");
  agent = await signIn(ctx.app, db, "acme", "agent@acme.test");
  owner = await signIn(ctx.app, db, "acme", "owner@acme.test");
  nomadAlice = await signIn(ctx.app, db, "nomad", "alice@nomad.test");
  mine.flight = await bookFlight(ctx.app, alice);
  mine.hotel = await bookHotel(ctx.app, alice);
  mine.car = await bookCar(ctx.app, alice);
  mine.activity = await bookActivity(ctx.app, alice);
  cancelledFlight = await bookFlight(ctx.app, alice);
  const cancel = await call(ctx.app, alice, { method: "POST", url: "/api/flight/flight-cancel-booking", body: { referenceNumber: cancelledFlight } });
  expect(cancel.statusCode, cancel.body).toBe(200);
  // The agent books a flight for alice (a client of the agency).
  forClient = await bookFlight(ctx.app, agent, { clientId: alice.user.id });
}, scaled(180_000));

afterAll(async () => {
  await ctx?.close();
});

describe("GET api/user/trips (My trip)", () => {
  it("lists a customer's flight, hotel, car and activity with spec B §3's title, dates and route", async () => {
    const upcoming = await trips(alice, "upcoming");
    const byRef = new Map(upcoming.data.map((item) => [item.referenceNumber, item]));
    for (const [kind, reference] of Object.entries(mine)) {
      const item = byRef.get(reference);
      expect(item?.kind, reference).toBe(kind);
      expect(item?.view).toBe("upcoming");
      expect(item?.hasCalendar).toBe(true);
    }
    const flight = byRef.get(mine.flight);
    expect(flight?.title).toBe("Flight to LHR");
    expect(flight?.route).toBe("JFK → LHR");
    const hotel = await bookingRow(ctx.database.db, mine.hotel);
    const stay = (hotel.details as { offer: { hotel: { name: string }; start: string; end: string } }).offer;
    expect(byRef.get(mine.hotel)).toMatchObject({ title: stay.hotel.name, startDate: stay.start, endDate: stay.end });
    expect(byRef.get(mine.car)?.route).toBe("Los Angeles International Airport → San Francisco International Airport");
    expect(byRef.get(mine.activity)?.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A customer's own list names nobody: "booked for" is for agents and staff.
    expect(upcoming.data.every((item) => !("bookedFor" in item))).toBe(true);
    // The cancelled one is in its own view, not among the upcoming.
    expect(byRef.has(cancelledFlight)).toBe(false);
    const cancelled = await trips(alice, "cancelled");
    expect(cancelled.data.map((item) => item.referenceNumber)).toContain(cancelledFlight);
    expect(cancelled.data.every((item) => item.view === "cancelled" && !item.hasCalendar)).toBe(true);
  });

  it("a trip whose last day is before the viewer's today is past", async () => {
    const later = await trips(alice, "past", { today: "2099-01-01" });
    expect(later.data.map((item) => item.referenceNumber)).toEqual(expect.arrayContaining(Object.values(mine)));
    expect((await trips(alice, "upcoming", { today: "2099-01-01" })).totalRecords).toBe(0);
  });

  it("a customer never sees another customer's or another agency's bookings", async () => {
    for (const caller of [bob, nomadAlice]) {
      for (const view of TRIP_VIEWS) {
        const refs = (await trips(caller, view)).data.map((item) => item.referenceNumber);
        expect(refs).not.toContain(mine.flight);
        expect(refs).not.toContain(forClient);
      }
      const ics = await call(ctx.app, caller, { method: "GET", url: `/api/user/bookings/${mine.hotel}/calendar.ics` });
      expect(ics.statusCode).toBe(404);
      const csv = await csvOf(caller);
      expect(csv.rows.map((r) => r["Reference number"])).not.toContain(mine.flight);
    }
  });

  it("agents and staff see whom each booking is for; the client sees the agent's booking as theirs", async () => {
    const agents = await trips(agent, "upcoming");
    expect(agents.data.find((item) => item.referenceNumber === forClient)?.bookedFor).toEqual({ name: alice.user.name, email: alice.user.email });
    // One visibility rule for My trip and the back office (docs/decisions.md "Back office"): an
    // unrestricted agent sees the agency's bookings, each naming whom it is for.
    expect(agents.data.find((item) => item.referenceNumber === mine.hotel)?.bookedFor).toEqual({ name: alice.user.name, email: alice.user.email });
    const owners = await trips(owner, "upcoming");
    const byRef = new Map(owners.data.map((item) => [item.referenceNumber, item]));
    expect(byRef.get(mine.hotel)?.bookedFor).toEqual({ name: alice.user.name, email: alice.user.email });
    expect(byRef.get(forClient)?.bookedFor?.email).toBe(alice.user.email);
    expect((await trips(alice, "upcoming")).data.map((item) => item.referenceNumber)).toContain(forClient);
  });

  it("refuses a bad view or day with a field error, not a 500", async () => {
    const bad = await call(ctx.app, alice, { method: "GET", url: `/api/user/trips?view=soon&today=${TODAY}` });
    expect(bad.statusCode).toBe(400);
    const noDay = await call(ctx.app, alice, { method: "GET", url: "/api/user/trips?view=past&today=tomorrow" });
    expect(noDay.statusCode).toBe(400);
    const tooMany = await call(ctx.app, alice, { method: "GET", url: `/api/user/trips?today=${TODAY}&limit=1000` });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe("getUserTransactions, getRecentActivity and getUserBookingCount", () => {
  it("the charges and refunds add up to the bookings' own figures", async () => {
    const rows = await ctx.database.db
      .select()
      .from(bookings)
      .where(or(eq(bookings.bookedByUserId, alice.user.id), eq(bookings.clientUserId, alice.user.id)));
    const paid = rows.filter((b) => b.paymentIntentId && b.status !== "held" && b.status !== "failed");
    const { items } = await everyPage(async (offSet) => body<Paged<Transaction>>(await call(ctx.app, alice, { method: "POST", url: "/api/user/getUserTransactions", body: { offSet, limit: 2 } })));
    const charges = items.filter((tx) => tx.type === "charge");
    const refunds = items.filter((tx) => tx.type === "refund");
    expect(charges.map((tx) => tx.referenceNumber).sort()).toEqual(paid.map((b) => b.referenceNumber).sort());
    const sumOf = (list: number[]) => list.reduce((a, b) => a + b, 0);
    expect(sumOf(charges.map((tx) => tx.amount.amount))).toBe(sumOf(paid.map((b) => b.totalAmount)));
    expect(refunds.map((tx) => tx.referenceNumber)).toEqual([cancelledFlight]);
    const cancelledRow = rows.find((b) => b.referenceNumber === cancelledFlight);
    expect(refunds[0]?.amount.amount).toBe(cancelledRow?.refundAmount);
    const first = body<Paged<Transaction> & { totals: { currency: string; charged: number; refunded: number; net: number }[] }>(
      await call(ctx.app, alice, { method: "POST", url: "/api/user/getUserTransactions", body: { limit: 1 } }),
    );
    expect(first.totalRecords).toBe(items.length);
    expect(first.totals).toEqual([
      { currency: "USD", charged: sumOf(paid.map((b) => b.totalAmount)), refunded: cancelledRow?.refundAmount ?? -1, net: sumOf(paid.map((b) => b.totalAmount)) - (cancelledRow?.refundAmount ?? 0) },
    ]);
    const future = body<Paged<Transaction>>(await call(ctx.app, alice, { method: "POST", url: "/api/user/getUserTransactions", body: { startDate: "2099-01-01" } }));
    expect(future.totalRecords).toBe(0);
  });

  it("recent activity is every status change, newest first; the count agrees with the views", async () => {
    const activity = body<Paged<{ at: string; referenceNumber: string; bookingStatus: string }>>(await call(ctx.app, alice, { method: "GET", url: "/api/user/getRecentActivity?limit=3" }));
    expect(activity.data).toHaveLength(3);
    expect(activity.data[0]?.at.localeCompare(activity.data[2]?.at ?? "")).toBeGreaterThanOrEqual(0);
    expect(activity.totalRecords).toBeGreaterThan(10);
    const count = body<{ data: BookingCount }>(await call(ctx.app, alice, { method: "GET", url: `/api/user/getUserBookingCount?today=${TODAY}` })).data;
    expect(count.total).toBe(6);
    expect(count.cancelled).toBe(1);
    expect(count.upcoming).toBe((await trips(alice, "upcoming")).totalRecords);
    expect(count.byKind).toEqual({ flight: 3, hotel: 1, car: 1, activity: 1 });
  });
});

describe("GET api/user/bookings/download.csv", () => {
  it("one row per booking whose totals and refunds equal the bookings' figures", async () => {
    const rows = await ctx.database.db
      .select()
      .from(bookings)
      .where(or(eq(bookings.bookedByUserId, alice.user.id), eq(bookings.clientUserId, alice.user.id)));
    const csv = await csvOf(alice);
    expect(csv.header).toEqual(["Reference number", "Type", "Title", "Route or place", "Start", "End", "Status", "Booked on", "Total", "Refunded", "Currency"]);
    expect(csv.rows.map((r) => r["Reference number"]).sort()).toEqual(rows.map((b) => b.referenceNumber).sort());
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(csv.rows.map((r) => minorUnits(r.Total ?? "")))).toBe(sum(rows.map((b) => b.totalAmount)));
    expect(sum(csv.rows.map((r) => minorUnits(r.Refunded ?? "")))).toBe(sum(rows.map((b) => b.refundAmount ?? 0)));
    expect(csv.rows.find((r) => r["Reference number"] === cancelledFlight)?.Status).toBe("Cancelled");
  });

  it("cells that start with = + - @, a tab or a carriage return are escaped so a spreadsheet never runs them", async () => {
    const { db } = ctx.database;
    const hotel = await bookingRow(db, mine.hotel);
    const names = ['=HYPERLINK("http://evil.test","x")', "+SUM(1,2)", "-2+3", "@cmd", "\tTab", "\rReturn", 'Plain, "quoted" name'];
    const refs: string[] = [];
    for (const name of names) {
      const details = structuredClone(hotel.details) as { offer: { hotel: { name: string } } };
      details.offer.hotel.name = name;
      const { id: _id, referenceNumber: _ref, ...rest } = hotel;
      const referenceNumber = `HT${randomUUID().slice(0, 8).toUpperCase()}`;
      refs.push(referenceNumber);
      await db.insert(bookings).values({ ...rest, referenceNumber, idempotencyKey: randomUUID(), paymentIdempotencyKey: null, details } as NewBookingRow);
    }
    const csv = await csvOf(alice);
    const titles = refs.map((ref) => csv.rows.find((r) => r["Reference number"] === ref)?.Title);
    expect(titles).toEqual(['\'=HYPERLINK("http://evil.test","x")', "'+SUM(1,2)", "'-2+3", "'@cmd", "'\tTab", "'\rReturn", 'Plain, "quoted" name']);
    await db.delete(bookings).where(inArray(bookings.referenceNumber, refs));
  });
});

describe("a confirmed trip item's calendar file (RFC 5545)", () => {
  it("the stay as whole days, with a stable UID, UTC stamps, escaped text and folded lines", async () => {
    const url = `/api/user/bookings/${mine.hotel.toLowerCase()}/calendar.ics`;
    const first = await call(ctx.app, alice, { method: "GET", url });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["content-type"]).toContain("text/calendar");
    const again = await call(ctx.app, alice, { method: "GET", url });
    expect(again.body).toBe(first.body);
    const text = first.body;
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const stay = ((await bookingRow(ctx.database.db, mine.hotel)).details as { offer: { start: string; end: string } }).offer;
    expect(text).toContain(`DTSTART;VALUE=DATE:${stay.start.replace(/-/g, "")}\r\n`);
    expect(text).toContain(`DTEND;VALUE=DATE:${stay.end.replace(/-/g, "")}\r\n`);
    expect(text).toContain(`UID:${mine.hotel.toLowerCase()}-1@waypoint.booking\r\n`);
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
  });

  it("a flight's flights at their UTC instants; a cancelled booking has none", async () => {
    const text = (await call(ctx.app, alice, { method: "GET", url: `/api/user/bookings/${mine.flight}/calendar.ics` })).body;
    const flight = (await bookingRow(ctx.database.db, mine.flight)).details as { offer: { flights: { segments: { departureTime: string; arrivalTime: string }[] }[] } };
    const segment = flight.offer.flights[0]?.segments[0];
    const utc = (iso: string) =>
      new Date(iso)
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "");
    expect(text).toContain(`DTSTART:${utc(segment?.departureTime ?? "")}\r\n`);
    expect(text).toContain(`DTEND:${utc(segment?.arrivalTime ?? "")}\r\n`);
    expect(text).toContain("SUMMARY:Flight ");
    // The reference line is escaped text (RFC 5545 §3.3.11): its line break is "\n".
    expect(text.replace(/\r\n /g, "")).toMatch(/DESCRIPTION:.*\\nBooking reference FL/);
    const cancelled = await call(ctx.app, alice, { method: "GET", url: `/api/user/bookings/${cancelledFlight}/calendar.ics` });
    expect(cancelled.statusCode).toBe(409);
    for (const kind of ["car", "activity"] as const) {
      const res = await call(ctx.app, alice, { method: "GET", url: `/api/user/bookings/${mine[kind]}/calendar.ics` });
      expect(res.statusCode, kind).toBe(200);
      expect(res.body).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    }
  });
});

describe("no list stops at a fixed count: 1,200 bookings of one customer", () => {
  let many: UserRow;
  let caller: Caller;

  beforeAll(async () => {
    const { db } = ctx.database;
    const [row] = await db
      .insert(users)
      .values({ agencyId: alice.user.agencyId, name: "Many Trips", email: `many-${randomUUID().slice(0, 8)}@acme.test`, emailVerified: true })
      .returning();
    if (!row) throw new Error("no user");
    many = row;
    caller = { agencyId: many.agencyId, token: await ctx.app.sessions.create(many) };
    // Straight into the bookings table (the repository's one store), a few statements for all 1,200.
    const templates = await Promise.all(Object.values(mine).map((ref) => bookingRow(db, ref)));
    const statuses = ["paid", "ticketed", "cancelled", "held"] as const;
    const values = Array.from({ length: 1200 }, (_, i): NewBookingRow => {
      const template = templates[i % templates.length] as BookingRow;
      const { id: _id, ...rest } = template;
      const round = Math.floor(i / templates.length);
      const status = template.vertical === "flight" ? statuses[round % 4] : (["paid", "cancelled", "held"] as const)[round % 3];
      return {
        ...rest,
        bookedByUserId: many.id,
        clientUserId: null,
        referenceNumber: `MT${String(i).padStart(6, "0")}${randomUUID().slice(0, 4).toUpperCase()}`,
        idempotencyKey: randomUUID(),
        paymentIdempotencyKey: null,
        // Settled rows: a copy of a booking the saga had not finished yet would be finished by the minute's
        // sweep while the lists are read (on a slow machine it ticketed 3 of the "paid" flights mid-test).
        unfinishedSince: null,
        paymentLockedUntil: null,
        status: status ?? "paid",
        refundAmount: status === "cancelled" ? 1000 : null,
        createdAt: new Date(Date.UTC(2030, 0, 1) + i * 60_000),
      };
    });
    for (let i = 0; i < values.length; i += 300) {
      const inserted = await db
        .insert(bookings)
        .values(values.slice(i, i + 300))
        .returning({ id: bookings.id, status: bookings.status });
      await db.insert(bookingEvents).values(inserted.map((b) => ({ bookingId: b.id, status: b.status })));
    }
  }, scaled(60_000));

  it("the three views page through every booking exactly once, with totals that agree", async () => {
    const seen: string[] = [];
    let announced = 0;
    for (const view of TRIP_VIEWS) {
      const { items, totals } = await everyPage((offSet) => trips(caller, view, { offSet, limit: 100 }));
      expect(new Set(totals).size, view).toBe(1);
      expect(items).toHaveLength(totals[0] ?? -1);
      expect(items.every((item) => item.view === view)).toBe(true);
      announced += totals[0] ?? 0;
      seen.push(...items.map((item) => item.referenceNumber));
    }
    expect(seen).toHaveLength(1200);
    expect(new Set(seen).size).toBe(1200);
    expect(announced).toBe(1200);
    const count = body<{ data: BookingCount }>(await call(ctx.app, caller, { method: "GET", url: `/api/user/getUserBookingCount?today=${TODAY}` })).data;
    expect(count.total).toBe(1200);
    expect(count.byKind).toEqual({ flight: 300, hotel: 300, car: 300, activity: 300 });
  });

  it("bookings/all and bookingStatus page every flight with the total; the CSV holds every booking", async () => {
    const all = await everyPage(async (offSet) => body<Paged<{ referenceNumber: string }>>(await call(ctx.app, caller, { method: "GET", url: `/api/flight/bookings/all?offSet=${offSet}&limit=100` })));
    expect(all.totals[0]).toBe(300);
    expect(new Set(all.items.map((b) => b.referenceNumber)).size).toBe(300);
    const ticketed = await everyPage(async (offSet) =>
      body<Paged<{ bookingStatus: string }>>(await call(ctx.app, caller, { method: "GET", url: `/api/flight/bookingStatus?bookingStatus=ticketed&offSet=${offSet}&limit=100` })),
    );
    expect(ticketed.items).toHaveLength(75);
    expect(ticketed.items.every((b) => b.bookingStatus === "ticketed")).toBe(true);
    const hotels = body<Paged<unknown>>(await call(ctx.app, caller, { method: "GET", url: "/api/v2/hotel/bookings?limit=1" }));
    expect(hotels.totalRecords).toBe(300);
    const csv = await csvOf(caller);
    expect(csv.rows).toHaveLength(1200);
    const cancelledRows = await ctx.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.bookedByUserId, many.id), eq(bookings.status, "cancelled")));
    expect(csv.rows.filter((r) => r.Refunded === "10.00")).toHaveLength(cancelledRows.length);
  });
});
