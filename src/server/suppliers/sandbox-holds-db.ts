import { and, eq, gte } from "drizzle-orm";
import type { Db } from "../db/client";
import { sandboxSupplierHolds } from "../db/schema-bookings";
import type { SandboxHoldStore } from "./sandbox-holds";
import type { SupplierHold } from "./types";

/** A sandbox supplier's holds in the database (one table, each sandbox under its own name), so they survive a restart. */
export class DbSandboxHolds implements SandboxHoldStore {
  constructor(
    private readonly db: Db,
    private readonly supplier: string,
  ) {}

  async add(hold: SupplierHold): Promise<void> {
    await this.db
      .insert(sandboxSupplierHolds)
      .values({ supplier: this.supplier, reference: hold.reference, orderId: hold.orderId, idempotencyKey: hold.idempotencyKey, createdAt: new Date(hold.createdAt) })
      .onConflictDoNothing();
  }

  async byKey(idempotencyKey: string): Promise<SupplierHold | null> {
    const [row] = await this.db
      .select()
      .from(sandboxSupplierHolds)
      .where(and(eq(sandboxSupplierHolds.supplier, this.supplier), eq(sandboxSupplierHolds.idempotencyKey, idempotencyKey), eq(sandboxSupplierHolds.open, true)));
    return row ? holdOf(row) : null;
  }

  async close(reference: string): Promise<boolean> {
    const closed = await this.db
      .update(sandboxSupplierHolds)
      .set({ open: false })
      .where(and(eq(sandboxSupplierHolds.supplier, this.supplier), eq(sandboxSupplierHolds.reference, reference), eq(sandboxSupplierHolds.open, true)))
      .returning({ reference: sandboxSupplierHolds.reference });
    return closed.length > 0;
  }

  async open(since: Date): Promise<SupplierHold[]> {
    const rows = await this.db
      .select()
      .from(sandboxSupplierHolds)
      .where(and(eq(sandboxSupplierHolds.supplier, this.supplier), eq(sandboxSupplierHolds.open, true), gte(sandboxSupplierHolds.createdAt, since)));
    return rows.map(holdOf);
  }
}

function holdOf(row: typeof sandboxSupplierHolds.$inferSelect): SupplierHold {
  return { reference: row.reference, orderId: row.orderId, idempotencyKey: row.idempotencyKey, createdAt: row.createdAt.toISOString() };
}
