// spec A §4 "Login and session": where a user lands after logging in (password, social or SSO).
// The login machine spells these out as guarded transitions; social and SSO reuse `postLoginTarget`,
// which applies the same predicates in the same order.
import { BOOKING_MENU_PATHS, type BookingMenuTitle, type Language } from "@/shared/constants";
import type { LoginResult } from "@/shared/api/auth";
import { isPrivilegedAgent } from "@/shared/permissions";
import { external, route, type NavigateTarget } from "../effects";

/** What the app knows before login that the routing needs. */
export interface PostLoginRouting {
  /** The protected path (with query) saved in session storage before login, if any (spec A §2). */
  redirectPath: string | null;
  /** Path of the booking navigation item that is currently active, if any. */
  activeNavigationPath: string | null;
  bookingMenu: readonly { title: BookingMenuTitle; active: boolean }[];
  language: Language;
}

export type RoutedUser = Pick<LoginResult, "isTravelAgent" | "isSubscribed" | "loginCount" | "userType" | "code" | "agencyName" | "navigateTo">;

/** The provider's external payment page, one per supported language (spec A §4). */
export const PAYMENT_PAGE_URLS: Record<Language, string> = {
  en: "https://waypoint.travel/payment",
  es: "https://waypoint.travel/es/payment",
  pt: "https://waypoint.travel/pt/payment",
};

export function paymentPageUrl(user: Pick<RoutedUser, "code" | "agencyName">, language: Language): string {
  const query = new URLSearchParams({ code: user.code, agencyName: user.agencyName });
  return `${PAYMENT_PAGE_URLS[language]}?${query.toString()}`;
}

export function firstBookingMenuPath(menu: PostLoginRouting["bookingMenu"]): string {
  const first = menu.find((item) => item.active);
  return BOOKING_MENU_PATHS[first?.title ?? "Air Travel"];
}

// Predicates, in priority order. Each assumes the earlier ones were false.
/** spec A §4: an unsubscribed agency's agent pays first, whatever was saved. */
export const isUnsubscribedAgent = (u: RoutedUser) => u.isTravelAgent && !u.isSubscribed;
/** spec A §4: a saved redirect path beats the agent pages and the customer's navigateTo. */
export const hasRedirectPath = (r: PostLoginRouting) => r.redirectPath !== null && r.redirectPath !== "";
export const isFirstLoginOwner = (u: RoutedUser) => isPrivilegedAgent(u) && u.loginCount <= 1;
export const isAgent = (u: RoutedUser) => u.isTravelAgent;
export const hasNavigateTo = (u: RoutedUser) => u.navigateTo !== null && u.navigateTo !== "";
export const hasActiveNavigation = (r: PostLoginRouting) => r.activeNavigationPath !== null && r.activeNavigationPath !== "";

export const SETTINGS_WEBSITE_PATH = "/settings/website";
export const DASHBOARD_PATH = "/dashboard";

export function postLoginTarget(u: RoutedUser, r: PostLoginRouting): NavigateTarget {
  if (isUnsubscribedAgent(u)) return external(paymentPageUrl(u, r.language));
  if (hasRedirectPath(r)) return route(r.redirectPath ?? "/");
  if (isFirstLoginOwner(u)) return route(SETTINGS_WEBSITE_PATH);
  if (isAgent(u)) return route(DASHBOARD_PATH);
  if (hasNavigateTo(u)) return route(u.navigateTo ?? "/");
  if (hasActiveNavigation(r)) return route(r.activeNavigationPath ?? "/");
  return route(firstBookingMenuPath(r.bookingMenu));
}
