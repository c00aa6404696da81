import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sandboxFlightOrders } from "../db/schema-flights";
import type { SandboxOrderStore } from "../suppliers/flights/sandbox";
import type { SupplierOrder } from "../suppliers/flights/types";

/** The sandbox supplier's orders in the database, so a restart keeps PNRs bookable and cancellable. */
export class DbSandboxOrderStore implements SandboxOrderStore {
  constructor(private readonly db: Db) {}

  async get(pnr: string): Promise<SupplierOrder | undefined> {
    const [row] = await this.db.select({ data: sandboxFlightOrders.data }).from(sandboxFlightOrders).where(eq(sandboxFlightOrders.pnr, pnr));
    return row?.data;
  }

  async put(order: SupplierOrder): Promise<void> {
    await this.db
      .insert(sandboxFlightOrders)
      .values({ pnr: order.pnr, data: order })
      .onConflictDoUpdate({ target: sandboxFlightOrders.pnr, set: { data: order, updatedAt: sql`now()` } });
  }
}
