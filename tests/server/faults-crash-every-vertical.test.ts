// Charged means ticketed or refunded, with a real kill -9 (docs/deploy.md "Several instances"): for each vertical a
// server process takes several book-and-pay requests at once and is killed with SIGKILL at a seeded random moment
// (anywhere in the saga: before or after the authorisation, the supplier's booking, the capture, the issuing).
// FAULT_KILLS rounds per vertical (default 3). The test process then plays the other instance: its sweeps run on a clock moved past the supplier-call bound and
// past the finishing limit. Afterwards, captured = confirmed + refunded, no card is left authorised, every supplier
// hold is owned by a booking or given back, no supplier call is left `calling`, nothing is paid and unfinished.
// PostgreSQL only (DATABASE_URL; `npm run test:db` in .ci/run): the killed process and the test share the database,
// which PGlite cannot (one process). FAULT_SEED=<n> replays a run.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, gt, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, serverEntry, ServerProcess } from "../../bench/lib/server-process";
import { createPostgresDatabase, type Database } from "@/server/db/client";
import { bookings } from "@/server/db/schema-bookings";
import { DbPaymentStore } from "@/server/payments/db-store";
import { createTranslator, type Translator } from "@/server/i18n";
import { SandboxPaymentGateway } from "@/server/payments/sandbox-gateway";
import { moneyAndHoldProblems, overHttp, PAYMENT_PATHS, sleep, sweepAll, verticalsUnderTest } from "./faults/every-vertical";
import { CARD_OK, seeded } from "./faults/support";
import { agencyId, call, type Caller } from "./flights-fixtures";
import { freshPostgresDatabase } from "./helpers";
import { scaled } from "../browser/slowdown";

const SEED = Number(process.env.FAULT_SEED ?? 20261129);
const KILLS = Number(process.env.FAULT_KILLS ?? 3);
const BOOKINGS = 6;
const START_TIMEOUT_MS = scaled(90_000);

describe.skipIf(!process.env.DATABASE_URL)("faults: a server process killed (SIGKILL) during every vertical's book-and-pay (PostgreSQL)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "waypoint-crash-verticals-"));
  let fresh: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let database: Database;
  let server: ServerProcess;
  let translator: Translator;
  const report: string[] = [];

  beforeAll(async () => {
    fresh = await freshPostgresDatabase(process.env.DATABASE_URL ?? "");
    server = new ServerProcess("server", await serverEntry(), await freePort(), {
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: fresh.url,
      SMTP_URL: "",
      LOG_LEVEL: "error",
      WAYPOINT_MODE: "demo",
    });
    await server.start(START_TIMEOUT_MS); // migrates and seeds
    database = createPostgresDatabase(fresh.url);
    translator = await createTranslator();
  }, scaled(120_000));
  afterAll(async () => {
    console.log(`faults-crash-every-vertical seed ${SEED}:\n  ${report.join("\n  ")}`);
    await server?.kill("SIGKILL");
    await database?.close();
    await fresh?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`every payment ends finished or refunded and every supplier hold owned or given back (seed ${SEED})`, { timeout: scaled(300_000) }, async () => {
    const db = database.db;
    const random = seeded(SEED);
    const gateway = new SandboxPaymentGateway({ store: new DbPaymentStore(db) });
    for (const id of ["flight", "hotel", "car", "activity"].flatMap((vertical) => Array.from({ length: KILLS }, () => vertical))) {
      if (!server.child || server.child.exitCode !== null || server.child.signalCode !== null) await server.start(START_TIMEOUT_MS);
      const app = overHttp(server.port);
      const login = await call(app, { agencyId: await agencyId(db, "acme") }, { method: "POST", url: "/api/user/login", body: { email: "alice@acme.test", password: "Demo@1234" } });
      expect(login.statusCode, login.body).toBe(200);
      const alice: Caller = { agencyId: await agencyId(db, "acme"), token: (login.json() as { data: { token: string } }).data.token };
      const v = (await verticalsUnderTest(app, alice, db, translator)).find((x) => x.id === id);
      if (!v) throw new Error(`no vertical ${id}`);
      const round = new Date();
      const drive = Promise.allSettled(
        Array.from({ length: BOOKINGS }, async () => {
          const { url, body } = v.holdRequest();
          const held = await call(app, alice, { method: "POST", url, body });
          if (held.statusCode !== 200) return;
          const { referenceNumber } = (held.json() as { data: { referenceNumber: string } }).data;
          const key = (body as { idempotencyKey: string }).idempotencyKey;
          await call(app, alice, { method: "POST", url: PAYMENT_PATHS[id] ?? "", body: { idempotencyKey: key, referenceNumber, card: CARD_OK } });
        }),
      );
      const killAfter = Math.floor(random() * 400);
      await sleep(killAfter);
      await server.kill("SIGKILL");
      await drive;
      const states = await db
        .select({ status: bookings.status, ref: bookings.supplierReference, intent: bookings.paymentIntentId })
        .from(bookings)
        .where(and(eq(bookings.vertical, v.vertical.id), gt(bookings.createdAt, round)));
      const counts = new Map<string, number>();
      for (const s of states) {
        const label = `${s.status}${s.ref ? "+supplier" : ""}${s.intent ? "+card" : ""}`;
        counts.set(label, (counts.get(label) ?? 0) + 1);
      }
      // The dead holders' payment leases lapse after 60 s; let that time pass.
      await db.update(bookings).set({ paymentLockedUntil: null }).where(isNotNull(bookings.paymentLockedUntil));
      const swept = await sweepAll(db, v, gateway, translator);
      report.push(`${id}: killed after ${killAfter} ms with ${[...counts].map(([k, n]) => `${n}× ${k}`).join(", ")}; ${swept}`);
      expect(await moneyAndHoldProblems(db), id).toEqual([]);
    }
  });
});
