import type { SupplierHold } from "./types";

// What every sandbox supplier remembers of the bookings it holds, by the idempotency key each was made with: what a
// real supplier answers when the booking core asks for a booking by its key or lists the open ones (the
// reconciliation round, docs/decisions.md "Charged means finished or refunded").

export interface SandboxHoldStore {
  add(hold: SupplierHold): Promise<void>;
  /** The open hold booked with this key. */
  byKey(idempotencyKey: string): Promise<SupplierHold | null>;
  /** Marks it given back; false when no open hold has this reference. */
  close(reference: string): Promise<boolean>;
  open(since: Date): Promise<SupplierHold[]>;
}

export class MemorySandboxHolds implements SandboxHoldStore {
  private readonly holds = new Map<string, SupplierHold & { open: boolean }>();
  async add(hold: SupplierHold) {
    this.holds.set(hold.reference, { ...hold, open: true });
  }
  async byKey(idempotencyKey: string) {
    return [...this.holds.values()].find((h) => h.open && h.idempotencyKey === idempotencyKey) ?? null;
  }
  async close(reference: string) {
    const hold = this.holds.get(reference);
    if (!hold?.open) return false;
    hold.open = false;
    return true;
  }
  async open(since: Date) {
    return [...this.holds.values()].filter((h) => h.open && Date.parse(h.createdAt) >= since.getTime());
  }
}
