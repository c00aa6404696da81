// spec B §6 "Roles and permissions": agency (owner and admin), agent, restricted agent (isRestrictedAgent) and
// client. The exact rules are "not shown" in the spec; ours are this one matrix, used by the server (every
// back-office route names the permission it needs), the side navigation and the pages. docs/permissions.md
// is the same table in words; tests/server/security-isolation.test.ts checks every route against it.

/** spec A §3 userType: the kinds of account (the login result's schema builds its enum from this list). */
export const USER_TYPES = ["AgencyOwner", "Admin", "Agent", "Customer"] as const;
export type UserType = (typeof USER_TYPES)[number];
/** spec A §6: owners and admins get the first-login settings page and the subscription logo link. */
export const PRIVILEGED_USER_TYPES: readonly UserType[] = ["AgencyOwner", "Admin"];
/** An agency's owner or admin (a travel agent's account of a privileged type). */
export const isPrivilegedAgent = (user: { isTravelAgent: boolean; userType: UserType }): boolean => user.isTravelAgent && PRIVILEGED_USER_TYPES.includes(user.userType);

export const ROLES = ["owner", "admin", "agent", "restrictedAgent", "client"] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  /** The agent area: dashboard and side navigation (spec A §2 "Agent area"). */
  "backOffice.enter",
  /** Book for one of the agency's clients ("Booking for" at checkout, the client picker). */
  "bookings.forClients",
  /** See every booking of the agency, not only one's own and those made for oneself. */
  "bookings.agencyWide",
  /** The clients list and a client's page (with the bookings the viewer may see). */
  "clients.view",
  /** Create clients, change their status, resend their verification email, their reward wallet. */
  "clients.edit",
  /** Promote a client to another user type (spec B §4, §6). */
  "clients.promote",
  "clients.export",
  "agents.view",
  /** An agent's status, user type, restricted flag and reward wallet. */
  "agents.edit",
  /** Invite agents by email, resend and revoke invitations. */
  "agents.invite",
  /** Give or take the Admin role, and change the owner's account: the owner alone. */
  "admins.manage",
  "markups.view",
  "markups.edit",
  "billing.manage",
  "settings.manage",
  /** The audit trail: who changed what in the back office, and when. */
  "activity.view",
  /**
   * The provider's console (issue "Ready to go live"): list, create, activate and deactivate agencies. No
   * agency role holds it; the provider's own owners and admins get it on the provider's site (PROVIDER_GRANTS).
   */
  "agencies.manage",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const AGENT: readonly Permission[] = ["backOffice.enter", "bookings.forClients", "bookings.agencyWide", "clients.view", "clients.edit", "clients.export", "agents.view"];

/**
 * A restricted agent books for the agency's clients and sees only their own bookings: no client changes,
 * no export, no other agents, markups, billing, settings or audit trail.
 */
const RESTRICTED_AGENT: readonly Permission[] = ["backOffice.enter", "bookings.forClients", "clients.view"];

/** What the platform itself may do: nothing any agency's own staff may. */
const PLATFORM: readonly Permission[] = ["agencies.manage"];

export const ROLE_PERMISSIONS: Readonly<Record<Role, ReadonlySet<Permission>>> = {
  owner: new Set(PERMISSIONS.filter((p) => !PLATFORM.includes(p))),
  // spec A §6: an Admin is "the same as AgencyOwner", except that only the owner makes admins.
  admin: new Set(PERMISSIONS.filter((p) => p !== "admins.manage" && !PLATFORM.includes(p))),
  agent: new Set(AGENT),
  restrictedAgent: new Set(RESTRICTED_AGENT),
  client: new Set(),
};

/** What the role of a user depends on (a user row, a profile, a login result). */
export interface RoleFacts {
  userType: UserType;
  isTravelAgent: boolean;
  isRestrictedAgent: boolean;
}

/** Owners and admins are agency staff only as travel agents; anyone else who is not an agent is a client. */
export function roleOf(user: RoleFacts): Role {
  if (!user.isTravelAgent) return "client";
  if (user.userType === "AgencyOwner") return "owner";
  if (user.userType === "Admin") return "admin";
  if (user.userType === "Customer") return "client";
  return user.isRestrictedAgent ? "restrictedAgent" : "agent";
}

/**
 * On the provider's own site (the bare host), its owners and admins are the platform's operators: the same
 * role, plus the console. The smallest change to the matrix: a role is still what the user row says, and
 * where the role is held decides the rest (sessions are bound to one agency, so that is the user's own).
 */
const PROVIDER_GRANTS: Readonly<Partial<Record<Role, readonly Permission[]>>> = { owner: PLATFORM, admin: PLATFORM };

/** `atProvider`: the question is asked on the provider's own agency. */
export function can(role: Role, permission: Permission, atProvider = false): boolean {
  return ROLE_PERMISSIONS[role].has(permission) || (atProvider && (PROVIDER_GRANTS[role]?.includes(permission) ?? false));
}

export function userCan(user: RoleFacts | null | undefined, permission: Permission, atProvider = false): boolean {
  return !!user && can(roleOf(user), permission, atProvider);
}

/** The permissions of a role, in the matrix's order (the navigation answer carries them to the web). */
export function permissionsOf(role: Role, atProvider = false): Permission[] {
  return PERMISSIONS.filter((p) => can(role, p, atProvider));
}
