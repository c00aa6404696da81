import type { Db } from "@/server/db/client";
import { bookings as bookingsTable } from "@/server/db/schema-bookings";
import { paymentIntents } from "@/server/db/schema-payments";

/**
 * The money ledger after a load run or a crash: every booking next to its one PaymentIntent
 * (gateway key `<vertical>-booking:<booking id>`, src/server/bookings/saga/pay.ts). Shared by bench/load.ts
 * and tests/server/faults*.test.ts.
 */
export interface LedgerBooking {
  id: string;
  idempotencyKey: string;
  status: string;
  pnr: string | null;
}
export interface LedgerIntent {
  idempotencyKey: string;
  status: string;
  amountCaptured: number;
}
export interface Ledger {
  bookings: LedgerBooking[];
  intents: LedgerIntent[];
}

export async function readLedger(db: Db): Promise<Ledger> {
  const bookings = await db.select({ id: bookingsTable.id, idempotencyKey: bookingsTable.idempotencyKey, status: bookingsTable.status, pnr: bookingsTable.supplierReference }).from(bookingsTable);
  const rows = await db.select({ idempotencyKey: paymentIntents.idempotencyKey, status: paymentIntents.status, data: paymentIntents.data }).from(paymentIntents);
  return { bookings, intents: rows.map((r) => ({ idempotencyKey: r.idempotencyKey, status: r.status, amountCaptured: r.data.amountCaptured })) };
}

const COMPLETE = new Set(["paid", "ticketed"]);

/**
 * Problems in the ledger, empty when sound: charged but not booked, booked but not charged, a card
 * left authorised on a finished booking, two bookings under one key, or a charge with no booking.
 */
export function ledgerProblems(ledger: Ledger): string[] {
  const problems: string[] = [];
  const intentsByBooking = new Map<string, LedgerIntent[]>();
  for (const intent of ledger.intents) {
    const id = intent.idempotencyKey.startsWith("flight-booking:") ? intent.idempotencyKey.slice("flight-booking:".length) : intent.idempotencyKey;
    intentsByBooking.set(id, [...(intentsByBooking.get(id) ?? []), intent]);
  }
  const keys = new Map<string, number>();
  const ids = new Set<string>();
  for (const b of ledger.bookings) {
    ids.add(b.id);
    keys.set(b.idempotencyKey, (keys.get(b.idempotencyKey) ?? 0) + 1);
    const intents = intentsByBooking.get(b.id) ?? [];
    const captured = intents.filter((i) => i.status === "succeeded" || i.amountCaptured > 0);
    if (intents.length > 1) problems.push(`booking ${b.id} has ${intents.length} payment intents`);
    if (COMPLETE.has(b.status)) {
      if (captured.length !== 1) problems.push(`booked but not charged: ${b.id} is ${b.status} with ${captured.length} captured intents`);
      if (!b.pnr) problems.push(`booking ${b.id} is ${b.status} without a PNR`);
    } else if (captured.length > 0 && b.status !== "cancelled" && b.status !== "voided") {
      problems.push(`charged but not booked: ${b.id} is ${b.status} with a captured intent`);
    }
    if (b.status === "failed" && intents.some((i) => i.status === "requires_capture")) problems.push(`failed booking ${b.id} still holds an authorisation`);
  }
  for (const [key, n] of keys) if (n > 1) problems.push(`idempotency key ${key} has ${n} bookings`);
  for (const [id, intents] of intentsByBooking) {
    if (!ids.has(id) && intents.some((i) => i.status === "succeeded")) problems.push(`charge without any booking: intent for ${id}`);
  }
  return problems;
}
