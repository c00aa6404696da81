import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { bookings } from "../../db/schema-bookings";
import { BookingError } from "../errors";
import { loadBooking, updateBooking } from "../repository";
import type { ReconcileCounts } from "../supplier-calls";
import type { SagaContext } from "./context";
import { exclusive, freeLease, tryLease } from "./lease";
import { afterAuthorisation, settled } from "./pay";

// Crash recovery (reliability hardening, "Faults"): the rounds that settle what a process killed mid-payment left,
// the supplier calls whose answer was never saved first, then the payments authorised and never finished.

/**
 * A process killed, or cut off from its database, after the card was authorised but before the outcome was saved
 * leaves a `held` booking whose intent is authorised or even captured: "charged but not booked" until the same
 * traveller retries, which may never happen. This finishes each such booking exactly as that retry would (book →
 * capture → paid → issued, or release the card and fail), under the same lease, once the dead holder's lease has
 * lapsed. Run at start and every minute (scheduleSweeps). Returns how many it settled.
 */
export async function recoverInterrupted(ctx: SagaContext): Promise<number> {
  const { db, gateway } = ctx.deps;
  const stale = await db
    .select()
    .from(bookings)
    .where(
      and(eq(bookings.vertical, ctx.deps.vertical.id), eq(bookings.status, "held"), isNotNull(bookings.paymentIntentId), or(isNull(bookings.paymentLockedUntil), lt(bookings.paymentLockedUntil, sql`now()`))),
    );
  let count = 0;
  for (const booking of stale) {
    const intent = booking.paymentIntentId ? await gateway.get(booking.paymentIntentId) : null;
    if (intent?.status !== "requires_capture" && intent?.status !== "succeeded") continue;
    try {
      await exclusive(ctx, booking.id, async () => {
        const b = await loadBooking(db, booking.id);
        const done = await settled(ctx, b);
        if (done) return done;
        return afterAuthorisation(ctx, b, await gateway.get(intent.id));
      });
    } catch (error) {
      // A BookingError here is a settled failure (card released); anything else waits for the next run.
      if (!(error instanceof BookingError)) {
        ctx.deps.log?.error({ err: error }, "payment recovery failed");
        continue;
      }
    }
    count += 1;
  }
  return count;
}

/**
 * Write-ahead reconciliation (supplier-calls.ts): the vertical's supplier calls whose answer was never saved are
 * settled: what the supplier holds for one is adopted by its booking when that booking still wants it (its payment
 * authorised, nothing booked yet; recoverInterrupted then captures and issues it), else given back. Runs first in
 * each sweep, so the recovery that follows books nothing twice.
 */
export function reconcileSupplierCalls(ctx: SagaContext): Promise<ReconcileCounts> {
  const { db, gateway } = ctx.deps;
  return ctx.calls.reconcile(ctx.deps.vertical, {
    paymentAuthorised: async (b) => {
      const lead = b.leadBookingId ? await loadBooking(db, b.leadBookingId) : b;
      if (!lead.paymentIntentId) return false;
      const intent = await gateway.get(lead.paymentIntentId);
      return intent.status === "requires_capture" || intent.status === "succeeded";
    },
    adopt: async (b, booked) => {
      // A bundle's item is booked under its lead's lease, like the payment that books it.
      const leaseId = b.leadBookingId ?? b.id;
      if (!(await tryLease(ctx, leaseId))) return false;
      try {
        const now = await loadBooking(db, b.id);
        if (now.status !== "held" || now.supplierReference) return false;
        await updateBooking(db, b.id, { supplierReference: booked.supplierReference, supplierOrderId: booked.supplierOrderId, details: booked.details });
        return true;
      } finally {
        await freeLease(ctx, leaseId);
      }
    },
  });
}

/** The listing round (supplier-calls.ts): the supplier's open bookings that no booking owns are given back. */
export function releaseOrphanHolds(ctx: SagaContext): Promise<number> {
  return ctx.calls.releaseOrphans(ctx.deps.vertical);
}
