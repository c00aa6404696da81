// Shared payloads for the account machines' model and focused tests.
import type { LoginResult, SocialResult, SsoResult } from "@/shared/api/auth";
import type { LoginAgency } from "@machines/login/login.machine";
import type { PostLoginRouting } from "@machines/login/post-login-route";

export const activeAgency: LoginAgency = {
  status: "Active",
  returnUrl: null,
  sso: { isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: true },
};
export const inactiveAgency: LoginAgency = { ...activeAgency, status: "Inactive" };
/** spec A §4: SSO users may not log in directly; buttons go to the return URL. */
export const ssoOnlyAgency: LoginAgency = {
  status: "Active",
  returnUrl: "https://agency.example/portal",
  sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false },
};

const menu: PostLoginRouting["bookingMenu"] = [
  { title: "Air Travel", active: false },
  { title: "Hotels", active: true },
  { title: "Cars", active: true },
  { title: "Activities", active: false },
];

export const routing = {
  plain: { redirectPath: null, activeNavigationPath: null, bookingMenu: menu, language: "es" },
  withRedirect: {
    redirectPath: "/booknow/flights/checkout?offer=42",
    activeNavigationPath: null,
    bookingMenu: menu,
    language: "en",
  },
  withActiveNavigation: { redirectPath: null, activeNavigationPath: "/booknow/flights/search", bookingMenu: menu, language: "pt" },
} satisfies Record<string, PostLoginRouting>;

const base: LoginResult = {
  token: "tok",
  _id: "u1",
  name: "Jane",
  email: "jane@example.com",
  isTravelAgent: false,
  isSubscribed: true,
  loginCount: 3,
  userType: "Customer",
  code: "ACME 1",
  agencyName: "Acme & Co",
  navigateTo: null,
};

/** One login result per post-login routing branch (spec A §4). */
export const users = {
  unsubscribedAgent: { ...base, isTravelAgent: true, isSubscribed: false, userType: "Agent" },
  firstLoginOwner: { ...base, isTravelAgent: true, userType: "AgencyOwner", loginCount: 1 },
  firstLoginAdmin: { ...base, isTravelAgent: true, userType: "Admin", loginCount: 0 },
  returningOwner: { ...base, isTravelAgent: true, userType: "AgencyOwner", loginCount: 2 },
  firstLoginAgent: { ...base, isTravelAgent: true, userType: "Agent", loginCount: 1 },
  customerWithNavigateTo: { ...base, navigateTo: "/booknow/hotels/search" },
  customer: base,
} satisfies Record<string, LoginResult>;

export const failures = {
  unknownUser: { httpStatus: 404 },
  notFoundWithStatus: { httpStatus: 404, status: false, message: "Agency not found!" },
  wrongPassword: { httpStatus: 400, status: false, message: "Invalid credentials" },
  network: new Error("offline"),
  gone: { httpStatus: 410, status: false, message: "Link expired" },
};

export const socialLoggedIn: SocialResult = { ...users.customer, requireEmailVerification: false };
export const socialNeedsCode: SocialResult = { requireEmailVerification: true, _id: "pending-1" };
export const ssoResult = (deepLink: string | null): SsoResult => ({ ...users.customer, deepLink });
