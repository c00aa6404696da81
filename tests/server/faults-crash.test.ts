// Reliability hardening, "Faults": the server process is killed (SIGKILL) at random moments while bookings and
// payments are in flight, then restarted on the same data; the clients re-submit their idempotency
// keys. Afterwards every booking is complete (paid/ticketed) and charged once, or absent/failed
// and not charged: never "charged but not booked". Seeded: FAULT_SEED=<n> replays a run.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerProblems, readLedger, type Ledger } from "../../bench/lib/audit";
import { createClient } from "../../bench/lib/http";
import { freePort, serverEntry, ServerProcess } from "../../bench/lib/server-process";
import { createPgliteDatabase } from "@/server/db/client";
import { bookings } from "@/server/db/schema-bookings";
import { CARD_OK, CONTACT, seeded, traveller, type FlightOffer } from "./faults/support";
import { scaled } from "../browser/slowdown";

const SEED = Number(process.env.FAULT_SEED ?? 20240607);
const KILLS = Number(process.env.FAULT_KILLS ?? 3);
const BOOKINGS_PER_ROUND = 6;
// A first start creates the PGlite cluster (slow on a busy machine).
const START_TIMEOUT_MS = scaled(90_000);
const HOST = "acme.localhost";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the envelope's data differs per route; tests read it loosely
type Json = any;

async function api(port: number, method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; json: Json }> {
  // node:http, not fetch: fetch will not send our Host header, and the Host picks the agency.
  const client = createClient(`http://127.0.0.1:${port}`, 1);
  try {
    const res = await client.request(method, path, { body, headers: { host: HOST, ...(token ? { "x-access-token": token } : {}) } });
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

/** With the server down, open its data directory: read the ledger, and optionally let held payment leases lapse. */
async function withData<T>(dataDir: string, work: (db: ReturnType<typeof createPgliteDatabase>["db"]) => Promise<T>): Promise<T> {
  const database = createPgliteDatabase(join(dataDir, "pglite"));
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

describe("faults: the server is killed during booking and payment", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "waypoint-faults-"));
  let server: ServerProcess;
  let token = "";
  let offers: FlightOffer[] = [];

  beforeAll(async () => {
    // The real entry point, PGlite in a directory (so the data survives the kill), no SPA needed.
    server = new ServerProcess("server", await serverEntry(), await freePort(), { HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "error", WAYPOINT_MODE: "demo" });
    await server.start(START_TIMEOUT_MS);
    const login = await api(server.port, "POST", "/api/user/login", { email: "alice@acme.test", password: "Demo@1234" });
    expect(login.status).toBe(200);
    token = login.json.data.token;
    const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const found = await api(
      server.port,
      "POST",
      "/api/flight/search",
      { routeType: "One-Way", selectedPassenger: { ADT: 1, CHD: 0, INF: 0 }, formData: [{ id: 1, from: { location: "JFK" }, to: { location: "LHR" }, singleDate: date }] },
      token,
    );
    expect(found.status).toBe(200);
    offers = found.json.data.offers;
  }, scaled(120_000));

  afterAll(async () => {
    await server?.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    `keeps every booking complete and charged once, or absent and not charged (seed ${SEED})`,
    async () => {
      const random = seeded(SEED);
      const keys: Array<{ key: string; offerId: string }> = [];
      const afterCrash: Ledger[] = [];

      for (let round = 0; round < KILLS; round++) {
        const batch = Array.from({ length: BOOKINGS_PER_ROUND }, (_, i) => ({
          key: `crash-${SEED}-${round}-${i}`,
          offerId: offers[Math.floor(random() * Math.min(40, offers.length))]?.id ?? "",
        }));
        keys.push(...batch);
        const port = server.port;
        // book + pay each key, concurrently; the kill cuts some of them anywhere.
        const drive = Promise.allSettled(
          batch.map(async ({ key, offerId }) => {
            const booked = await api(port, "POST", "/api/flight/booking", { idempotencyKey: key, offerId, passengers: traveller(), contact: CONTACT }, token);
            if (booked.status !== 200) return;
            await api(port, "POST", "/api/flight/payment", { idempotencyKey: key, referenceNumber: booked.json.data.referenceNumber, card: CARD_OK }, token);
          }),
        );
        const killAfter = Math.floor(random() * 250);
        await sleep(killAfter);
        await server.kill("SIGKILL");
        await drive;

        afterCrash.push(
          await withData(dataDir, async (db) => {
            const ledger = await readLedger(db);
            // A killed holder's payment lease expires after 60 s (checkout.ts); let that time pass.
            await db.update(bookings).set({ paymentLockedUntil: null }).where(isNotNull(bookings.paymentLockedUntil));
            return ledger;
          }),
        );

        await server.start(START_TIMEOUT_MS);
        // The travellers retry with the same keys (the web client reuses its key for a retry).
        for (const { key, offerId } of batch) {
          const booked = await api(port, "POST", "/api/flight/booking", { idempotencyKey: key, offerId, passengers: traveller(), contact: CONTACT }, token);
          expect(booked.status, JSON.stringify(booked.json)).toBe(200);
          const paid = await api(port, "POST", "/api/flight/payment", { idempotencyKey: key, referenceNumber: booked.json.data.referenceNumber, card: CARD_OK }, token);
          if (paid.status === 200) expect(["paid", "ticketed"]).toContain(paid.json.data.bookingStatus);
          else expect(paid.json.message).toMatch(/not charged/i);
        }
      }

      await server.kill("SIGTERM");
      const ledger = await withData(dataDir, readLedger);
      expect(ledgerProblems(ledger)).toEqual([]);
      for (const { key } of keys) {
        const sameKey = ledger.bookings.filter((b) => b.idempotencyKey === key);
        expect(sameKey.length, key).toBeLessThanOrEqual(1);
        const b = sameKey[0];
        if (!b) continue;
        const captured = ledger.intents.filter((i) => i.idempotencyKey === `flight-booking:${b.id}` && i.status === "succeeded");
        if (b.status === "paid" || b.status === "ticketed") expect(captured, key).toHaveLength(1);
        else expect(captured, key).toHaveLength(0);
      }
      // What the kills left behind before the retries (for the report; any state is allowed there).
      const states = afterCrash.map((l) => {
        const intent = (id: string) => l.intents.find((i) => i.idempotencyKey === `flight-booking:${id}`)?.status ?? "none";
        const counts = new Map<string, number>();
        for (const b of l.bookings) counts.set(`${b.status}/${intent(b.id)}`, (counts.get(`${b.status}/${intent(b.id)}`) ?? 0) + 1);
        return [...counts].map(([k, n]) => `${n}× ${k}`).join(", ");
      });
      console.log(`faults-crash seed ${SEED}: states right after each kill: ${states.join(" | ")}`);
    },
    scaled(180_000),
  );
});
