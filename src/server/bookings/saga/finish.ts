import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { finishDecision } from "@/shared/booking/finishing";
import { bookings, type BookingRow } from "../../db/schema-bookings";
import { faultPoint } from "../../fault-points";
import { linkedItemsOf } from "../bundle";
import { giveMoneyBack } from "../finishing";
import { markProposalBooked } from "../proposal-bookings";
import { loadBooking, setStatus, updateBooking } from "../repository";
import type { BookingVertical } from "../vertical";
import { entryOf, type SagaContext, type SagaDeps } from "./context";
import { exclusive, freeLease, tryLease } from "./lease";

// The finish phase of a paid booking: issue (a flight's e-tickets), then the confirmation mail, then finished.
// Charged means finished or refunded (docs/decisions.md): what a payment left unfinished the recovery sweep
// finishes, or gives the money back after FINISH_PAID_WITHIN_MINUTES.

/**
 * Paid: what the traveller holds (a flight's e-tickets), then the confirmation mail; then the booking is finished.
 * Each step can run again: issuing with the same supplier order (the supplier answers an issued order as it is),
 * the confirmation once issued. A step that fails leaves the booking unfinished for the recovery sweep (finishPaid).
 */
export async function finish(ctx: SagaContext, vertical: BookingVertical, paid: BookingRow, onConfirmed: SagaDeps["onConfirmed"]): Promise<BookingRow> {
  const { db, log } = ctx.deps;
  let b = paid;
  // Paid is booked for the client: a proposal it was made from is booked.
  await markProposalBooked(db, b).catch((error: unknown) => log?.error({ err: error }, "marking the proposal booked failed"));
  try {
    if (vertical.issue && b.status === "paid") {
      const issued = await vertical.issue(b);
      // Issued at the supplier, still paid here.
      faultPoint("after-issue", b.vertical);
      b = await setStatus(db, b.id, issued.status, { details: issued.details });
    }
    await onConfirmed?.(b);
    return await updateBooking(db, b.id, { unfinishedSince: null });
  } catch (error) {
    log?.error({ err: error, bookingId: b.id }, "finishing a paid booking failed; the recovery sweep tries again");
    await updateBooking(db, b.id, { finishAttempts: b.finishAttempts + 1 }).catch(() => undefined);
    return b;
  }
}

/**
 * Charged means finished or refunded (docs/decisions.md): a booking whose card was captured but whose last steps
 * (issuing, the confirmation) did not happen is finished here, each step with the same supplier order as before;
 * once FINISH_PAID_WITHIN_MINUTES have passed since the capture, its money goes back instead (giveMoneyBack) and
 * the customer and the agency are told. The vertical's lead bookings, under the payment lease; a bundle's items
 * are finished and given back with their lead, whatever their vertical. Run with the other sweeps.
 */
export async function finishPaid(ctx: SagaContext): Promise<{ finished: number; givenBack: number; pending: number }> {
  const { db } = ctx.deps;
  const unfinished = await db.select({ id: bookings.id, leadBookingId: bookings.leadBookingId }).from(bookings).where(isNotNull(bookings.unfinishedSince));
  const leadIds = [...new Set(unfinished.map((r) => r.leadBookingId ?? r.id))];
  const counts = { finished: 0, givenBack: 0, pending: 0 };
  if (leadIds.length === 0) return counts;
  const leads = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(inArray(bookings.id, leadIds), eq(bookings.vertical, ctx.deps.vertical.id)));
  for (const { id } of leads) {
    // A payment request or another server holds it: the next round looks again.
    if (!(await tryLease(ctx, id))) continue;
    try {
      counts[await finishOne(ctx, id)] += 1;
    } catch (error) {
      ctx.deps.log?.error({ err: error, bookingId: id }, "finishing a paid booking failed; the recovery sweep tries again");
      counts.pending += 1;
    } finally {
      await freeLease(ctx, id);
    }
  }
  return counts;
}

async function finishOne(ctx: SagaContext, leadId: string): Promise<"finished" | "givenBack" | "pending"> {
  const { db } = ctx.deps;
  const lead = await loadBooking(db, leadId);
  const items = await linkedItemsOf(db, lead);
  const parts = [lead, ...items].filter((p) => p.unfinishedSince);
  const charged = parts.filter((p) => p.status === "paid" || p.status === "ticketed");
  // Cancelled or failed meanwhile (the back office, a traveller): nothing left to finish.
  for (const p of parts) if (!charged.includes(p)) await updateBooking(db, p.id, { unfinishedSince: null });
  const since = Math.min(...charged.map((p) => p.unfinishedSince?.getTime() ?? Infinity));
  if (charged.length === 0) return "finished";
  const awaitingSupplier = charged.some((p) => p.status === "paid" && entryOf(ctx, p.vertical)?.vertical.issue !== undefined);
  if (finishDecision(new Date(since), ctx.now(), awaitingSupplier) === "giveBack") {
    await giveMoneyBack({ db, gateway: ctx.deps.gateway, verticalOf: (id) => entryOf(ctx, id)?.vertical, translator: ctx.deps.translator, log: ctx.deps.log }, lead, items);
    return "givenBack";
  }
  let pending = false;
  for (const part of charged) {
    const entry = entryOf(ctx, part.vertical);
    if (!entry) {
      pending = true;
      continue;
    }
    if ((await finish(ctx, entry.vertical, part, entry.onConfirmed)).unfinishedSince) pending = true;
  }
  return pending ? "pending" : "finished";
}

/**
 * Issues a booking that was paid but never issued (spec B §4 back office: "a flight booking can be
 * ticketed"; a process cut between capture and issuing leaves it paid, docs/performance.md "Known
 * gaps"). Under the payment lease, like a payment; a booking no longer paid is left as it is.
 * Answers the booking as it stands afterwards.
 */
export async function issuePaid(ctx: SagaContext, booking: BookingRow): Promise<BookingRow> {
  const { vertical, db } = ctx.deps;
  const issue = vertical.issue?.bind(vertical);
  if (!issue) return booking;
  await exclusive(ctx, booking.id, async () => {
    const b = await loadBooking(db, booking.id);
    if (b.status !== "paid") return;
    let issued;
    try {
      issued = await issue(b);
    } catch (error) {
      throw vertical.supplierError(error);
    }
    const done = await setStatus(db, b.id, issued.status, { details: issued.details }, "issued from the back office");
    try {
      await ctx.deps.onConfirmed?.(done);
      await updateBooking(db, b.id, { unfinishedSince: null });
    } catch (error) {
      // Issued; the confirmation is left to the recovery sweep (finishPaid).
      ctx.deps.log?.error({ err: error }, "confirmation mail failed");
    }
  });
  return loadBooking(db, booking.id);
}
