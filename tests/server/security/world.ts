// The people and resources the security tests attack: demo users of Acme and Nomad, and things
// they own (a paid flight booking, a stored search, a mail, an invitation, a reset link), all
// made through the API as a real user would.
import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { SignJWT } from "jose";
import { DEV_SSO_SECRET } from "@/server/accounts/dev-sso";
import type { Db } from "@/server/db/client";
import { agencies, outbox, users, type UserRow } from "@/server/db/schema";
import { bookings } from "@/server/db/schema-bookings";
import { decodeBase64Json } from "@/shared/base64-json";
import { ACME, DEMO_PASSWORD, linkToken, NOMAD } from "../accounts-support";

export { ACME, NOMAD, DEMO_PASSWORD };

export interface Party {
  label: string;
  host: string;
  user: UserRow;
  agencyCode: string;
}

/** Everything that belongs to one user; none of it may reach anyone else. */
export interface Victim extends Party {
  referenceNumber: string;
  pnr: string;
  bookingId: string;
  offerId: string;
  idempotencyKey: string;
  /** The refund protection quote the victim's booking redeemed (spec B add-ons). */
  refundQuoteId: string;
  passengerLastName: string;
  searchId: string;
  mailId: string;
  invitationToken: string;
  invitedEmail: string;
  resetToken: string;
  ssoToken: string;
  /** A saved checkout (resumable checkouts), or a random id when that route family is absent. */
  checkoutSessionId: string;
  checkoutSaved: boolean;
  /** A short link the victim shared (spec A §7): its code resolves only on its agency's host. */
  shortLinkCode: string;
  shortLinkId: string;
}

export interface SendOptions {
  host: string;
  token?: string | undefined;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function send(app: FastifyInstance, method: string, url: string, opts: SendOptions): Promise<LightMyRequestResponse> {
  return app.inject({
    method: method as "GET",
    url,
    headers: { host: opts.host, ...(opts.token ? { "x-access-token": opts.token } : {}), ...opts.headers },
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
}

async function party(db: Db, label: string, host: string, email: string): Promise<Party> {
  const [row] = await db.select({ user: users, code: agencies.code }).from(users).innerJoin(agencies, eq(agencies.id, users.agencyId)).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return { label, host, user: row.user, agencyCode: row.code };
}

/** A fresh session for a party (no password hashing): each request may revoke its own. */
export function tokenFor(app: FastifyInstance, p: Party): Promise<string> {
  return app.sessions.create(p.user);
}

function ok(res: LightMyRequestResponse, what: string): Record<string, unknown> {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: Record<string, unknown> }).data;
}

function futureDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

export function oneWaySearch(days = 30) {
  return {
    routeType: "One-Way",
    selectedPassenger: { ADT: 1, CHD: 0, INF: 0 },
    formData: [{ id: 1, from: { location: "JFK" }, to: { location: "LHR" }, singleDate: futureDate(days) }],
  };
}

export const TEST_CARD = { number: "4242 4242 4242 4242", expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: "123", holderName: "Card Holder" };

async function lastMail(db: Db, agencyId: string, to: string) {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.agencyId, agencyId), eq(outbox.to, to)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!row) throw new Error(`no mail to ${to}`);
  return row;
}

/** Makes `p` the owner of one of everything, through the API. */
async function victim(app: FastifyInstance, db: Db, p: Party, manager: Party): Promise<Victim> {
  const token = await tokenFor(app, p);
  const tag = p.label.replace(/\W/g, "");
  const passengerLastName = `Zz${tag}${randomUUID().slice(0, 6).replace(/\d/g, "q")}`;
  const search = ok(await send(app, "POST", "/api/flight/search", { host: p.host, token, body: oneWaySearch() }), "search");
  const offer = (search.offers as { id: string }[])[0];
  if (!offer) throw new Error("no offers");
  const idempotencyKey = `victim-${randomUUID()}`;
  const refundQuoteId = String(ok(await send(app, "POST", "/api/refund-protects/quote", { host: p.host, token, body: { offerId: offer.id } }), "refund protection quote").quoteId);
  const booked = ok(
    await send(app, "POST", "/api/flight/booking", {
      host: p.host,
      token,
      body: {
        idempotencyKey,
        offerId: offer.id,
        passengers: [{ type: "ADT", firstName: "Victim", lastName: passengerLastName, birthDate: "1985-04-02", citizenship: "US" }],
        contact: { email: p.user.email, phone: "+1 415 555 0100" },
        addOns: [{ kind: "refundProtection", quoteId: refundQuoteId }],
      },
    }),
    "booking",
  );
  const referenceNumber = String(booked.referenceNumber);
  ok(await send(app, "POST", "/api/flight/payment", { host: p.host, token, body: { idempotencyKey, referenceNumber, card: TEST_CARD } }), "payment");
  const details = decodeBase64Json(ok(await send(app, "GET", `/api/flight/getReservationDetails?referenceNumber=${referenceNumber}`, { host: p.host, token }), "details") as unknown as string) as {
    pnr: string | null;
    bookingId: string;
  };
  if (!details.pnr) throw new Error("booking has no PNR");
  const stored = ok(await send(app, "POST", "/api/flight/flightStore", { host: p.host, token, body: { search: oneWaySearch(), url: "/flights" } }), "flightStore");
  ok(await send(app, "POST", "/api/flight/sendFlightConfirmMail", { host: p.host, token, body: { referenceNumber } }), "confirm mail");
  const mail = await lastMail(db, p.user.agencyId, p.user.email);
  // A reset link for the victim and an invitation from the victim's agency.
  ok(await send(app, "POST", "/api/user/forgotPassword", { host: p.host, body: { email: p.user.email, hostName: p.host } }), "forgotPassword");
  const resetToken = linkToken((await lastMail(db, p.user.agencyId, p.user.email)).text, "/newPassword");
  const invitedEmail = `invitee-${tag.toLowerCase()}-${randomUUID().slice(0, 6)}@example.test`;
  ok(await send(app, "POST", "/api/agency/invitations", { host: p.host, token: await tokenFor(app, manager), body: { email: invitedEmail } }), "invitation");
  const invitationToken = linkToken((await lastMail(db, p.user.agencyId, invitedEmail)).text, "/signup");
  const checkoutSessionId = randomUUID();
  const saved = await send(app, "PUT", `/api/checkout-sessions/${checkoutSessionId}`, {
    host: p.host,
    token,
    body: {
      vertical: "flights",
      machineId: "flight-booking",
      machineVersion: 1,
      snapshot: { passengers: passengerLastName },
      summary: { step: "details", title: `JFK → LHR ${passengerLastName}`, startDate: futureDate(30), endDate: null, travellers: 1 },
      price: { amount: 12_345, currency: "USD" },
      offerExpiresAt: null,
    },
  });
  // Absent route family (404) is fine: the matrix then attacks a random id. Anything else is a broken fixture.
  if (saved.statusCode !== 200 && saved.statusCode !== 404) throw new Error(`checkout session: ${saved.statusCode} ${saved.body}`);
  const link = ok(await send(app, "POST", "/api/short-url", { host: p.host, token, body: { url: "/booknow/flights/search?from=JFK", title: "JFK flights", description: "Shared by the victim" } }), "short link");
  const now = Math.floor(Date.now() / 1000);
  const ssoToken = await new SignJWT({ email: p.user.email, name: p.user.name })
    .setProtectedHeader({ alg: "HS256" })
    .setJti(crypto.randomUUID())
    .setAudience(p.agencyCode)
    .setSubject(`sso-${p.user.id}`)
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .sign(new TextEncoder().encode(DEV_SSO_SECRET));
  return {
    ...p,
    referenceNumber,
    pnr: details.pnr,
    bookingId: details.bookingId,
    offerId: offer.id,
    idempotencyKey,
    refundQuoteId,
    passengerLastName,
    searchId: String(stored.id),
    mailId: mail.id,
    invitationToken,
    invitedEmail,
    resetToken,
    ssoToken,
    checkoutSessionId,
    checkoutSaved: saved.statusCode === 200,
    shortLinkCode: String(link.code),
    shortLinkId: String(link.id),
  };
}

/** What must never appear in an answer to someone else. */
export function secretsOf(v: Victim): string[] {
  return [v.user.email, v.user.name, v.user.id, v.referenceNumber, v.pnr, v.bookingId, v.passengerLastName, v.searchId, v.invitedEmail, v.checkoutSessionId, v.shortLinkCode];
}

export interface World {
  acme: { owner: Party; admin: Party; agent: Party; restricted: Party; alice: Party; bob: Victim };
  nomad: { owner: Party; agent: Party; alice: Victim };
}

export async function buildWorld(app: FastifyInstance, db: Db): Promise<World> {
  const acmeOwner = await party(db, "owner@acme", ACME, "owner@acme.test");
  const nomadOwner = await party(db, "owner@nomad", NOMAD, "owner@nomad.test");
  return {
    acme: {
      owner: acmeOwner,
      admin: await party(db, "admin@acme", ACME, "admin@acme.test"),
      agent: await party(db, "agent@acme", ACME, "agent@acme.test"),
      restricted: await party(db, "restricted@acme", ACME, "restricted@acme.test"),
      alice: await party(db, "alice@acme", ACME, "alice@acme.test"),
      bob: await victim(app, db, await party(db, "bob@acme", ACME, "bob@acme.test"), acmeOwner),
    },
    nomad: {
      owner: nomadOwner,
      agent: await party(db, "agent@nomad", NOMAD, "agent@nomad.test"),
      alice: await victim(app, db, await party(db, "alice@nomad", NOMAD, "alice@nomad.test"), nomadOwner),
    },
  };
}

/** Rows the tests count to prove a refused request stored nothing. */
const COUNTED = ["users", "outbox", "bookings", "flight_searches", "account_tokens"] as const;

export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const result = await db.execute(sql.raw(`select ${COUNTED.map((t) => `(select count(*)::int from ${t}) as ${t}`).join(", ")}`));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  const row = rows[0] ?? {};
  return Object.fromEntries(COUNTED.map((t) => [t, Number(row[t] ?? 0)]));
}

/** The victims' rows that a refused attack must leave exactly as they were. */
export async function victimState(db: Db, v: Victim) {
  const [user] = await db.select().from(users).where(eq(users.id, v.user.id));
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, v.bookingId));
  return {
    user: user && { email: user.email, name: user.name, isActive: user.isActive, passwordHash: user.passwordHash, language: user.language },
    booking: booking && { status: booking.status, clientUserId: booking.clientUserId, bookedByUserId: booking.bookedByUserId },
  };
}
