// kill -9 at each step of the saga, for every vertical (docs/deploy.md "Several instances"): a server process is
// started with WAYPOINT_FAULT_POINT set to one step (src/server/fault-points.ts: after the card is authorised, after
// the supplier booked, after the capture, after issuing, while the mail goes out) and takes one book-and-pay; it
// kills itself with SIGKILL when that payment reaches the step. The test checks it died there (the signal, the
// point's line on stderr, and the rows that step leaves), then plays the other instance: the dead holder's leases
// lapse, its sweeps run on a clock moved past the supplier-call bound and the finishing limit, its mail worker
// drains the outbox into a real SMTP server. Afterwards: captured = confirmed + refunded, no card left authorised,
// every supplier hold owned or given back, no supplier call left `calling`, nothing paid and unfinished, and every
// outbox row sent and received once, but for the one row whose worker was killed between the SMTP answer and
// recording it, which arrives twice with one Message-ID (docs/deploy.md: at least once there).
// Processes run the server bundle (serverEntry: src/server/build.ts's, built once per test worker into .tmp/): it
// starts in about a third of tsx's time. PostgreSQL only (DATABASE_URL; `npm run test:db` in .ci/run): PGlite cannot share a database between processes.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, ServerProcess, serverEntry } from "../../bench/lib/server-process";
import { createPostgresDatabase, type Database } from "@/server/db/client";
import { outbox } from "@/server/db/schema";
import { bookings, supplierCalls, type BookingRow } from "@/server/db/schema-bookings";
import { paymentIntents } from "@/server/db/schema-payments";
import { seed } from "@/server/seed";
import { FAULT_POINTS, type FaultPoint } from "@/server/fault-points";
import { DbPaymentStore } from "@/server/payments/db-store";
import { createTranslator, type Translator } from "@/server/i18n";
import { messageIdOf, smtpTransport, startMailWorker } from "@/server/mail/worker";
import { SandboxPaymentGateway } from "@/server/payments/sandbox-gateway";
import { bookingOf, moneyAndHoldProblems, overHttp, PAYMENT_PATHS, retry, startSmtp, sweepAll, verticalsUnderTest } from "./faults/every-vertical";
import { CARD_OK } from "./faults/support";
import { agencyId, call, type Caller } from "./flights-fixtures";
import { freshPostgresDatabase } from "./helpers";
import { scaled } from "../browser/slowdown";

const VERTICALS = ["flight", "hotel", "car", "activity"] as const;
const MAIL_FROM = "Waypoint <no-reply@waypoint.test>";
const START_TIMEOUT_MS = scaled(60_000);
/** The process's mail worker polls every 2 s; a killed payment dies at once. */
const DEATH_TIMEOUT_MS = 20_000;

/** How the process ended, or null if it still runs after `ms`. */
function ended(server: ServerProcess, ms: number): Promise<{ code: number | null; signal: NodeJS.Signals | null } | null> {
  const child = server.child;
  if (!child) return Promise.resolve(null);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((done) => {
    const timer = setTimeout(() => done(null), ms);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      done({ code, signal });
    });
  });
}

describe.skipIf(!process.env.DATABASE_URL)("faults: kill -9 at each step of every vertical's book-and-pay (PostgreSQL, a server process per step)", () => {
  let entry = "";
  let dataDir = "";
  let fresh: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let database: Database;
  let translator: Translator;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: ServerProcess | undefined;
  const report: string[] = [];
  const started = Date.now();
  /** Whether each vertical issues (learnt in its earlier rounds): one that confirms at capture has no after-issue. */
  const issues = new Map<string, boolean>();
  /** The outbox rows whose worker was killed between the SMTP answer and recording it (every round's so far). */
  const killedMidSend = new Set<string>();
  const noIssue = (id: string) => `${id} confirms at capture: it issues nothing, so there is no step after issuing to kill at`;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "waypoint-kill-each-step-"));
    [[entry = ""], fresh, translator, smtp] = await Promise.all([serverEntry(), freshPostgresDatabase(process.env.DATABASE_URL ?? ""), createTranslator(), startSmtp()]);
    database = createPostgresDatabase(fresh.url);
    // What a first start does (main.ts), once here: every process after it finds the agencies and logins.
    await database.migrate();
    await seed(database.db);
  }, scaled(120_000));
  afterAll(async () => {
    report.push(`took ${Math.round((Date.now() - started) / 1000)} s`);
    console.log(`faults-kill-each-step:\n  ${report.join("\n  ")}`);
    await server?.kill("SIGKILL");
    await database?.close();
    await fresh?.drop();
    await smtp?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** What the step left behind when the process died there: proof that the payment reached it, and no further. */
  async function leftAt(step: FaultPoint, b: BookingRow): Promise<string[]> {
    const db = database.db;
    const [intentRow] = b.paymentIntentId ? await db.select().from(paymentIntents).where(eq(paymentIntents.id, b.paymentIntentId)) : [];
    const intent = intentRow?.data.status ?? "none";
    const calls = await db.select({ state: supplierCalls.state }).from(supplierCalls).where(eq(supplierCalls.bookingId, b.id));
    const state = `booking ${b.status}${b.supplierReference ? " with a supplier reference" : ""}, card ${intent}, supplier calls [${calls.map((c) => c.state).join(", ")}]`;
    const expected: Record<FaultPoint, boolean> = {
      "after-authorise": b.status === "held" && intent === "requires_capture" && calls.length === 0,
      "after-supplier-hold": b.status === "held" && intent === "requires_capture" && !b.supplierReference && calls.length === 1 && calls[0]?.state === "calling",
      "after-capture": b.status === "held" && intent === "succeeded" && !!b.supplierReference,
      "after-issue": b.status === "paid" && intent === "succeeded" && b.unfinishedSince !== null,
      "during-mail": (b.status === "paid" || b.status === "ticketed") && b.unfinishedSince === null && intent === "succeeded",
    };
    return expected[step] ? [] : [`${step}: ${state}`];
  }

  for (const id of VERTICALS) {
    for (const step of FAULT_POINTS) {
      it(`${id}: killed ${step}, then another instance's sweeps leave the money, the holds and the mail right`, { timeout: scaled(120_000) }, async ({ skip }) => {
        const db = database.db;
        if (step === "after-issue" && issues.get(id) === false) skip(noIssue(id));
        server = new ServerProcess(`${id} ${step}`, [entry], await freePort(), {
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          DATABASE_URL: fresh.url,
          SMTP_URL: smtp.url,
          MAIL_FROM,
          LOG_LEVEL: "error",
          WAYPOINT_MODE: "demo",
          WAYPOINT_FAULT_POINT: step,
          WAYPOINT_FAULT_VERTICAL: id,
        });
        await server.start(START_TIMEOUT_MS);
        const app = overHttp(server.port);
        const acme = await agencyId(db, "acme");
        const login = await call(app, { agencyId: acme }, { method: "POST", url: "/api/user/login", body: { email: "alice@acme.test", password: "Demo@1234" } });
        expect(login.statusCode, login.body).toBe(200);
        const alice: Caller = { agencyId: acme, token: (login.json() as { data: { token: string } }).data.token };
        const v = (await verticalsUnderTest(app, alice, db, translator)).find((x) => x.id === id);
        if (!v) throw new Error(`no vertical ${id}`);
        issues.set(id, v.vertical.issue !== undefined);
        if (step === "after-issue" && !v.vertical.issue) {
          await server.kill("SIGTERM");
          skip(noIssue(id));
        }

        const { url, body } = v.holdRequest();
        const held = await call(app, alice, { method: "POST", url, body });
        expect(held.statusCode, held.body).toBe(200);
        const { referenceNumber } = (held.json() as { data: { referenceNumber: string } }).data;
        const key = (body as { idempotencyKey: string }).idempotencyKey;
        const sentBefore = smtp.received.length;
        const paid = await call(app, alice, { method: "POST", url: PAYMENT_PATHS[id] ?? "", body: { idempotencyKey: key, referenceNumber, card: CARD_OK } }).then(
          (res) => `HTTP ${res.statusCode}`,
          (error: unknown) => (error instanceof Error ? error.message : String(error)),
        );

        // Died by SIGKILL at this point: the signal, the point's own line, and what the step left in the database.
        const end = await ended(server, DEATH_TIMEOUT_MS);
        expect(end, `${id} ${step}: the process still runs after the payment (${paid})\n${server.output}`).toEqual({ code: null, signal: "SIGKILL" });
        expect(server.output).toContain(`fault point ${step}`);
        const atDeath = await bookingOf(db, referenceNumber);
        expect(await leftAt(step, atDeath), `${id} ${step}`).toEqual([]);
        const unsent = await db.select().from(outbox).where(isNull(outbox.sentAt));
        if (step === "during-mail") {
          const accepted = unsent.filter((row) => smtp.received.slice(sentBefore).includes(messageIdOf(row.id, MAIL_FROM)));
          expect(accepted, "the mail the SMTP server accepted, sentAt not written").toHaveLength(1);
          for (const row of accepted) killedMidSend.add(row.id);
        }

        // The other instance: the dead holder's payment lease (60 s) and mail claim (MAIL_CLAIM_SECONDS) lapse; let that time pass.
        await db.update(bookings).set({ paymentLockedUntil: null }).where(isNotNull(bookings.paymentLockedUntil));
        await db
          .update(outbox)
          .set({ claimedUntil: null })
          .where(and(isNull(outbox.sentAt), isNotNull(outbox.claimedUntil)));
        const gateway = new SandboxPaymentGateway({ store: new DbPaymentStore(db) });
        const swept = await sweepAll(db, v, gateway, translator);
        const mail = startMailWorker({ db, transport: smtpTransport(smtp.url), from: MAIL_FROM, intervalMs: 600_000 });
        try {
          await retry(() => mail.drain());
        } finally {
          await mail.stop();
        }

        const problems = await moneyAndHoldProblems(db);
        for (const row of await db.select().from(outbox)) {
          const n = smtp.received.filter((mid) => mid === messageIdOf(row.id, MAIL_FROM)).length;
          // Killed between the SMTP answer and recording it: that row goes out again, with the same Message-ID.
          const expected = killedMidSend.has(row.id) ? 2 : 1;
          if (n !== expected || !row.sentAt) problems.push(`outbox ${row.id} (${row.subject}): received ${n} times (expected ${expected}), sentAt ${String(row.sentAt)}`);
        }
        const after = await bookingOf(db, referenceNumber);
        report.push(`${id} killed ${step} (payment: ${paid.slice(0, 40)}) → ${after.status}${after.failureCode ? ` ${after.failureCode}` : ""}; ${swept}`);
        expect(problems, `${id} ${step}`).toEqual([]);
      });
    }
  }
});
