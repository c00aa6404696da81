// Charged means ticketed or refunded, for every vertical (docs/deploy.md "Several instances", docs/decisions.md
// "Charged means finished or refunded"). Book-and-pay runs for flights, hotels, cars and activities while the test
// cuts it at each step of the saga in turn: after the card is authorised, after the supplier booked, after the
// capture, after issuing (flights: the only vertical that issues), and while the mail goes out. Two ways:
// - "drop": the app's PostgreSQL backends are terminated (pg_terminate_backend) and the request carries on;
// - "die": the backends are terminated and the request never goes on (its process is gone); another instance's
//   sweeps, on a clock moved past each bound, finish what is left.
// Then the invariants, read from the database, the gateway's and suppliers' sandboxes and a real SMTP server:
// captured = confirmed + refunded; every supplier hold owned by a booking or given back; each outbox row
// delivered once; no booking paid and unfinished after the sweep's limit.
// PGlite has one connection in the test's own process and no backends to terminate: this file needs PostgreSQL
// (DATABASE_URL, `npm run test:db` in .ci/run) and is skipped without it.
import { eq, isNotNull, isNull, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BookingSaga } from "@/server/bookings/saga";
import type { BookingVertical } from "@/server/bookings/vertical";
import type { Db } from "@/server/db/client";
import { outbox } from "@/server/db/schema";
import { bookings, sandboxSupplierHolds, supplierCalls, type BookingRow } from "@/server/db/schema-bookings";
import { DbPaymentStore } from "@/server/payments/db-store";
import { createTranslator, type Translator } from "@/server/i18n";
import { messageIdOf, smtpTransport, startMailWorker } from "@/server/mail/worker";
import { SandboxPaymentGateway } from "@/server/payments/sandbox-gateway";
import type { PaymentGateway } from "@/server/payments/types";
import { bookingOf, holdOn, moneyAndHoldProblems, retry, sleep, startSmtp, sweepAll, verticalsUnderTest } from "./faults/every-vertical";
import { CARD_OK } from "./faults/support";
import { newKey, signIn, type Caller } from "./flights-fixtures";
import { createTestApp, type TestContext } from "./helpers";
import { scaled } from "../browser/slowdown";

const STEPS = ["authorise", "hold", "capture", "issue", "mail"] as const;
type Step = (typeof STEPS)[number];
type Mode = "drop" | "die";
const MAIL_FROM = "Waypoint <no-reply@waypoint.test>";

describe.skipIf(!process.env.DATABASE_URL)("faults: every vertical's book-and-pay cut at each step (PostgreSQL: pg_terminate_backend)", () => {
  let ctx: TestContext;
  let db: Db;
  let alice: Caller;
  let admin: pg.Client;
  let dbName = "";
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let translator: Translator;
  const previousSmtp = process.env.SMTP_URL;
  /** The step at which the next cut happens (one per payment). */
  let cutAt: Step | null = null;
  let mode: Mode = "drop";
  const outcomes: string[] = [];

  const terminate = () => admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [dbName]);
  /** After a step: cut there if told to. "die" never returns (the process that made the call is gone). */
  const cut = async (step: Step): Promise<void> => {
    if (cutAt !== step) return;
    cutAt = null;
    await terminate();
    if (mode === "die") await new Promise(() => undefined);
  };

  /** The card gateway as the cut payment sees it: a cut after authorising and after capturing. */
  function cutGateway(inner: PaymentGateway): PaymentGateway {
    return {
      provider: inner.provider,
      confirmSaved: (id, card) => inner.confirmSaved(id, card),
      get: (id) => inner.get(id),
      createIntent: (input) => inner.createIntent(input),
      cancel: (id) => inner.cancel(id),
      refund: (id, amount) => inner.refund(id, amount),
      completeChallenge: (id, answer) => inner.completeChallenge(id, answer),
      confirm: async (id, card) => {
        const intent = await inner.confirm(id, card);
        await cut("authorise");
        return intent;
      },
      capture: async (id, amount) => {
        const intent = await inner.capture(id, amount);
        await cut("capture");
        return intent;
      },
    };
  }

  /** The vertical as the cut payment sees it: a cut after the supplier booked and after it issued. */
  function cutVertical(inner: BookingVertical): BookingVertical {
    return {
      ...inner,
      book: async (b, key) => {
        const booked = await inner.book(b, key);
        await cut("hold");
        return booked;
      },
      ...(inner.issue
        ? {
            issue: async (b: BookingRow) => {
              const issued = await inner.issue!(b);
              await cut("issue");
              return issued;
            },
          }
        : {}),
    };
  }

  beforeAll(async () => {
    smtp = await startSmtp(async () => {
      // The mail step: the database goes away while the SMTP server answers.
      if (cutAt === "mail") {
        cutAt = null;
        await terminate();
      }
    });
    process.env.SMTP_URL = smtp.url;
    ctx = await createTestApp();
    db = ctx.database.db;
    translator = await createTranslator();
    alice = await signIn(ctx.app, db, "acme", "alice@acme.test");
    const rows = (await db.execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> };
    dbName = rows.rows[0]?.name ?? "";
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  }, scaled(120_000));
  afterAll(async () => {
    if (previousSmtp === undefined) delete process.env.SMTP_URL;
    else process.env.SMTP_URL = previousSmtp;
    console.log(`faults-every-vertical:\n  ${outcomes.join("\n  ")}`);
    await admin?.end();
    await ctx?.close();
    await smtp?.close();
  });

  /** The invariants: the money and the holds, and each outbox row delivered once to the SMTP server. */
  async function invariants(): Promise<string[]> {
    const problems = await moneyAndHoldProblems(db);
    // Each outbox row delivered once to the SMTP server (the app's own worker may be sending one right now).
    for (let waited = 0; waited < 10_000 && (await db.select({ id: outbox.id }).from(outbox).where(isNull(outbox.sentAt))).length > 0; waited += 100) await sleep(100);
    for (const row of await db.select().from(outbox)) {
      const n = smtp.received.filter((id) => id === messageIdOf(row.id, MAIL_FROM)).length;
      if (n !== 1 || !row.sentAt) problems.push(`outbox ${row.id} (${row.subject}): delivered ${n} times, sentAt ${String(row.sentAt)}`);
    }
    return problems;
  }

  it("ends every payment finished or refunded, every hold owned or given back, every mail sent once", { timeout: scaled(300_000) }, async () => {
    const under = await verticalsUnderTest(ctx.app, alice, db, translator);
    const mail = startMailWorker({ db, transport: smtpTransport(smtp.url), from: MAIL_FROM, intervalMs: 600_000, recordRetryMs: [50, 250, 1000] });
    const started = Date.now();
    try {
      for (const v of under) {
        const gateway = new SandboxPaymentGateway({ store: new DbPaymentStore(db) });
        for (const m of ["drop", "die"] as const) {
          for (const step of STEPS) {
            // A vertical that issues nothing has no issuing step; a mail pass cut "dies" only as a worker killed after
            // the SMTP answer, which sends that row again (docs/deploy.md: at least once there), so it is cut by "drop".
            if (step === "issue" && !v.vertical.issue) continue;
            if (step === "mail" && m === "die") continue;
            // Each payment is its own instance: a "die" leaves its instance hanging, as a killed process would.
            const victim = new BookingSaga({ db, gateway: cutGateway(gateway), vertical: cutVertical(v.vertical), onConfirmed: v.onConfirmed, translator });
            const booking = await retry(() => holdOn(ctx.app, alice, db, v));
            mode = m;
            cutAt = step;
            const paying = victim.pay(booking, newKey("pay"), CARD_OK).then(
              (r) => `${r.result.bookingStatus}`,
              (e: unknown) => `error ${e instanceof Error ? e.message.slice(0, 60) : String(e)}`,
            );
            const first = m === "die" && step !== "mail" ? await Promise.race([paying, sleep(1500).then(() => "died")]) : await paying;
            if (step === "mail") await retry(() => mail.drain());
            // The dead holder's payment lease lapses after 60 s; let that time pass.
            await retry(() => db.update(bookings).set({ paymentLockedUntil: null }).where(isNotNull(bookings.paymentLockedUntil)));
            const after = await sweepAll(db, v, gateway, translator);
            await retry(() => mail.drain());
            // The app's own worker (every instance runs one) may have claimed the row first and still be talking to
            // the SMTP server: the test's drains then find nothing to send. Its mail reaches the server soon after.
            for (let waited = 0; cutAt === "mail" && waited < 10_000; waited += 100) {
              await sleep(100);
              await retry(() => mail.drain());
            }
            // The cut happened at this step (the payment reached it). Disarmed either way, so a miss fails this
            // test alone, not the next one's first request; a missed mail cut says what the outbox held.
            const missed = cutAt;
            cutAt = null;
            const unsent = missed === "mail" ? await db.select({ subject: outbox.subject, error: outbox.error, claimedUntil: outbox.claimedUntil }).from(outbox).where(isNull(outbox.sentAt)) : [];
            expect(missed, `${v.id} ${m}: ${step} was never reached (${first}); mail not sent: ${JSON.stringify(unsent)}`).toBeNull();
            const end = await bookingOf(db, booking.referenceNumber);
            outcomes.push(`${v.id} ${m} after ${step}: ${first} → ${end.status}${end.failureCode ? ` ${end.failureCode}` : ""} (${after})`);
            expect(await invariants(), `${v.id} ${m} after ${step}`).toEqual([]);
          }
        }
      }
    } finally {
      await mail.stop();
    }
    outcomes.push(`took ${Math.round((Date.now() - started) / 1000)} s`);
  });

  it("gives back what a lost answer left for a booking that no longer wants it, and what no booking or call owns", { timeout: scaled(120_000) }, async () => {
    for (const v of await verticalsUnderTest(ctx.app, alice, db, translator)) {
      const gateway = new SandboxPaymentGateway({ store: new DbPaymentStore(db) });
      const saga = new BookingSaga({ db, gateway, vertical: v.vertical, onConfirmed: v.onConfirmed, translator });
      // The supplier booked under a write-ahead row, the answer was lost, and the traveller then gave the hold up.
      const given = await holdOn(ctx.app, alice, db, v);
      const [row] = await db.insert(supplierCalls).values({ vertical: v.vertical.id, bookingId: given.id }).returning();
      const lost = await v.vertical.book(given, row!.id);
      await saga.releaseHold(given);
      // A supplier booking no row explains (booked before keys were sent, or a row lost with its database).
      const stray = await v.vertical.book(await holdOn(ctx.app, alice, db, v), `legacy-${newKey(v.id)}`);
      await sweepAll(db, v, gateway, translator);
      const open = await db.select({ reference: sandboxSupplierHolds.reference }).from(sandboxSupplierHolds).where(eq(sandboxSupplierHolds.open, true));
      expect(
        open.map((h) => h.reference),
        v.id,
      ).not.toContain(lost.supplierReference);
      expect(
        open.map((h) => h.reference),
        v.id,
      ).not.toContain(stray.supplierReference);
      const [settled] = await db.select().from(supplierCalls).where(eq(supplierCalls.id, row!.id));
      expect(settled, v.id).toMatchObject({ state: "released", supplierReference: lost.supplierReference });
      expect(await invariants(), v.id).toEqual([]);
    }
  });
});
