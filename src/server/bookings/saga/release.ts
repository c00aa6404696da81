import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { bookings, type BookingRow } from "../../db/schema-bookings";
import { linkedItemsOf } from "../bundle";
import { BookingError } from "../errors";
import { loadBooking, setStatus } from "../repository";
import { returnCredit } from "../reward-wallet";
import type { SagaContext } from "./context";
import { exclusive, freeLease, tryLease } from "./lease";

// Releasing holds never paid: the traveller's own (releaseHold) and those whose offer expired (the sweep).

/**
 * Holds never paid are released once their offer has expired (the supplier would refuse it by then):
 * a card left waiting for 3-D Secure or declined is abandoned, the booking fails as HOLD_EXPIRED and
 * leaves the traveller's list of open bookings. Nothing is held at the supplier before payment. A
 * booking whose card was authorised is left to recoverInterrupted. Each booking is claimed with the
 * payment lease, so servers sweeping the same database never release one twice. Returns how many.
 */
export async function releaseExpiredHolds(ctx: SagaContext): Promise<number> {
  const expired = await ctx.deps.db
    .select({ id: bookings.id })
    .from(bookings)
    // A bundle's items are released with their lead (whose expiry is the bundle's first).
    .where(and(eq(bookings.vertical, ctx.deps.vertical.id), eq(bookings.status, "held"), isNull(bookings.leadBookingId), lt(bookings.offerExpiresAt, sql`now()`)));
  let released = 0;
  for (const { id } of expired) {
    if (!(await tryLease(ctx, id))) continue;
    try {
      if (await release(ctx, await loadBooking(ctx.deps.db, id), "HOLD_EXPIRED", "hold expired unpaid; released")) released += 1;
    } catch (error) {
      ctx.deps.log?.error({ err: error }, "hold release failed");
    } finally {
      await freeLease(ctx, id);
    }
  }
  return released;
}

/**
 * The traveller gives up a held booking (declined card, 3-D Secure left open): the card attempt is
 * abandoned and the booking fails as HOLD_RELEASED, so it leaves their open bookings. Under the
 * payment lease, like a payment: a release never races a payment of the same booking.
 */
export async function releaseHold(ctx: SagaContext, booking: BookingRow): Promise<void> {
  await exclusive(ctx, booking.id, async () => {
    const b = await loadBooking(ctx.deps.db, booking.id);
    if (!(await release(ctx, b, "HOLD_RELEASED", "released by the traveller"))) throw new BookingError(409, ctx.m.notReleasable);
  });
}

/** Releases a held booking whose card was never authorised; false when it is not such a booking. */
async function release(ctx: SagaContext, b: BookingRow, code: string, note: string): Promise<boolean> {
  const { db, gateway } = ctx.deps;
  // A bundle's item is released with its lead.
  if (b.status !== "held" || b.leadBookingId) return false;
  const intent = b.paymentIntentId ? await gateway.get(b.paymentIntentId) : null;
  if (intent?.status === "requires_capture" || intent?.status === "succeeded") return false;
  if (intent?.status === "requires_action" || intent?.status === "requires_payment_method") await gateway.cancel(intent.id);
  const items = await linkedItemsOf(db, b);
  await returnCredit(db, b, items);
  for (const item of items) await setStatus(db, item.id, "failed", { failureCode: code }, note);
  await setStatus(db, b.id, "failed", { failureCode: code }, note);
  return true;
}
