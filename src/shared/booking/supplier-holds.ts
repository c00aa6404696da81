// What the booking core's reconciliation round does with a supplier call whose answer was never saved, and with a
// booking the supplier holds that no booking owns (docs/decisions.md "Charged means finished or refunded"): every
// supplier hold is owned by a booking or given back. One rule for every vertical, decided here.

/** A call's write-ahead row: `calling` until the booking saved the answer (`owned`), or the round settled it. */
export type SupplierCallState = "calling" | "owned" | "released" | "absent";

/**
 * How long a call may stay `calling` before the round asks the supplier about it: longer than one supplier call and
 * the saga's tries of saving its answer, so the round never gives back a hold its booking is about to save.
 */
export const SUPPLIER_CALL_SETTLE_MINUTES = 2;

const SETTLE_MS = SUPPLIER_CALL_SETTLE_MINUTES * 60_000;

/** How far back the listing round looks at the supplier's open bookings. */
export const ORPHAN_LOOKBACK_DAYS = 7;

/** Statuses whose booking still owns what the supplier holds for it (a failed or cancelled one gave its hold up). */
export const OWNING_STATUSES = ["held", "paid", "ticketed"] as const;

const OWNING: ReadonlySet<string> = new Set(OWNING_STATUSES);

export type SupplierCallDecision =
  /** Too recent: the call may still be answered and saved. */
  | "wait"
  /** The supplier holds nothing for the key (the call never reached it, or it refused). */
  | "absent"
  /** The booking already saved this very hold. */
  | "owned"
  /** The booking still wants a supplier booking (its payment is authorised, nothing saved yet): it takes this one. */
  | "adopt"
  /** Nobody wants it: given back at the supplier. */
  | "release";

export interface CallFacts {
  startedAt: Date;
  now: Date;
  /** What the supplier holds for the call's key (null: nothing open). */
  found: { reference: string } | null;
  /** The booking the call was made for, as it is now (null: deleted). */
  booking: { status: string; supplierReference: string | null; paymentAuthorised: boolean } | null;
}

export function supplierCallDecision(f: CallFacts): SupplierCallDecision {
  if (f.now.getTime() - f.startedAt.getTime() < SETTLE_MS) return "wait";
  if (!f.found) return "absent";
  const b = f.booking;
  if (b && b.supplierReference === f.found.reference && OWNING.has(b.status)) return "owned";
  if (b && b.status === "held" && !b.supplierReference && b.paymentAuthorised) return "adopt";
  return "release";
}

export interface HoldFacts {
  createdAt: Date;
  now: Date;
  /** A booking that still owns it holds its reference. */
  ownedByBooking: boolean;
  /** A write-ahead row for its key is still `calling`: the call round settles it. */
  callInFlight: boolean;
}

/** A supplier hold found by listing: kept while recent or owned, else given back. */
export function orphanHoldDecision(f: HoldFacts): "keep" | "release" {
  if (f.ownedByBooking || f.callInFlight) return "keep";
  return f.now.getTime() - f.createdAt.getTime() < SETTLE_MS ? "keep" : "release";
}

/** Where the listing round starts looking. */
export function orphanLookbackFrom(now: Date): Date {
  return new Date(now.getTime() - ORPHAN_LOOKBACK_DAYS * 86_400_000);
}
