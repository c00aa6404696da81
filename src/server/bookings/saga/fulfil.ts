import { closeRefusedCheckouts } from "../../checkout-sessions/service";
import type { BookingRow } from "../../db/schema-bookings";
import { faultPoint } from "../../fault-points";
import type { PaymentIntent } from "../../payments/types";
import { bundleFailureMessage, BUNDLE_ITEM_FAILED, linkedItemsOf } from "../bundle";
import { BookingError } from "../errors";
import { setStatus, updateBooking } from "../repository";
import { earnCredit, returnCredit } from "../reward-wallet";
import type { BookedWithSupplier, BookingVertical } from "../vertical";
import { result, sleep, type SagaContext } from "./context";
import { finish } from "./finish";
import type { PaymentOutcome } from "./types";

// The fulfil phase, once the card is authorised: book with the supplier (write-ahead, supplier-calls.ts), then each
// linked item with its own vertical, then capture; charged, the booking goes on to finish.ts. A step that fails
// gives back what was booked and releases the card: all booked or nothing charged.

/** Waits between the tries of saving what a supplier booked (a database that drops connections comes back). */
const RECORD_RETRY_MS = [50, 250, 1000] as const;

type Booked = { booked: BookedWithSupplier; callId: string };

/** Authorised: book with the supplier (then each linked item with its own), then capture, then issue. */
export async function fulfil(ctx: SagaContext, booking: BookingRow, intent: PaymentIntent | null): Promise<PaymentOutcome> {
  const { gateway, db, vertical, verticals, log } = ctx.deps;
  let b = booking;
  let items = await linkedItemsOf(db, b);
  if (!b.supplierReference) {
    let booked: Booked;
    try {
      booked = await ctx.calls.book(vertical, b);
    } catch (error) {
      const code = vertical.failureCode(error);
      if (!code) log?.error({ err: error }, "supplier book failed");
      return fail(ctx, b, intent, code ?? "SUPPLIER_ERROR", items);
    }
    // The supplier holds it; only the write-ahead row (`calling`) says so until it is saved.
    faultPoint("after-supplier-hold", b.vertical);
    b = await recordBooked(ctx, vertical, b, booked);
  }
  // Trip add-ons: each linked item with its own vertical; one that fails gives back everything booked before it.
  for (const [index, item] of items.entries()) {
    if (item.supplierReference) continue;
    const own = verticals?.get(item.vertical)?.vertical;
    let booked: Booked;
    try {
      if (!own) throw new Error(`vertical ${item.vertical} is not registered`);
      booked = await ctx.calls.book(own, item);
    } catch (error) {
      const code = own?.failureCode(error) ?? null;
      if (!code) log?.error({ err: error }, "linked item book failed");
      await unbookAll(ctx, [b, ...items.slice(0, index)]);
      return fail(ctx, b, intent, code ?? "SUPPLIER_ERROR", items, item);
    }
    faultPoint("after-supplier-hold", item.vertical);
    items[index] = await recordBooked(ctx, own, item, booked);
  }
  // Credit only (docs/decisions.md "Reward wallet"): no card to capture; the credit was held under this lease.
  let captured: PaymentIntent | null = null;
  try {
    if (intent) captured = await gateway.capture(intent.id);
  } catch (error) {
    // Booked but not charged is not allowed either: give the booking back, then release.
    log?.error({ err: error }, "capture failed; cancelling the supplier booking");
    await unbookAll(ctx, [b, ...items]);
    return fail(ctx, b, intent, "CAPTURE_FAILED", items);
  }
  // Charged, and the booking still says held.
  if (captured) faultPoint("after-capture", b.vertical);
  const paid = { cardBrand: captured?.card?.brand ?? null, cardLast4: captured?.card?.last4 ?? null };
  // Charged: from here the booking is finished or its money given back (finishPaid), never left as it is.
  const unfinishedSince = ctx.now();
  items = await Promise.all(items.map((item) => setStatus(db, item.id, "paid", { ...paid, paymentIntentId: captured?.id ?? null, unfinishedSince })));
  b = await setStatus(db, b.id, "paid", { ...paid, unfinishedSince });
  // A completed booking earns the owner's reward, each part of a bundle on its own total; never fails the payment.
  for (const part of [b, ...items]) await earnCredit(db, part).catch((error: unknown) => log?.error({ err: error, bookingId: part.id }, "reward wallet earning failed"));
  b = await finish(ctx, vertical, b, ctx.deps.onConfirmed);
  for (const [index, item] of items.entries()) {
    const entry = verticals?.get(item.vertical);
    if (entry) items[index] = await finish(ctx, entry.vertical, item, entry.onConfirmed);
  }
  return { message: ctx.m.bookingConfirmed, result: result(b, captured, items) };
}

/**
 * Nothing is booked, nothing charged: the authorisation is released and the booking fails with its linked items
 * (trip add-ons). `cause`: the item that failed (it keeps its supplier's code; the others say why they were released).
 */
async function fail(ctx: SagaContext, b: BookingRow, intent: PaymentIntent | null, code: string, items: readonly BookingRow[] = [], cause?: BookingRow): Promise<never> {
  const { db, gateway, verticals, log } = ctx.deps;
  if (intent?.status === "requires_capture" || intent?.status === "requires_action") await gateway.cancel(intent.id);
  await returnCredit(db, b, items);
  for (const item of items) {
    await setStatus(db, item.id, "failed", { failureCode: item.id === cause?.id ? code : BUNDLE_ITEM_FAILED }, "authorisation released");
  }
  const failed = await setStatus(db, b.id, "failed", { failureCode: cause ? BUNDLE_ITEM_FAILED : code }, "authorisation released");
  // Refused for good: its saved checkout is not offered for resume any more (docs/checkout-sessions.md "Server").
  await closeRefusedCheckouts(db, failed).catch((error: unknown) => log?.error({ err: error, bookingId: b.id }, "closing the refused checkout failed"));
  const message = bundleFailureMessage(verticals, failed, await linkedItemsOf(db, failed), ctx.m.notCharged);
  throw new BookingError(code === "SUPPLIER_TIMEOUT" ? 504 : 409, message);
}

/** Gives back what was booked before a later part failed (the lead, earlier items); best effort, logged. */
async function unbookAll(ctx: SagaContext, booked: readonly BookingRow[]): Promise<void> {
  for (const b of booked) {
    const vertical = b.vertical === ctx.deps.vertical.id ? ctx.deps.vertical : ctx.deps.verticals?.get(b.vertical)?.vertical;
    await vertical?.unbook(b).catch((error: unknown) => ctx.deps.log?.error({ err: error, bookingId: b.id }, "giving back a booked part failed"));
  }
}

/**
 * Saves what the supplier booked, tried again while the database drops connections. If it still cannot be saved,
 * the supplier's booking is given back before the error goes up: no booking would point at it, and the next try
 * (the traveller's retry, the recovery round) books again. The card stays authorised, never captured here.
 */
async function recordBooked(ctx: SagaContext, vertical: BookingVertical, b: BookingRow, { booked, callId }: Booked): Promise<BookingRow> {
  const patch = { supplierReference: booked.supplierReference, supplierOrderId: booked.supplierOrderId, details: booked.details };
  for (let attempt = 0; ; attempt++) {
    try {
      const saved = await updateBooking(ctx.deps.db, b.id, patch);
      await ctx.calls.settle(callId, "owned", booked.supplierReference);
      return saved;
    } catch (error) {
      const wait = RECORD_RETRY_MS[attempt];
      if (wait === undefined) {
        ctx.deps.log?.error({ err: error, bookingId: b.id }, "saving the supplier's booking failed; giving it back");
        try {
          await vertical.unbook({ ...b, ...patch });
          await ctx.calls.settle(callId, "released", booked.supplierReference);
        } catch (unbookError) {
          // Its write-ahead row stays `calling`: the reconciliation round gives it back.
          ctx.deps.log?.error({ err: unbookError, bookingId: b.id }, "giving back an unsaved supplier booking failed");
        }
        throw error;
      }
      await sleep(wait);
    }
  }
}
