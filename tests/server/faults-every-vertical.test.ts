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
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FINISH_PAID_WITHIN_MINUTES } from "../../src/shared/booking/finishing";
import { OWNING_STATUSES, SUPPLIER_CALL_SETTLE_MINUTES } from "../../src/shared/booking/supplier-holds";
import { queueActivityMail } from "../../src/server/activities/mail";
import { DbActivitySandboxStore } from "../../src/server/activities/stores";
import { activityVertical } from "../../src/server/activities/vertical";
import { BookingSaga } from "../../src/server/bookings/saga";
import type { BookingVertical } from "../../src/server/bookings/vertical";
import { queueCarConfirmationMail } from "../../src/server/cars/mail";
import { carReservations, carVertical } from "../../src/server/cars/vertical";
import type { Db } from "../../src/server/db/client";
import { outbox } from "../../src/server/db/schema";
import { bookings, sandboxSupplierHolds, supplierCalls, type BookingRow } from "../../src/server/db/schema-bookings";
import { paymentIntents } from "../../src/server/db/schema-flights";
import { queueConfirmationMail } from "../../src/server/flights/mail";
import { DbPaymentStore, DbSandboxOrderStore } from "../../src/server/flights/stores";
import { flightVertical } from "../../src/server/flights/vertical";
import { queueHotelMail } from "../../src/server/hotels/documents";
import { DbHotelOrderStore } from "../../src/server/hotels/stores";
import { hotelVertical } from "../../src/server/hotels/vertical";
import { createTranslator, type Translator } from "../../src/server/i18n";
import { messageIdOf, smtpTransport, startMailWorker } from "../../src/server/mail/worker";
import { SandboxPaymentGateway } from "../../src/server/payments/sandbox-gateway";
import type { PaymentGateway } from "../../src/server/payments/types";
import { SandboxActivitySupplier } from "../../src/server/suppliers/activities/sandbox";
import { SandboxCarSupplier } from "../../src/server/suppliers/cars/sandbox";
import { flightBookingSupplier } from "../../src/server/suppliers/flights/booking-supplier";
import { SandboxFlightSupplier } from "../../src/server/suppliers/flights/sandbox";
import { SandboxHotelSupplier } from "../../src/server/suppliers/hotels/sandbox";
import { DbSandboxHolds } from "../../src/server/suppliers/sandbox-holds-db";
import { EmbeddedExchangeRateProvider } from "../../src/server/reference/exchange-rates";
import { bookBody, morningOffer } from "./activities-fixtures";
import { CARD_OK, CONTACT, traveller } from "./faults/support";
import { call, firstOffer, newKey, oneWay, plainDate, signIn, type Caller } from "./flights-fixtures";
import { createTestApp, type TestContext } from "./helpers";
import { guests, hotelContact, pricedRate } from "./hotels-fixtures";

const STEPS = ["authorise", "hold", "capture", "issue", "mail"] as const;
type Step = (typeof STEPS)[number];
type Mode = "drop" | "die";
const MAIL_FROM = "Waypoint <no-reply@waypoint.test>";
const MINUTE = 60_000;

/** An SMTP server that keeps each message's Message-ID, and calls `onMessage` before it answers. */
async function startSmtp(onMessage: () => Promise<void>) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
      stream.on("end", () => {
        const id = /^message-id:\s*(<[^>]+>)/im.exec(data)?.[1] ?? "";
        received.push(id);
        onMessage().then(
          () => done(),
          () => done(),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

interface VerticalUnderTest {
  id: string;
  vertical: BookingVertical;
  onConfirmed: (b: BookingRow) => Promise<void>;
  /** A new hold through the app's own route: its booking row. */
  hold(): Promise<BookingRow>;
}

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
  }, 120_000);
  afterAll(async () => {
    if (previousSmtp === undefined) delete process.env.SMTP_URL;
    else process.env.SMTP_URL = previousSmtp;
    console.log(`faults-every-vertical:\n  ${outcomes.join("\n  ")}`);
    await admin?.end();
    await ctx?.close();
    await smtp?.close();
  });

  async function rowOf(referenceNumber: string): Promise<BookingRow> {
    const [row] = await db.select().from(bookings).where(eq(bookings.referenceNumber, referenceNumber));
    if (!row) throw new Error(`no booking ${referenceNumber}`);
    return row;
  }

  async function verticals(): Promise<VerticalUnderTest[]> {
    const rates = (await new EmbeddedExchangeRateProvider().getRates("USD"))?.rates ?? { USD: 1 };
    const flightOffer = await firstOffer(ctx.app, alice, oneWay(plainDate()));
    const hotelPrice = (await pricedRate(ctx.app, alice, { refundable: true })).price;
    const carSearch = await call(ctx.app, alice, {
      method: "POST",
      url: "/api/car-rental/availableCars",
      body: {
        pickupLocation: { kind: "airport", code: "LAX" },
        dropoffLocation: null,
        pickupLatitude: 33.94,
        pickupLongitude: -118.41,
        returnLatitude: 33.94,
        returnLongitude: -118.41,
        pickupReadable: "Los Angeles International Airport",
        dropoffReadable: "",
        pickUpDateTime: `${plainDate()}T10:00`,
        returnDateTime: `${plainDate()}T18:00`,
        age: 30,
        countryOfResidence: "US",
      },
    });
    const carOffer = (carSearch.json() as { data: { cars: Array<{ id: string }> } }).data.cars[0];
    if (!carOffer) throw new Error(`no car: ${carSearch.body}`);
    const activityOffer = await morningOffer(ctx.app, alice, { ADT: 1, CHD: 0 });
    const activitySupplier = new SandboxActivitySupplier({ store: new DbActivitySandboxStore(db), holds: new DbSandboxHolds(db, "activities") });
    const held = async (url: string, body: unknown) => {
      const res = await call(ctx.app, alice, { method: "POST", url, body });
      if (res.statusCode !== 200) throw new Error(`${url} ${res.statusCode}: ${res.body}`);
      return rowOf((res.json() as { data: { referenceNumber: string } }).data.referenceNumber);
    };
    return [
      {
        id: "flight",
        vertical: flightVertical(flightBookingSupplier(new SandboxFlightSupplier({ store: new DbSandboxOrderStore(db), holds: new DbSandboxHolds(db, "flights") }))),
        onConfirmed: async (b) => void (await queueConfirmationMail({ db, translator }, b)),
        hold: () => held("/api/flight/booking", { idempotencyKey: newKey("fv"), offerId: flightOffer.id, passengers: traveller(), contact: CONTACT }),
      },
      {
        id: "hotel",
        vertical: hotelVertical(new SandboxHotelSupplier({ store: new DbHotelOrderStore(db), holds: new DbSandboxHolds(db, "hotels") })),
        onConfirmed: async (b) => void (await queueHotelMail(db, b, translator.translator("en"), "en")),
        hold: () => held("/api/v2/hotel/booking", { idempotencyKey: newKey("hv"), rateId: hotelPrice.offer.id, guests: guests(hotelPrice.occupancies.length), contact: hotelContact }),
      },
      {
        id: "car",
        vertical: carVertical(new SandboxCarSupplier({ rates, reservations: carReservations(db), holds: new DbSandboxHolds(db, "cars") })),
        onConfirmed: async (b) => void (await queueCarConfirmationMail({ db, translator }, b)),
        hold: () =>
          held("/api/car-rental/reserveCar", {
            idempotencyKey: newKey("cv"),
            offerId: carOffer.id,
            driver: { firstName: "Ana", lastName: "Silva", birthDate: "1980-01-01", licenceCountry: "US" },
            contact: CONTACT,
            extras: [],
          }),
      },
      {
        id: "activity",
        vertical: activityVertical(activitySupplier),
        onConfirmed: async (b) => void (await queueActivityMail({ db, translator, supplier: activitySupplier }, b)),
        hold: () => held("/api/activities/bookings/book", bookBody(activityOffer)),
      },
    ];
  }

  /** The invariants, from the database and the sandboxes. */
  async function invariants(): Promise<string[]> {
    const problems: string[] = [];
    const all = await db.select().from(bookings).where(isNull(bookings.leadBookingId));
    const intents = await db.select().from(paymentIntents);
    for (const b of all) {
      const intent = intents.find((i) => i.id === b.paymentIntentId)?.data;
      const captured = intent?.amountCaptured ?? 0;
      const refunded = intent?.amountRefunded ?? 0;
      const confirmed = (b.status === "paid" || b.status === "ticketed") && !b.unfinishedSince;
      // Captured charges = confirmed bookings + refunds.
      if (captured !== (confirmed ? b.paidFromCard : 0) + refunded) problems.push(`${b.vertical} ${b.referenceNumber} ${b.status}: captured ${captured}, refunded ${refunded}`);
      if (intent?.status === "requires_capture") problems.push(`${b.vertical} ${b.referenceNumber} ${b.status}: card left authorised`);
      if (b.unfinishedSince) problems.push(`${b.vertical} ${b.referenceNumber}: paid and unfinished after the limit`);
    }
    // Every supplier hold owned by a booking or given back.
    const open = await db.select().from(sandboxSupplierHolds).where(eq(sandboxSupplierHolds.open, true));
    const owners = await db
      .select({ reference: bookings.supplierReference })
      .from(bookings)
      .where(and(isNotNull(bookings.supplierReference), inArray(bookings.status, [...OWNING_STATUSES])));
    const owned = new Set(owners.map((o) => o.reference));
    for (const h of open) if (!owned.has(h.reference)) problems.push(`${h.supplier} ${h.reference}: held at the supplier, owned by no booking`);
    const calling = await db.select({ id: supplierCalls.id }).from(supplierCalls).where(eq(supplierCalls.state, "calling"));
    if (calling.length) problems.push(`${calling.length} supplier calls left calling`);
    // Each outbox row delivered once to the SMTP server (the app's own worker may be sending one right now).
    for (let waited = 0; waited < 10_000 && (await db.select({ id: outbox.id }).from(outbox).where(isNull(outbox.sentAt))).length > 0; waited += 100) await sleep(100);
    for (const row of await db.select().from(outbox)) {
      const n = smtp.received.filter((id) => id === messageIdOf(row.id, MAIL_FROM)).length;
      if (n !== 1 || !row.sentAt) problems.push(`outbox ${row.id} (${row.subject}): delivered ${n} times, sentAt ${String(row.sentAt)}`);
    }
    return problems;
  }

  it("ends every payment finished or refunded, every hold owned or given back, every mail sent once", { timeout: 300_000 }, async () => {
    const under = await verticals();
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
            const booking = await retry(() => v.hold());
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
            const after = await sweepAll(v, gateway);
            await retry(() => mail.drain());
            // The cut happened at this step (the payment reached it).
            expect(cutAt, `${v.id} ${m}: ${step} was never reached (${first})`).toBeNull();
            const end = await rowOf(booking.referenceNumber);
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

  it("gives back what a lost answer left for a booking that no longer wants it, and what no booking or call owns", { timeout: 120_000 }, async () => {
    for (const v of await verticals()) {
      const gateway = new SandboxPaymentGateway({ store: new DbPaymentStore(db) });
      const saga = new BookingSaga({ db, gateway, vertical: v.vertical, onConfirmed: v.onConfirmed, translator });
      // The supplier booked under a write-ahead row, the answer was lost, and the traveller then gave the hold up.
      const given = await v.hold();
      const [row] = await db.insert(supplierCalls).values({ vertical: v.vertical.id, bookingId: given.id }).returning();
      const lost = await v.vertical.book(given, row!.id);
      await saga.releaseHold(given);
      // A supplier booking no row explains (booked before keys were sent, or a row lost with its database).
      const stray = await v.vertical.book(await v.hold(), `legacy-${newKey(v.id)}`);
      await sweepAll(v, gateway);
      const open = await db.select({ reference: sandboxSupplierHolds.reference }).from(sandboxSupplierHolds).where(eq(sandboxSupplierHolds.open, true));
      expect(open.map((h) => h.reference), v.id).not.toContain(lost.supplierReference);
      expect(open.map((h) => h.reference), v.id).not.toContain(stray.supplierReference);
      const [settled] = await db.select().from(supplierCalls).where(eq(supplierCalls.id, row!.id));
      expect(settled, v.id).toMatchObject({ state: "released", supplierReference: lost.supplierReference });
      expect(await invariants(), v.id).toEqual([]);
    }
  });

  /** Another instance's sweeps, on a clock past the call bound and then past the finishing limit. */
  async function sweepAll(v: VerticalUnderTest, gateway: PaymentGateway): Promise<string> {
    const log: string[] = [];
    for (const minutes of [SUPPLIER_CALL_SETTLE_MINUTES + 1, FINISH_PAID_WITHIN_MINUTES + 1]) {
      const at = new Date(Date.now() + minutes * MINUTE);
      const survivor = new BookingSaga({ db, gateway, vertical: v.vertical, onConfirmed: v.onConfirmed, translator, clock: () => at });
      const calls = await retry(() => survivor.reconcileSupplierCalls());
      await retry(() => survivor.recoverInterrupted());
      const finished = await retry(() => survivor.finishPaid());
      const orphans = await retry(() => survivor.releaseOrphanHolds());
      log.push(`+${minutes} min: adopted ${calls.adopted}, released ${calls.released + orphans}, given back ${finished.givenBack}`);
    }
    return log.join("; ");
  }
});

const sleep = (ms: number) => new Promise<string>((resolve) => setTimeout(() => resolve("slept"), ms));

/** A call on a pool whose idle connections were just terminated: at most a few fail before fresh ones connect. */
async function retry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 4) throw error;
      await sleep(50 * (attempt + 1));
    }
  }
}
