import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { bookings } from "../../db/schema-bookings";
import { BookingError } from "../errors";
import { sleep, type SagaContext } from "./context";

// The payment lease: one payment at a time per booking, a column in the database so several servers on one
// PostgreSQL take turns, and a crashed holder's lease lapses (docs/architecture.md "Server").

/** How long one request may hold a booking's payment lease (crash safety: it then expires). */
const LEASE_SECONDS = 60;
const LEASE_WAIT_MS = 30_000;
const LEASE_POLL_MS = 25;

/** One payment at a time per booking: concurrent submits share the first one's answer. */
export function exclusive<T>(ctx: SagaContext, bookingId: string, work: () => Promise<T>): Promise<T> {
  const running = ctx.paying.get(bookingId) as Promise<T> | undefined;
  if (running) return running;
  const run = (async () => {
    await acquireLease(ctx, bookingId);
    try {
      return await work();
    } finally {
      await freeLease(ctx, bookingId);
    }
  })();
  ctx.paying.set(bookingId, run);
  void run.finally(() => ctx.paying.delete(bookingId)).catch(() => undefined);
  return run;
}

/** Takes the booking's payment lease when it is free; false when another request or server holds it. */
export async function tryLease(ctx: SagaContext, bookingId: string): Promise<boolean> {
  const got = await ctx.deps.db
    .update(bookings)
    .set({ paymentLockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(and(eq(bookings.id, bookingId), or(isNull(bookings.paymentLockedUntil), lt(bookings.paymentLockedUntil, sql`now()`))))
    .returning({ id: bookings.id });
  return got.length > 0;
}

export async function freeLease(ctx: SagaContext, bookingId: string): Promise<void> {
  await ctx.deps.db.update(bookings).set({ paymentLockedUntil: null }).where(eq(bookings.id, bookingId));
}

async function acquireLease(ctx: SagaContext, bookingId: string): Promise<void> {
  const deadline = Date.now() + LEASE_WAIT_MS;
  for (;;) {
    if (await tryLease(ctx, bookingId)) return;
    if (Date.now() > deadline) throw new BookingError(409, ctx.m.paymentInProgress);
    await sleep(LEASE_POLL_MS);
  }
}
