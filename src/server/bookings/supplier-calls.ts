import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { orphanHoldDecision, orphanLookbackFrom, OWNING_STATUSES, SUPPLIER_CALL_SETTLE_MINUTES, supplierCallDecision, type SupplierCallState } from "@/shared/booking/supplier-holds";
import type { Db } from "../db/client";
import { bookings, supplierCalls, type BookingRow, type SupplierCallRow } from "../db/schema-bookings";
import type { BookedWithSupplier, BookingVertical } from "./vertical";

// Write-ahead for supplier calls (docs/decisions.md "Charged means finished or refunded"): every call that asks a
// supplier to book is recorded and committed before it is made, under the idempotency key the supplier is asked
// with. A process killed between the supplier's answer and saving it leaves a `calling` row: the next try of the same
// booking adopts what the supplier holds for it, and the reconciliation round settles the rest (adopt into a booking
// that still wants it, else give it back). A listing round gives back open supplier bookings nobody owns.

/** How long one round's claim keeps other instances off a row (longer than a supplier lookup and release). */
const CLAIM_SECONDS = 120;
const BATCH = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface SupplierCallsDeps {
  db: Db;
  log?: { error(obj: unknown, msg: string): void } | undefined;
  now: () => Date;
}

/** What the saga lends the reconciliation round: the payment's state and the booking's lease. */
export interface ReconcileHooks {
  /** The payment of `b` (its lead's, for a bundle's item) is authorised or captured. */
  paymentAuthorised(b: BookingRow): Promise<boolean>;
  /** Saves `booked` on `b` under its payment lease, if it still wants it; false when it cannot now (the next round looks again). */
  adopt(b: BookingRow, booked: BookedWithSupplier): Promise<boolean>;
}

export interface ReconcileCounts {
  owned: number;
  adopted: number;
  released: number;
  absent: number;
  pending: number;
}

export class SupplierCalls {
  constructor(private readonly deps: SupplierCallsDeps) {}

  /**
   * Books `b` with its supplier, the caller holding its payment lease. A call an earlier try made and never saved is
   * adopted when the supplier still holds it; otherwise a row is committed first, then the supplier is called with its key.
   */
  async book(vertical: BookingVertical, b: BookingRow): Promise<{ booked: BookedWithSupplier; callId: string }> {
    const { db } = this.deps;
    const earlier = await db
      .select()
      .from(supplierCalls)
      .where(and(eq(supplierCalls.bookingId, b.id), eq(supplierCalls.state, "calling")));
    for (const call of earlier) {
      const found = await vertical.findBooked(b, call.id);
      if (found) return { booked: found, callId: call.id };
      await this.settle(call.id, "absent", null);
    }
    const [call] = await db.insert(supplierCalls).values({ vertical: vertical.id, bookingId: b.id, createdAt: this.deps.now() }).returning({ id: supplierCalls.id });
    if (!call) throw new Error("supplier call write-ahead lost");
    return { booked: await vertical.book(b, call.id), callId: call.id };
  }

  /** The call's outcome; best effort (a row left `calling` is settled by the round). */
  async settle(callId: string, state: SupplierCallState, supplierReference: string | null): Promise<void> {
    await this.deps.db
      .update(supplierCalls)
      .set({ state, supplierReference, claimedUntil: null, updatedAt: sql`now()` })
      .where(eq(supplierCalls.id, callId))
      .catch((error: unknown) => this.deps.log?.error({ err: error, callId }, "recording a supplier call's outcome failed; the reconciliation round settles it"));
  }

  /**
   * The round: each of the vertical's calls left `calling` for longer than SUPPLIER_CALL_SETTLE_MINUTES is claimed
   * (FOR UPDATE SKIP LOCKED, then a committed claim, so several instances never work on one row) and decided by
   * supplierCallDecision from what the supplier holds for its key and what its booking is now.
   */
  async reconcile(vertical: BookingVertical, hooks: ReconcileHooks): Promise<ReconcileCounts> {
    const { db } = this.deps;
    const now = this.deps.now();
    const cutoff = new Date(now.getTime() - SUPPLIER_CALL_SETTLE_MINUTES * 60_000);
    const free = db
      .select({ id: supplierCalls.id })
      .from(supplierCalls)
      .where(
        and(eq(supplierCalls.vertical, vertical.id), eq(supplierCalls.state, "calling"), lt(supplierCalls.createdAt, cutoff), or(isNull(supplierCalls.claimedUntil), lt(supplierCalls.claimedUntil, sql`now()`))),
      )
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const claimed = await db
      .update(supplierCalls)
      .set({ claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
      .where(inArray(supplierCalls.id, free))
      .returning();
    const counts: ReconcileCounts = { owned: 0, adopted: 0, released: 0, absent: 0, pending: 0 };
    for (const call of claimed) {
      try {
        counts[await this.reconcileOne(vertical, hooks, call, now)] += 1;
      } catch (error) {
        this.deps.log?.error({ err: error, callId: call.id }, "reconciling a supplier call failed; the next round tries again");
        counts.pending += 1;
      }
    }
    return counts;
  }

  private async reconcileOne(vertical: BookingVertical, hooks: ReconcileHooks, call: SupplierCallRow, now: Date): Promise<keyof ReconcileCounts> {
    const [b] = await this.deps.db.select().from(bookings).where(eq(bookings.id, call.bookingId));
    if (!b) return "pending";
    const found = await vertical.findBooked(b, call.id);
    // Only a booking that could adopt it needs its payment looked up.
    const paymentAuthorised = found && b.status === "held" && !b.supplierReference ? await hooks.paymentAuthorised(b) : false;
    const decision = supplierCallDecision({
      startedAt: call.createdAt,
      now,
      found: found && { reference: found.supplierReference },
      booking: { status: b.status, supplierReference: b.supplierReference, paymentAuthorised },
    });
    switch (decision) {
      case "wait":
        return "pending";
      case "absent":
        await this.settle(call.id, "absent", null);
        return "absent";
      case "owned":
        await this.settle(call.id, "owned", found?.supplierReference ?? null);
        return "owned";
      case "adopt":
        if (!found || !(await hooks.adopt(b, found))) {
          // Its lease is taken (a payment is running): leave the row for the next round.
          await this.deps.db.update(supplierCalls).set({ claimedUntil: null }).where(eq(supplierCalls.id, call.id));
          return "pending";
        }
        await this.settle(call.id, "owned", found.supplierReference);
        return "adopted";
      case "release":
        if (found) await vertical.releaseHold(found.supplierReference);
        await this.settle(call.id, "released", found?.supplierReference ?? null);
        return "released";
    }
  }

  /**
   * The listing round: the supplier's open bookings of the last days that no booking owns and no `calling` row
   * explains are given back (a booking made before keys were sent, a given-back booking the supplier kept open).
   * Runs within the vertical's sweep, one instance at a time (runAlone). Returns how many it gave back.
   */
  async releaseOrphans(vertical: BookingVertical): Promise<number> {
    const { db } = this.deps;
    const now = this.deps.now();
    const holds = await vertical.openHolds(orphanLookbackFrom(now));
    if (holds.length === 0) return 0;
    const references = holds.map((h) => h.reference);
    const owners = await db
      .select({ reference: bookings.supplierReference })
      .from(bookings)
      .where(and(eq(bookings.vertical, vertical.id), inArray(bookings.supplierReference, references), inArray(bookings.status, [...OWNING_STATUSES])));
    const owned = new Set(owners.map((o) => o.reference));
    const keys = holds.flatMap((h) => (h.idempotencyKey && UUID.test(h.idempotencyKey) ? [h.idempotencyKey] : []));
    const calling = keys.length
      ? await db
          .select({ id: supplierCalls.id })
          .from(supplierCalls)
          .where(and(inArray(supplierCalls.id, keys), eq(supplierCalls.state, "calling")))
      : [];
    const inFlight = new Set(calling.map((c) => c.id));
    let released = 0;
    for (const hold of holds) {
      const decision = orphanHoldDecision({
        createdAt: new Date(hold.createdAt),
        now,
        ownedByBooking: owned.has(hold.reference),
        callInFlight: hold.idempotencyKey !== null && inFlight.has(hold.idempotencyKey),
      });
      if (decision === "keep") continue;
      try {
        await vertical.releaseHold(hold.reference);
        released += 1;
      } catch (error) {
        this.deps.log?.error({ err: error, reference: hold.reference }, "giving back a supplier booking no booking owns failed");
      }
    }
    return released;
  }
}
