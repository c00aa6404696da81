// Two servers, one database (deploy safety): two real server processes on one PostgreSQL database take
// one user's consecutive requests alternately — login, flight search, reprice, book and pay, save and
// resume a checkout, cancel, a hotel search started on one and polled on the other. The rate limit
// counts across both (rate_limits), both mail workers run and every mail goes out once (FOR UPDATE SKIP
// LOCKED), and a kill -9 of one instance in the middle of book-and-pay loses no booking and charges
// none twice. PGlite serves one process only, so this runs where DATABASE_URL names PostgreSQL
// (`.ci/run`'s PostgreSQL step, `npm run test:db`).
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, inArray, isNotNull, isNull, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerProblems, readLedger } from "../../bench/lib/audit";
import { createClient } from "../../bench/lib/http";
import { freePort, serverEntry, ServerProcess } from "../../bench/lib/server-process";
import { createPostgresDatabase, type Database } from "@/server/db/client";
import { runAlone } from "@/server/db/run-alone";
import { outbox } from "@/server/db/schema";
import { bookings } from "@/server/db/schema-bookings";
import { paymentIntents } from "@/server/db/schema-payments";
import { CARD_OK, CONTACT, traveller, type FlightOffer } from "./faults/support";
import { familyStay } from "./hotels-fixtures";
import { freshPostgresDatabase } from "./helpers";
import { scaled } from "../browser/slowdown";

const HOST = "acme.localhost";
const RATE_LIMIT = 100;
// The flow and the rate-limit probe come from different client addresses (TRUST_PROXY=true), so the
// probe's count is its own; the servers' start-up health checks come from 127.0.0.1.
const FLOW_ADDRESS = "198.51.100.7";
const PROBE_ADDRESS = "203.0.113.9";
const SKIP_REASON = "needs DATABASE_URL naming PostgreSQL: PGlite serves one process only (docs/deploy.md, several instances)";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A minimal SMTP server that records each message's subject: what the two mail workers delivered. */
function startSmtpRecorder(): Promise<{ server: Server; port: number; subjects: string[] }> {
  const subjects: string[] = [];
  const server = createServer((socket) => {
    let data = false;
    let buffer = "";
    let message = "";
    socket.write("220 recorder ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (data) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          message += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          data = false;
          subjects.push(/^Subject: (.*)$/im.exec(message)?.[1]?.trim() ?? "");
          message = "";
          socket.write("250 OK queued\r\n");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") socket.write("250-recorder\r\n250 8BITMIME\r\n");
        else if (verb === "DATA") {
          data = true;
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") {
          socket.end("221 bye\r\n");
          return;
        } else socket.write("250 OK\r\n");
      }
    });
    socket.on("error", () => undefined);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, port: (server.address() as { port: number }).port, subjects })));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the envelope's data differs per route; tests read it loosely
type Json = any;

async function api(server: ServerProcess, method: string, path: string, opts: { body?: unknown; token?: string; address?: string } = {}): Promise<{ status: number; json: Json }> {
  // node:http, not fetch: fetch will not send our Host header, and the Host picks the agency.
  const client = createClient(`http://127.0.0.1:${server.port}`, 1);
  try {
    const headers: Record<string, string> = { host: HOST, "x-forwarded-for": opts.address ?? FLOW_ADDRESS };
    if (opts.token) headers["x-access-token"] = opts.token;
    const res = await client.request(method, path, { body: opts.body, headers });
    let json: Json = null;
    try {
      json = JSON.parse(res.body);
    } catch {
      json = res.body;
    }
    return { status: res.status, json };
  } finally {
    client.close();
  }
}

describe.skipIf(!process.env.DATABASE_URL)(`two servers, one database (${process.env.DATABASE_URL ? "PostgreSQL" : `skipped: ${SKIP_REASON}`})`, () => {
  let dataDir = "";
  let fresh: { url: string; drop(): Promise<void> };
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpRecorder>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let token = "";
  let offers: FlightOffer[] = [];
  let bookingNumber = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "waypoint-two-"));
    fresh = await freshPostgresDatabase(process.env.DATABASE_URL ?? "");
    smtp = await startSmtpRecorder();
    const env = {
      DATABASE_URL: fresh.url,
      WAYPOINT_MODE: "demo",
      HOST: "127.0.0.1",
      LOG_LEVEL: "error",
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, "no-web-build"),
      // Every instance signs upload links with the same secret (docs/deploy.md).
      UPLOAD_SECRET: "two-servers-test-upload-secret-0123456789",
      // Both instances run the mail worker against this recorder; no local OpenID provider (it would need a port each).
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      OIDC_DEV_PORT: "off",
      TRUST_PROXY: "true",
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    };
    // The real entry point; no SPA build needed (WEB_DIST_DIR names an empty folder: API only).
    a = new ServerProcess("server A", await serverEntry(), await freePort(), env);
    b = new ServerProcess("server B", await serverEntry(), await freePort(), env);
    // Started together: the migration lock makes the second wait for the first's migration.
    await Promise.all([a.start(scaled(60_000)), b.start(scaled(60_000))]);
    database = createPostgresDatabase(fresh.url);
  }, scaled(90_000));

  afterAll(async () => {
    await Promise.all([a?.kill("SIGKILL"), b?.kill("SIGKILL")]);
    await database?.close();
    await new Promise((resolve) => smtp?.server.close(resolve));
    await fresh?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** Hold then pay one offer, the hold on `holdOn` and the payment on `payOn`. */
  async function bookAndPay(holdOn: ServerProcess, payOn: ServerProcess, offer: FlightOffer) {
    const key = `two-servers-${bookingNumber++}-${randomUUID()}`;
    const held = await api(holdOn, "POST", "/api/flight/booking", { token, body: { idempotencyKey: key, offerId: offer.id, passengers: traveller(), contact: CONTACT } });
    expect(held.status, JSON.stringify(held.json)).toBe(200);
    const paid = await api(payOn, "POST", "/api/flight/payment", { token, body: { idempotencyKey: key, referenceNumber: held.json.data.referenceNumber, card: CARD_OK } });
    return { key, referenceNumber: held.json.data.referenceNumber as string, paid };
  }

  it(
    "one user's consecutive requests alternate between the instances, and everything works",
    async () => {
      const login = await api(a, "POST", "/api/user/login", { body: { email: "alice@acme.test", password: "Demo@1234" } });
      expect(login.status, JSON.stringify(login.json)).toBe(200);
      token = login.json.data.token;

      const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
      const search = { routeType: "One-Way", selectedPassenger: { ADT: 1, CHD: 0, INF: 0 }, formData: [{ id: 1, from: { location: "JFK" }, to: { location: "LHR" }, singleDate: date }] };
      const found = await api(b, "POST", "/api/flight/search", { token, body: search });
      expect(found.status).toBe(200);
      offers = found.json.data.offers;
      expect(offers.length).toBeGreaterThan(3);
      const offer = offers[0] as FlightOffer;

      const repriced = await api(a, "POST", "/api/flight/reprice", { token, body: { offerId: offer.id } });
      expect(repriced.status, JSON.stringify(repriced.json)).toBe(200);

      // The session made on A is valid on B (sessions table); the hold on B is paid on A.
      const { referenceNumber, paid } = await bookAndPay(b, a, offer);
      expect(paid.status, JSON.stringify(paid.json)).toBe(200);
      expect(["paid", "ticketed"]).toContain(paid.json.data.bookingStatus);
      const status = await api(b, "GET", `/api/flight/bookingStatus?referenceNumber=${referenceNumber}`, { token });
      expect(status.status).toBe(200);
      expect(["paid", "ticketed"]).toContain(status.json.data.bookingStatus);

      // Save a checkout on one instance, resume it on the other.
      const sessionId = randomUUID();
      const snapshot = { status: "active", value: "checkout", context: { offerId: offers[1]?.id, passengers: traveller() }, children: {} };
      const saved = await api(a, "PUT", `/api/checkout-sessions/${sessionId}`, {
        token,
        body: {
          vertical: "flights",
          machineId: "flightBooking",
          machineVersion: 1,
          snapshot,
          summary: { step: "checkout", title: "JFK → LHR", startDate: date, endDate: date, travellers: 1 },
          price: { amount: 50_000, currency: "USD" },
          offerExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
        },
      });
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
      const resumed = await api(b, "GET", `/api/checkout-sessions/${sessionId}`, { token });
      expect(resumed.status).toBe(200);
      expect(resumed.json.data.snapshot).toEqual(snapshot);

      // Cancel: the penalty quoted on A is the one B confirms.
      const quote = await api(a, "POST", "/api/flight/get-penalty", { token, body: { referenceNumber } });
      expect(quote.status, JSON.stringify(quote.json)).toBe(200);
      const cancelled = await api(b, "POST", "/api/flight/flight-cancel-booking", { token, body: { referenceNumber } });
      expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
      expect(cancelled.json.data).toMatchObject({ referenceNumber, bookingStatus: "cancelled", refund: quote.json.data.refund });
      const repeated = await api(a, "POST", "/api/flight/flight-cancel-booking", { token, body: { referenceNumber } });
      expect(repeated.status).toBe(409);

      // The hotels' asynchronous search: started on A, polled alternately on B and A until complete.
      const started = await api(a, "POST", "/api/v2/hotel/searchasync", { token, body: familyStay() });
      expect(started.status, JSON.stringify(started.json)).toBe(200);
      const corelationId = started.json.data.corelationId as string;
      let completed = false;
      for (let i = 0; i < 20 && !completed; i++) {
        const polled = await api(i % 2 === 0 ? b : a, "POST", `/api/v2/hotel/searchasync/search?corelationId=${corelationId}`, { token, body: {} });
        expect(polled.status, JSON.stringify(polled.json)).toBe(200);
        completed = polled.json.data.pollCompleted;
        if (completed) expect(polled.json.data.hotels.length).toBeGreaterThan(0);
      }
      expect(completed).toBe(true);
    },
    scaled(30_000),
  );

  it(
    "the rate limit counts one client's requests on both instances together",
    async () => {
      const codes: number[] = [];
      for (let i = 0; i < RATE_LIMIT + 1; i++) codes.push((await api(i % 2 === 0 ? a : b, "GET", "/api/health", { address: PROBE_ADDRESS })).status);
      // Each instance saw about half: a count per process would never have reached the limit.
      expect(codes.slice(0, RATE_LIMIT)).toEqual(Array(RATE_LIMIT).fill(200));
      expect(codes[RATE_LIMIT]).toBe(429);
      expect((await api(b, "GET", "/api/health", { address: PROBE_ADDRESS })).status).toBe(429);
      expect((await api(a, "GET", "/api/health", { address: PROBE_ADDRESS })).status).toBe(429);
      // Another client is not affected.
      expect((await api(a, "GET", "/api/health", { address: "203.0.113.10" })).status).toBe(200);
    },
    scaled(30_000),
  );

  it(
    "with both mail workers running, every mail in the outbox is sent exactly once",
    async () => {
      const subjects = Array.from({ length: 30 }, (_, i) => `two-servers mail ${i}`);
      await database.db.insert(outbox).values(subjects.map((subject) => ({ agencyId: null, to: "ada@example.test", subject, text: subject })));
      for (let i = 0; i < 150; i++) {
        const [left] = await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(outbox)
          .where(isNull(outbox.sentAt));
        if (left?.n === 0) break;
        await sleep(100);
      }
      const sent = await database.db.select({ subject: outbox.subject, error: outbox.error }).from(outbox).where(isNotNull(outbox.sentAt));
      expect(sent.map((r) => r.subject)).toEqual(expect.arrayContaining(subjects));
      expect((await database.db.select().from(outbox).where(isNull(outbox.sentAt))).length).toBe(0);
      // The recorder got each sent row once: ours by subject, and no more messages than sent rows.
      for (const subject of subjects)
        expect(
          smtp.subjects.filter((s) => s === subject),
          subject,
        ).toHaveLength(1);
      expect(smtp.subjects).toHaveLength(sent.length);
    },
    scaled(30_000),
  );

  it("a timer's round runs on one instance at a time (the advisory lock the sweeps take)", async () => {
    const other = createPostgresDatabase(fresh.url);
    try {
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let entered: () => void = () => undefined;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const first = runAlone(database.db, "booking-sweeps:test", async () => {
        entered();
        await held;
      });
      await inside;
      let ran = false;
      // Another process's pool (a second Database) asks for the same round while the first runs: skipped.
      expect(await runAlone(other.db, "booking-sweeps:test", async () => void (ran = true))).toBe(false);
      expect(ran).toBe(false);
      release();
      expect(await first).toBe(true);
      expect(await runAlone(other.db, "booking-sweeps:test", async () => void (ran = true))).toBe(true);
      expect(ran).toBe(true);
    } finally {
      await other.close();
    }
  });

  it(
    "a cancel sent to both instances at once cancels and refunds once",
    async () => {
      const { referenceNumber, paid } = await bookAndPay(a, b, offers[3] as FlightOffer);
      expect(paid.status, JSON.stringify(paid.json)).toBe(200);
      const both = await Promise.all([a, b].map((server) => api(server, "POST", "/api/flight/flight-cancel-booking", { token, body: { referenceNumber } })));
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      const [booking] = await database.db.select().from(bookings).where(eq(bookings.referenceNumber, referenceNumber));
      expect(booking?.status).toBe("cancelled");
      const [intent] = await database.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.id, booking?.paymentIntentId ?? ""));
      expect(intent?.data.refunds).toHaveLength(booking?.refundAmount ? 1 : 0);
      expect(intent?.data.amountRefunded).toBe(booking?.refundAmount ?? 0);
    },
    scaled(30_000),
  );

  it(
    "kill -9 of one instance in the middle of book-and-pay: the other finishes it, one booking, at most one charge",
    async () => {
      const offer = offers[2] as FlightOffer;
      const key = `two-servers-crash-${randomUUID()}`;
      const held = await api(a, "POST", "/api/flight/booking", { token, body: { idempotencyKey: key, offerId: offer.id, passengers: traveller(), contact: CONTACT } });
      expect(held.status).toBe(200);
      const referenceNumber = held.json.data.referenceNumber as string;
      const inFlight = api(a, "POST", "/api/flight/payment", { token, body: { idempotencyKey: key, referenceNumber, card: CARD_OK } }).catch(() => null);
      // Kill A inside the payment, once the card is authorised (the "charged but not booked" window), or
      // as soon as it has answered if the window was too short to see.
      let answeredFirst = false;
      void inFlight.then(() => (answeredFirst = true));
      const intentKey = `flight-booking:${held.json.data.bookingId as string}`;
      for (let i = 0; i < 5000 && !answeredFirst; i++) {
        const [intent] = await database.db.select({ status: paymentIntents.status }).from(paymentIntents).where(eq(paymentIntents.idempotencyKey, intentKey));
        if (intent && intent.status !== "requires_payment_method") break;
      }
      await a.kill("SIGKILL");
      const answered = await inFlight;
      const [left] = await database.db.select({ status: bookings.status, intentId: bookings.paymentIntentId }).from(bookings).where(eq(bookings.idempotencyKey, key));
      const [leftIntent] = left?.intentId ? await database.db.select({ status: paymentIntents.status }).from(paymentIntents).where(eq(paymentIntents.id, left.intentId)) : [];
      // For the report: where the kill cut the payment (any state is allowed here).
      console.log(`two-servers: after kill -9 the pay request ${answered ? `was answered ${answered.status}` : "got no answer"}; booking ${left?.status}, intent ${leftIntent?.status ?? "none"}`);

      // A killed holder's payment lease lapses after 60 s (bookings/saga/lease.ts); let that time pass.
      await database.db.update(bookings).set({ paymentLockedUntil: null }).where(eq(bookings.idempotencyKey, key));
      // The traveller retries with the same key, now on B (the web client reuses its key for a retry).
      const again = await api(b, "POST", "/api/flight/booking", { token, body: { idempotencyKey: key, offerId: offer.id, passengers: traveller(), contact: CONTACT } });
      expect(again.status).toBe(200);
      expect(again.json.data.referenceNumber).toBe(referenceNumber);
      const retried = await api(b, "POST", "/api/flight/payment", { token, body: { idempotencyKey: key, referenceNumber, card: CARD_OK } });
      if (retried.status === 200) expect(["paid", "ticketed"]).toContain(retried.json.data.bookingStatus);
      else expect(retried.json.message).toMatch(/not charged/i);

      const sameKey = await database.db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
      expect(sameKey).toHaveLength(1);
      const booking = sameKey[0];
      if (!booking) throw new Error("booking lost");
      const intents = await database.db
        .select()
        .from(paymentIntents)
        .where(inArray(paymentIntents.idempotencyKey, [`flight-booking:${booking.id}`]));
      expect(intents.length).toBeLessThanOrEqual(1);
      const charged = intents.filter((i) => i.status === "succeeded" || i.data.amountCaptured > 0);
      if (booking.status === "paid" || booking.status === "ticketed") expect(charged).toHaveLength(1);
      else expect(charged).toHaveLength(0);
      const status = await api(b, "GET", `/api/flight/bookingStatus?referenceNumber=${referenceNumber}`, { token });
      expect(status.json.data.bookingStatus).toBe(booking.status);

      // And across the whole run: every booking complete and charged once, or not charged.
      expect(ledgerProblems(await readLedger(database.db))).toEqual([]);
      expect((await database.db.select().from(bookings).where(like(bookings.idempotencyKey, "two-servers-%"))).length).toBe(bookingNumber + 1);
    },
    scaled(30_000),
  );
});
