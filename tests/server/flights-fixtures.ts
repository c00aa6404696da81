import { and, eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import type { BookingPassenger, FlightOffer, FlightSearchRequestInput, ResultOffer } from "@/shared/api/flights";
import { agencies, users, type UserRow } from "@/server/db/schema";
import { bookings } from "@/server/db/schema-bookings";
import type { Db } from "@/server/db/client";
import { SANDBOX_TRIGGERS } from "@/server/suppliers/flights/sandbox-triggers";

/** Shared by tests/server/flights*.test.ts: who is calling, and a searchable trip. */
export interface Caller {
  agencyId: string;
  token?: string;
}

export async function agencyId(db: Db, subdomain: string): Promise<string> {
  const [row] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.subdomain, subdomain));
  if (!row) throw new Error(`no agency ${subdomain}`);
  return row.id;
}

async function userByEmail(db: Db, subdomain: string, email: string): Promise<UserRow> {
  const id = await agencyId(db, subdomain);
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.agencyId, id), eq(users.email, email)));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** A signed-in caller: a real session from the accounts module's store (x-access-token, spec A §7). */
export async function signIn(app: FastifyInstance, db: Db, subdomain: string, email: string): Promise<Caller & { user: UserRow }> {
  const user = await userByEmail(db, subdomain, email);
  const token = await app.sessions.create(user);
  return { agencyId: user.agencyId, token, user };
}

export function call(app: FastifyInstance, caller: Caller, opts: { method: InjectOptions["method"]; url: string; body?: unknown; headers?: Record<string, string> }) {
  const headers: Record<string, string> = { "x-agency-key": caller.agencyId, ...(opts.headers ?? {}) };
  if (caller.token) headers["x-access-token"] = caller.token;
  return app.inject({ method: opts.method, url: opts.url, headers, ...(opts.body === undefined ? {} : { payload: opts.body as object }) });
}

/** YYYY-MM-DD `days` from today (UTC). */
function dayFromNow(days: number): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + days)).toISOString().slice(0, 10);
}

/** A date 20 days ahead: any day will do, no sandbox trigger reads the calendar (docs/sandbox.md). */
export function plainDate(): string {
  return dayFromNow(20);
}

/** A one-way trip whose first reprice answers a price change: to the sandbox's marked airport (docs/sandbox.md). */
export function priceChangeTrip(): FlightSearchRequestInput {
  return oneWay(plainDate(), undefined, "JFK", SANDBOX_TRIGGERS.priceChangeAirport);
}

export function oneWay(date: string, passengers = { ADT: 1, CHD: 0, INF: 0 }, from = "JFK", to = "LHR"): FlightSearchRequestInput {
  return {
    routeType: "One-Way",
    selectedPassenger: passengers,
    formData: [{ id: 1, from: { location: from }, to: { location: to }, singleDate: date }],
  };
}

export function passenger(type: BookingPassenger["type"], lastName = "Traveller", firstName = "Ada"): BookingPassenger {
  const birthDate = type === "ADT" ? "1985-04-02" : type === "CHD" ? dayFromNow(-6 * 365) : dayFromNow(-300);
  return { type, firstName, lastName, birthDate, citizenship: "US" };
}

export const contact = { email: "ada@example.test", phone: "+1 415 555 0100" };

export const CARDS = {
  ok: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  insufficient: "4000 0000 0000 9995",
  threeDs: "4000 0025 0000 3155",
  threeDsDecline: "4000 0084 0000 1629",
} as const;

export function card(number: string) {
  return { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: "123", holderName: "Ada Traveller" };
}

export async function firstOffer(app: FastifyInstance, caller: Caller, search: FlightSearchRequestInput): Promise<ResultOffer> {
  const res = await call(app, caller, { method: "POST", url: "/api/flight/search", body: search });
  if (res.statusCode !== 200) throw new Error(`search ${res.statusCode}: ${res.body}`);
  const offer = (res.json() as { data: { offers: ResultOffer[] } }).data.offers[0];
  if (!offer) throw new Error("no offers");
  return offer;
}

/** The first offer as its details page has it: repriced, with segments and passenger prices (the search answer carries neither). */
export async function pricedOffer(app: FastifyInstance, caller: Caller, search: FlightSearchRequestInput): Promise<FlightOffer> {
  const offer = await firstOffer(app, caller, search);
  const res = await call(app, caller, { method: "POST", url: "/api/flight/reprice", body: { offerId: offer.id } });
  if (res.statusCode !== 200) throw new Error(`reprice ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: { offer: FlightOffer } }).data.offer;
}

let keyCounter = 0;
export function newKey(label = "k"): string {
  keyCounter += 1;
  return `${label}-${Date.now().toString(36)}-${keyCounter}-${Math.random().toString(36).slice(2, 8)}`;
}

interface Booked {
  referenceNumber: string;
  bookingId: string;
  offer: ResultOffer;
}

/** Search → booking → payment with 4242: a ticketed booking. */
export async function bookAndPay(app: FastifyInstance, caller: Caller, opts: { lastName?: string; date?: string; clientId?: string; pay?: boolean } = {}): Promise<Booked> {
  const offer = await firstOffer(app, caller, oneWay(opts.date ?? plainDate()));
  const key = newKey("book");
  const res = await call(app, caller, {
    method: "POST",
    url: "/api/flight/booking",
    body: { idempotencyKey: key, offerId: offer.id, passengers: [passenger("ADT", opts.lastName)], contact, ...(opts.clientId ? { clientId: opts.clientId } : {}) },
  });
  if (res.statusCode !== 200) throw new Error(`booking ${res.statusCode}: ${res.body}`);
  const data = (res.json() as { data: { referenceNumber: string; bookingId: string } }).data;
  if (opts.pay !== false) {
    const paid = await call(app, caller, {
      method: "POST",
      url: "/api/flight/payment",
      body: { idempotencyKey: key, referenceNumber: data.referenceNumber, card: card(CARDS.ok) },
    });
    if (paid.statusCode !== 200) throw new Error(`payment ${paid.statusCode}: ${paid.body}`);
  }
  return { ...data, offer };
}

/** The stored booking row of a reference number (throws when there is none). */
export async function bookingRow(db: Db, referenceNumber: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.referenceNumber, referenceNumber));
  if (!row) throw new Error(`no booking ${referenceNumber}`);
  return row;
}
