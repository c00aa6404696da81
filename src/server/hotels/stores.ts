import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sandboxHotelOrders } from "../db/schema-hotels";
import type { HotelOrderStore, HotelSandboxOrder } from "../suppliers/hotels/sandbox";

/** The sandbox hotel supplier's orders in the database, so a restart keeps confirmations cancellable. */
export class DbHotelOrderStore implements HotelOrderStore {
  constructor(private readonly db: Db) {}

  async get(reference: string): Promise<HotelSandboxOrder | undefined> {
    const [row] = await this.db.select({ data: sandboxHotelOrders.data }).from(sandboxHotelOrders).where(eq(sandboxHotelOrders.reference, reference));
    return row?.data;
  }

  async put(order: HotelSandboxOrder): Promise<void> {
    await this.db
      .insert(sandboxHotelOrders)
      .values({ reference: order.reference, data: order })
      .onConflictDoUpdate({ target: sandboxHotelOrders.reference, set: { data: order, updatedAt: sql`now()` } });
  }
}
