// Charged means finished or refunded (docs/decisions.md): a booking whose card was captured but whose last steps
// (issuing, the confirmation) failed is finished by the recovery sweep with the same supplier order, and after
// FINISH_PAID_WITHIN_MINUTES its money goes back and the customer and the agency are told. The sweep's clock is
// injected; the vertical is a fake one (the core names none), with and without an issuing step.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FINISH_PAID_WITHIN_MINUTES, NOT_FINISHED_REFUNDED } from "@/shared/booking/finishing";
import { finishingOf } from "@/server/bookings/finishing";
import { BookingSaga } from "@/server/bookings/saga";
import { bookingHistory, insertHeldBooking, loadBooking, newReferenceNumber } from "@/server/bookings/repository";
import type { BookingVertical } from "@/server/bookings/vertical";
import type { Database, Db } from "@/server/db/client";
import { agencies, outbox, users, type AgencyRow, type UserRow } from "@/server/db/schema";
import { bookings, type BookingRow } from "@/server/db/schema-bookings";
import { seed } from "@/server/seed";
import { DbPaymentStore } from "@/server/payments/db-store";
import { flightVertical } from "@/server/flights/vertical";
import { createTranslator } from "@/server/i18n";
import { SandboxPaymentGateway } from "@/server/payments/sandbox-gateway";
import { flightBookingSupplier } from "@/server/suppliers/flights/booking-supplier";
import { SandboxFlightSupplier } from "@/server/suppliers/flights/sandbox";
import { CARD_OK } from "./faults/support";
import { createTestDatabase } from "./helpers";

const MINUTE = 60_000;

/** A supplier whose issuing and confirmation fail while told to; it counts what it was asked, by order. */
function fakeSupplier() {
  return {
    issueFails: false,
    confirmFails: false,
    issued: [] as string[],
    confirmed: [] as string[],
    released: [] as string[],
    booked: [] as string[],
    /** Called once the supplier has answered a booking (the database may drop right then). */
    afterBook: () => undefined as void,
  };
}

function fakeVertical(base: BookingVertical, s: ReturnType<typeof fakeSupplier>, withIssue: boolean): BookingVertical {
  return {
    ...base,
    book: async (b) => {
      const order = `ord_${b.referenceNumber}_${s.booked.length + 1}`;
      s.booked.push(order);
      s.afterBook();
      return { supplierReference: `SUP${b.referenceNumber}`, supplierOrderId: order, details: b.details };
    },
    unbook: async (b) => void s.released.push(b.supplierOrderId ?? ""),
    ...(withIssue
      ? {
          issue: async (b: BookingRow) => {
            if (s.issueFails) throw new Error("supplier timeout while issuing");
            s.issued.push(b.supplierOrderId ?? "");
            return { status: "ticketed" as const, details: b.details };
          },
        }
      : { issue: undefined }),
  };
}

describe("the recovery sweep finishes paid bookings or gives the money back", () => {
  let database: Database;
  let agency: AgencyRow;
  let customer: UserRow;
  let gateway: SandboxPaymentGateway;
  let now = new Date();

  beforeAll(async () => {
    database = await createTestDatabase();
    await seed(database.db);
    [agency] = (await database.db.select().from(agencies).where(eq(agencies.subdomain, "acme"))) as [AgencyRow];
    [customer] = (await database.db
      .select()
      .from(users)
      .where(and(eq(users.agencyId, agency.id), eq(users.email, "alice@acme.test")))) as [UserRow];
    gateway = new SandboxPaymentGateway({ store: new DbPaymentStore(database.db) });
  });
  afterAll(async () => database?.close());

  async function setUp(withIssue: boolean, db: Db = database.db) {
    const supplier = fakeSupplier();
    const base = flightVertical(flightBookingSupplier(new SandboxFlightSupplier()));
    const vertical = fakeVertical(base, supplier, withIssue);
    const translator = await createTranslator();
    const confirmations: string[] = [];
    const saga = new BookingSaga({
      db,
      gateway,
      vertical,
      translator,
      clock: () => now,
      onConfirmed: async (b) => {
        if (supplier.confirmFails) throw new Error("database gone while queueing the confirmation");
        confirmations.push(b.referenceNumber);
      },
    });
    return { supplier, saga, confirmations };
  }

  async function paidButUnfinished(saga: BookingSaga, supplier: ReturnType<typeof fakeSupplier>, fail: "issue" | "confirm"): Promise<BookingRow> {
    const held = await insertHeldBooking(database.db, {
      agencyId: agency.id,
      bookedByUserId: customer.id,
      clientUserId: null,
      vertical: "flight",
      referenceNumber: newReferenceNumber("FL"),
      idempotencyKey: crypto.randomUUID(),
      supplier: "fake",
      offerId: "offer-1",
      offerExpiresAt: new Date(Date.now() + 30 * MINUTE),
      details: {},
      currency: "USD",
      netAmount: 10_000,
      markupAmount: 1_000,
      feeAmount: 0,
      totalAmount: 11_000,
      paidFromCard: 11_000,
      markupType: "percent",
      markupValue: 10,
    });
    if (!held) throw new Error("no hold");
    supplier[fail === "issue" ? "issueFails" : "confirmFails"] = true;
    const outcome = await saga.pay(held, crypto.randomUUID(), CARD_OK);
    supplier.issueFails = false;
    supplier.confirmFails = false;
    expect(outcome.result.paymentStatus).toBe("succeeded");
    const b = await loadBooking(database.db, held.id);
    expect(b).toMatchObject({ status: "paid", finishAttempts: 1 });
    expect(b.unfinishedSince).toBeInstanceOf(Date);
    // The booking's page says it is being finished, and until when, not "booked" nor an error; one that lacks only
    // its confirmation mail is booked.
    const giveBackAt = new Date((b.unfinishedSince?.getTime() ?? 0) + FINISH_PAID_WITHIN_MINUTES * MINUTE).toISOString();
    expect(finishingOf(b, fail === "issue")).toEqual(fail === "issue" ? { state: "finishing", giveBackAt } : null);
    return b;
  }

  it("issues a paid booking whose issuing failed, with the same supplier order, then confirms it once", async () => {
    now = new Date();
    const { supplier, saga, confirmations } = await setUp(true);
    const b = await paidButUnfinished(saga, supplier, "issue");
    expect(confirmations).toEqual([]);
    now = new Date(now.getTime() + MINUTE);
    expect(await saga.finishPaid()).toEqual({ finished: 1, givenBack: 0, pending: 0 });
    const done = await loadBooking(database.db, b.id);
    expect(done).toMatchObject({ status: "ticketed", unfinishedSince: null });
    expect(finishingOf(done, true)).toBeNull();
    expect(supplier.issued).toEqual([b.supplierOrderId]);
    expect(confirmations).toEqual([b.referenceNumber]);
    // Finished: the next round leaves it alone.
    expect(await saga.finishPaid()).toEqual({ finished: 0, givenBack: 0, pending: 0 });
    expect(confirmations).toHaveLength(1);
  });

  it("keeps trying while the supplier still fails within the limit, counting the tries", async () => {
    now = new Date();
    const { supplier, saga } = await setUp(true);
    const b = await paidButUnfinished(saga, supplier, "issue");
    supplier.issueFails = true;
    now = new Date(now.getTime() + (FINISH_PAID_WITHIN_MINUTES - 1) * MINUTE);
    expect(await saga.finishPaid()).toEqual({ finished: 0, givenBack: 0, pending: 1 });
    expect(await loadBooking(database.db, b.id)).toMatchObject({ status: "paid", finishAttempts: 2 });
    expect((await gateway.get(b.paymentIntentId ?? "")).amountRefunded).toBe(0);
    supplier.issueFails = false;
    expect(await saga.finishPaid()).toEqual({ finished: 1, givenBack: 0, pending: 0 });
  });

  it("sends the confirmation of a vertical that does not issue when queueing it failed, never refunding it for that", async () => {
    now = new Date();
    const { supplier, saga, confirmations } = await setUp(false);
    const b = await paidButUnfinished(saga, supplier, "confirm");
    // Even long after the limit: what was paid for is booked, only the mail is missing.
    now = new Date(now.getTime() + 2 * FINISH_PAID_WITHIN_MINUTES * MINUTE);
    expect(await saga.finishPaid()).toEqual({ finished: 1, givenBack: 0, pending: 0 });
    expect((await gateway.get(b.paymentIntentId ?? "")).amountRefunded).toBe(0);
    expect(await loadBooking(database.db, b.id)).toMatchObject({ status: "paid", unfinishedSince: null });
    expect(confirmations).toEqual([b.referenceNumber]);
  });

  it("gives the money back once after the limit, releases the supplier's booking and tells the customer and the agency", async () => {
    now = new Date();
    const { supplier, saga, confirmations } = await setUp(true);
    const b = await paidButUnfinished(saga, supplier, "issue");
    supplier.issueFails = true;
    now = new Date(now.getTime() + FINISH_PAID_WITHIN_MINUTES * MINUTE);
    expect(await saga.finishPaid()).toEqual({ finished: 0, givenBack: 1, pending: 0 });
    const given = await loadBooking(database.db, b.id);
    expect(given).toMatchObject({ status: "failed", failureCode: NOT_FINISHED_REFUNDED, unfinishedSince: null });
    expect(finishingOf(given, true)).toEqual({ state: "refunded", giveBackAt: null });
    const intent = await gateway.get(b.paymentIntentId ?? "");
    expect(intent.amountRefunded).toBe(intent.amountCaptured);
    expect(supplier.released).toEqual([b.supplierOrderId]);
    expect(supplier.issued).toEqual([]);
    expect(confirmations).toEqual([]);
    expect((await bookingHistory(database.db, b.id)).map((e) => e.status)).toEqual(["held", "paid", "failed"]);
    const mails = await database.db.select().from(outbox).where(eq(outbox.agencyId, agency.id));
    const about = mails.filter((m) => m.subject.includes(b.referenceNumber));
    expect(about.map((m) => m.to)).toContain("alice@acme.test");
    expect(about.find((m) => m.to === "alice@acme.test")?.text).toContain("refunded to your card");
    expect(about.some((m) => m.to !== "alice@acme.test" && m.subject.includes("was refunded"))).toBe(true);
    // Given back once: the next round finds nothing, refunds nothing, mails nothing.
    expect(await saga.finishPaid()).toEqual({ finished: 0, givenBack: 0, pending: 0 });
    expect((await gateway.get(intent.id)).refunds).toHaveLength(1);
    const again = await database.db.select().from(outbox).where(eq(outbox.agencyId, agency.id));
    expect(again.filter((m) => m.subject.includes(b.referenceNumber))).toHaveLength(about.length);
  });

  it("gives the supplier's booking back when saving it fails, and books again on recovery: one supplier booking kept, one capture", async () => {
    now = new Date();
    const down = { writes: 0 };
    const flaky = new Proxy(database.db, {
      get(target, prop, receiver) {
        const value: unknown = Reflect.get(target, prop, receiver);
        if (prop !== "update" || typeof value !== "function") return value;
        return (...args: unknown[]) => {
          if (down.writes > 0) {
            down.writes -= 1;
            throw new Error("Connection terminated unexpectedly");
          }
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const { supplier, saga } = await setUp(true, flaky);
    // The first try and the three tries again of saving the supplier's answer fail.
    supplier.afterBook = () => void (down.writes = supplier.booked.length === 1 ? 4 : 0);
    const held = await insertHeldBooking(database.db, {
      agencyId: agency.id,
      bookedByUserId: customer.id,
      clientUserId: null,
      vertical: "flight",
      referenceNumber: newReferenceNumber("FL"),
      idempotencyKey: crypto.randomUUID(),
      supplier: "fake",
      offerId: "offer-1",
      offerExpiresAt: new Date(Date.now() + 30 * MINUTE),
      details: {},
      currency: "USD",
      netAmount: 10_000,
      markupAmount: 0,
      feeAmount: 0,
      totalAmount: 10_000,
      paidFromCard: 10_000,
      markupType: "percent",
      markupValue: 0,
    });
    if (!held) throw new Error("no hold");
    await expect(saga.pay(held, crypto.randomUUID(), CARD_OK)).rejects.toThrow("Connection terminated");
    expect(supplier.released).toEqual([supplier.booked[0]]);
    const after = await loadBooking(database.db, held.id);
    expect(after).toMatchObject({ status: "held", supplierReference: null });
    expect((await gateway.get(after.paymentIntentId ?? "")).status).toBe("requires_capture");
    // The recovery round (its lease lapsed) books again and finishes.
    await database.db.update(bookings).set({ paymentLockedUntil: null }).where(eq(bookings.id, held.id));
    expect(await saga.recoverInterrupted()).toBe(1);
    const done = await loadBooking(database.db, held.id);
    expect(done).toMatchObject({ status: "ticketed", supplierOrderId: supplier.booked[1], unfinishedSince: null });
    expect(supplier.booked).toHaveLength(2);
    const intent = await gateway.get(done.paymentIntentId ?? "");
    expect([intent.status, intent.amountCaptured]).toEqual(["succeeded", 10_000]);
  });
});
