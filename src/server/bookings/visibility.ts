import { and, eq, or, type SQL } from "drizzle-orm";
import { userCan } from "@/shared/permissions";
import type { AgencyRow, UserRow } from "../db/schema";
import { bookings } from "../db/schema-bookings";

// Who sees which booking, for every vertical and for the agency's back office: the one place that says it
// (spec B §6 roles: agency, agent, restricted agent, client; "exact permission rules: not shown", so the role
// matrix of src/shared/permissions.ts, docs/permissions.md, records ours). Another agency's (or another
// customer's) booking is simply not found (404), never 403, so a reference number reveals nothing.

/**
 * How far a user sees bookings: owners, admins and (unrestricted) agents see the agency's ("bookings.agencyWide");
 * a restricted agent and a client see their own (made by them, or for them).
 */
export type BookingReach = "agency" | "own";

export function bookingReach(user: UserRow): BookingReach {
  return userCan(user, "bookings.agencyWide") ? "agency" : "own";
}

/** The agency's back office (bookings lists, dashboard, ticketing): travel agents and staff, never a client ("backOffice.enter"). */
export function usesBackOffice(user: UserRow): boolean {
  return userCan(user, "backOffice.enter");
}

/** Who may see net, markup and fee: the agency's travel agents and staff, never the traveller. */
export function seesBreakdown(user: UserRow | null): boolean {
  return !!user && usesBackOffice(user);
}

export function visibleTo(agency: AgencyRow, user: UserRow): SQL {
  const inAgency = eq(bookings.agencyId, agency.id);
  if (bookingReach(user) === "agency") return inAgency;
  const own = or(eq(bookings.bookedByUserId, user.id), eq(bookings.clientUserId, user.id));
  return and(inAgency, own) as SQL;
}
