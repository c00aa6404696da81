// The agent side navigation (spec B §2 "Agency area": dashboard, clients, agents, bookings lists per type,
// proposals, short links, subscription billing; spec A §2: website settings), per role. GET
// /api/agency/navigations answers it and the web draws it. Only pages that exist are listed: a page joins by
// adding one line here (the web's label table, keyed by id, then asks for its label).
import { BOOKING_MENU_PATHS, type BookingMenuTitle } from "../constants";
import { can, type Permission, type Role } from "../permissions";
import { VERTICALS } from "../verticals";

export interface NavigationEntry {
  readonly id: string;
  readonly path: string;
  /** Who sees the entry; the page and its API calls ask for the same permission. */
  readonly permission: Permission;
  /** Entries of one group (the bookings lists per type) are drawn together under the group's label. */
  readonly group?: "bookings";
}

export const NAVIGATION = [
  { id: "dashboard", path: "/dashboard", permission: "backOffice.enter" },
  { id: "clients", path: "/clients", permission: "clients.view" },
  { id: "agents", path: "/agents", permission: "agents.view" },
  // Each vertical's bookings list (src/shared/verticals.ts), in the registry's order.
  ...VERTICALS.map((v) => ({ id: `${v.id}Bookings` as const, path: `/bookings/${v.plural}` as const, permission: "backOffice.enter" as const, group: "bookings" as const })),
  // My trip: the bookings an agent made (and, with "bookings.agencyWide", the agency's), each naming whom it is for.
  { id: "myTrip", path: "/mytrip", permission: "backOffice.enter" },
  { id: "proposals", path: "/proposals", permission: "bookings.forClients" },
  // spec B §2/§7 "Short links": the links the agency shared (a restricted agent sees their own).
  { id: "shortLinks", path: "/short-links", permission: "backOffice.enter" },
  // spec B §7 search services: the agency's recent searches (a restricted agent sees their own).
  { id: "recentSearches", path: "/recent-searches", permission: "backOffice.enter" },
  { id: "markups", path: "/markups", permission: "markups.view" },
  { id: "activity", path: "/activity", permission: "activity.view" },
  { id: "websiteSettings", path: "/settings/website", permission: "settings.manage" },
  // spec B "Add-ons": refund protection and the trip bundle, offered at checkout as the agency sets them here.
  { id: "addOnSettings", path: "/settings/add-ons", permission: "settings.manage" },
  { id: "subscription", path: "/subscription", permission: "billing.manage" },
  // The provider's console (issue "Ready to go live"): on the provider's own site only.
  { id: "agencies", path: "/agencies", permission: "agencies.manage" },
] as const satisfies readonly NavigationEntry[];
export type NavigationId = (typeof NAVIGATION)[number]["id"];

export function navigationFor(role: Role, atProvider = false): NavigationEntry[] {
  return NAVIGATION.filter((entry) => can(role, entry.permission, atProvider));
}

/**
 * spec B §2: Book Now targets the currently active booking type, falling back to flights; spec A §2: without
 * one, the first active booking menu item (in the agency's order), and flights when none is active.
 */
export function bookNowTarget(menu: readonly { title: BookingMenuTitle; active: boolean }[], current: BookingMenuTitle | null): string {
  const activeTitles = menu.filter((item) => item.active).map((item) => item.title);
  const target = current && activeTitles.includes(current) ? current : activeTitles[0];
  return BOOKING_MENU_PATHS[target ?? VERTICALS[0].menuTitle];
}
