import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { BookingRow, Vertical } from "../db/schema-bookings";
import { users } from "../db/schema";
import { proposals } from "../db/schema-proposals";
import { recordAudit } from "../back-office/audit";

// A booking made from a proposal (docs/decisions.md "Proposals"; spec B §7 bookingStatus: booked / notBooked): the
// proposal's id comes with the booking request (carried from the page the proposal linked to through the checkout);
// the saga keeps it on the booking when it is the agency's proposal for that client with an item of the vertical, and
// marks an approved proposal booked once the booking is paid (a declined, expired or unanswered one stays as it is).

/** The proposal's id when the booking may count for it; null otherwise (a stale or foreign id never stops a booking). */
export async function proposalOfBooking(db: Db, booking: { agencyId: string; clientUserId: string; vertical: Vertical }, proposalId: string | null | undefined): Promise<string | null> {
  if (!proposalId) return null;
  const [row] = await db
    .select()
    .from(proposals)
    .where(and(eq(proposals.id, proposalId), eq(proposals.agencyId, booking.agencyId)));
  const fits = row && row.clientUserId === booking.clientUserId && row.status !== "draft" && row.items.some((item) => item.vertical === booking.vertical);
  return fits ? row.id : null;
}

/** The booking is paid: its approved proposal is booked (the agency's list then shows it under bookingStatus=booked). */
export async function markProposalBooked(db: Db, booking: BookingRow): Promise<void> {
  if (!booking.proposalId) return;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(proposals)
      .set({ status: "booked" })
      .where(and(eq(proposals.id, booking.proposalId ?? ""), eq(proposals.agencyId, booking.agencyId), eq(proposals.status, "approved")))
      .returning();
    if (!row) return;
    // The audit trail (docs/security.md "Audit trail"): the proposal booked, by whoever paid for the booking.
    const [booker] = await tx.select().from(users).where(eq(users.id, booking.bookedByUserId));
    const [client] = row.clientUserId ? await tx.select().from(users).where(eq(users.id, row.clientUserId)) : [];
    const actor = booker ?? { id: null, name: booking.referenceNumber, role: null };
    const subject = { userId: row.clientUserId, name: client?.name ?? row.clientEmail ?? row.id };
    await recordAudit(tx, { agencyId: row.agencyId, actor, action: "proposal.booked", subject, before: { status: "approved" }, after: { status: row.status, booking: booking.referenceNumber } });
  });
}
