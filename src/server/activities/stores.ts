import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sandboxActivityBookings } from "../db/schema-activities";
import type { ActivitySandboxStore, SandboxActivityBooking } from "../suppliers/activities/sandbox";

/** The sandbox provider's bookings in the database, so a restart keeps references cancellable. */
export class DbActivitySandboxStore implements ActivitySandboxStore {
  constructor(private readonly db: Db) {}

  async get(reference: string): Promise<SandboxActivityBooking | undefined> {
    const [row] = await this.db.select({ data: sandboxActivityBookings.data }).from(sandboxActivityBookings).where(eq(sandboxActivityBookings.reference, reference));
    return row?.data;
  }

  async put(booking: SandboxActivityBooking): Promise<void> {
    await this.db
      .insert(sandboxActivityBookings)
      .values({ reference: booking.reference, data: booking })
      .onConflictDoUpdate({ target: sandboxActivityBookings.reference, set: { data: booking, updatedAt: sql`now()` } });
  }
}
