import { and, eq, or, type SQL } from "drizzle-orm";
import { userCan } from "../../shared/permissions";
import type { AgencyRow, UserRow } from "../db/schema";
import { bookings } from "../db/schema-bookings";

// Who sees which booking, for every vertical. Another agency's (or another customer's) booking is simply
// not found (404), never 403, so a reference number reveals nothing.

/** Owners and admins (their userType): they see net, markup and fee. */
function isAgencyStaff(user: UserRow): boolean {
  return user.userType === "AgencyOwner" || user.userType === "Admin";
}

/** Who may see net, markup and fee: the agency's travel agents and staff, never the traveller. */
export function seesBreakdown(user: UserRow | null): boolean {
  return !!user && (user.isTravelAgent || isAgencyStaff(user));
}

/**
 * Owners, admins and agents see every booking of their agency; restricted agents and clients their own and
 * those made for them (the role matrix, src/shared/permissions.ts "bookings.agencyWide").
 */
export function visibleTo(agency: AgencyRow, user: UserRow): SQL {
  const inAgency = eq(bookings.agencyId, agency.id);
  if (userCan(user, "bookings.agencyWide")) return inAgency;
  const own = or(eq(bookings.bookedByUserId, user.id), eq(bookings.clientUserId, user.id));
  return and(inAgency, own) as SQL;
}
