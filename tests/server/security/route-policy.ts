// Who may call each API route, and what an attack on it looks like. The isolation matrix
// (tests/server/security-isolation.test.ts) fails for any route of the OpenAPI document that is not
// listed here, so a new route must be classified before it ships.
import { randomUUID } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import type { Permission } from "@/shared/permissions";
import { oneWaySearch, TEST_CARD, type Victim } from "./world";

/**
 * public: no session needed (`reason` says why); session: any logged-in user of the host's agency; a
 * permission of the role matrix (src/shared/permissions.ts): the roles that hold it, the others 403.
 */
export type Auth = "public" | "session" | Permission;

/** The permission a route asks for, or null for public and session routes. */
export function permissionOf(auth: Auth): Permission | null {
  return auth === "public" || auth === "session" ? null : auth;
}

/**
 * any: the request names the victim's resource, so everybody else must be refused.
 * crossAgency: the request carries a bearer secret (a link token, the demo inbox) that works for
 * whoever holds it inside its agency, so only another agency must be refused.
 * sameAgency: the request is someone else's only inside the victim's agency (an idempotency key
 * is per agency: elsewhere the same key is just a new booking of the caller's own).
 * none: the request is about the caller or public data; only leaks are checked.
 */
export type Target = "any" | "crossAgency" | "sameAgency" | "none";

export interface RequestInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** Overrides the policy's target for this variant. */
  target?: Target;
}

export interface RoutePolicy {
  auth: Auth;
  /** Required for public routes: why no session is needed. */
  reason?: string;
  target: Target;
  /**
   * Whose data a success may legitimately hold: "crossAgency" = the host agency's own users' data
   * is fine. `leakIgnoresContact`: the victim's email and name may appear because the caller's own
   * agency mailed that address earlier (the demo inbox shows what this agency sent).
   */
  leak?: "any" | "crossAgency";
  leakIgnoresContact?: boolean;
  inputs?: (v: Victim) => RequestInput[];
  /** A 200 that still refuses (e.g. `{ isValid: false }`). */
  refusedWhen?: (res: LightMyRequestResponse) => boolean;
}

const password = "Fresh@98765";
const passengers = (v: Victim) => [{ type: "ADT", firstName: "Mallory", lastName: v.passengerLastName, birthDate: "1985-04-02", citizenship: "US" }];
const contact = { email: "mallory@evil.test", phone: "+1 415 555 0199" };
const carDriver = (v: Victim) => ({ firstName: "Mallory", lastName: v.passengerLastName, birthDate: "1985-04-02", licenceCountry: "US" });
/** A car search 40 days ahead at Los Angeles (spec B §3 search state). */
function carSearch() {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  return {
    pickupLocation: { kind: "airport", code: "LAX" },
    pickupLatitude: 33.94,
    pickupLongitude: -118.41,
    returnLatitude: 33.94,
    returnLongitude: -118.41,
    pickupReadable: "Los Angeles International Airport",
    pickUpDateTime: `${day(40)}T10:00`,
    returnDateTime: `${day(43)}T10:00`,
  };
}
const checkoutBody = () => ({
  vertical: "flights",
  machineId: "flight-booking",
  machineVersion: 1,
  snapshot: {},
  summary: { step: "details", title: "Mallory", startDate: null, endDate: null, travellers: 1 },
  price: null,
  offerExpiresAt: null,
});
const dataOf = (res: LightMyRequestResponse): Record<string, unknown> => {
  try {
    return ((res.json() as { data?: Record<string, unknown> }).data ?? {}) as Record<string, unknown>;
  } catch {
    return {};
  }
};

export const ROUTE_POLICIES: Record<string, RoutePolicy> = {
  // ---- system and agency ----
  "GET /api/health": { auth: "public", reason: "liveness probe for load balancers", target: "none" },
  "GET /api/visitor/country": { auth: "public", reason: "the caller's own country from their address, for defaults", target: "none" },
  "GET /api/agency": { auth: "public", reason: "the host's branding, needed before login", target: "none" },
  "GET /api/agency/{id}": {
    auth: "public",
    reason: "agency branding by _id (public site data, no user data)",
    target: "none",
    inputs: (v) => [{ params: { id: v.user.agencyId } }],
  },
  // Website settings (spec B §7): owners and admins edit their own agency only; the agency is the host's.
  "POST /api/agency": { auth: "settings.manage", target: "none", inputs: () => [{ body: {} }] },
  "PATCH /api/agency": { auth: "settings.manage", target: "none", inputs: () => [{ body: {} }] },
  "GET /api/agency/subdomain/availability": { auth: "settings.manage", target: "none", inputs: () => [{ query: { subdomain: "mallory" } }] },
  "POST /api/agency/sso/secret": { auth: "settings.manage", target: "none" },
  "GET /api/agency/applications": { auth: "settings.manage", target: "none" },
  "POST /api/agency/applications/mail-domain": { auth: "settings.manage", target: "none", inputs: () => [{ body: { domain: "not a domain" } }] },
  "POST /api/agency/applications/reward-wallet": { auth: "settings.manage", target: "none", inputs: () => [{ body: { isEnabled: false, cashbackPercent: 99 } }] },
  "GET /api/code": { auth: "public", reason: "country/currency reference data", target: "none" },
  "GET /api/code/{code}/flag.svg": { auth: "public", reason: "a country's flag, as the country list names it", target: "none" },
  "GET /api/multi-currency/exchange": { auth: "public", reason: "exchange rates for the currency picker", target: "none" },
  "GET /api/getCurrentPaymentGateway": { auth: "public", reason: "which gateway the checkout loads", target: "none" },
  "POST /api/payments/stripe/webhook": {
    auth: "public",
    reason: "Stripe calls it; the Stripe-Signature made with STRIPE_WEBHOOK_SECRET is the credential (404 without Stripe)",
    target: "none",
    inputs: () => [{ body: { id: "evt_forged", type: "payment_intent.amount_capturable_updated", data: { object: { id: "pi_forged" } } } }],
  },

  // ---- accounts: public entry points ----
  "POST /api/user/signUp": {
    auth: "public",
    reason: "customer self-registration",
    target: "none",
    inputs: () => [{ body: { name: "Mallory", email: `mallory-${randomUUID().slice(0, 8)}@evil.test`, password, hostName: "evil.example", checked: true } }],
  },
  "POST /api/user/login": {
    auth: "public",
    reason: "password login",
    target: "any",
    inputs: (v) => [{ body: { email: v.user.email, password: "Wrong@1234" } }],
  },
  "POST /api/user/logout": { auth: "public", reason: "revokes the caller's own session, always 200", target: "none" },
  "POST /api/user/verify": {
    auth: "public",
    reason: "the emailed link's token is the credential",
    target: "any",
    // A reset token is not a verification token, in any agency.
    inputs: (v) => [{ body: { token: v.resetToken } }],
  },
  "POST /api/user/forgotPassword": {
    auth: "public",
    reason: "answers the same whether or not the account exists",
    target: "none",
    inputs: (v) => [{ body: { email: v.user.email, hostName: "evil.example" } }],
  },
  "POST /api/user/forgotPwdValidity": {
    auth: "public",
    reason: "the emailed link's token is the credential",
    target: "crossAgency",
    inputs: (v) => [{ body: { token: v.resetToken } }],
    refusedWhen: (res) => res.statusCode === 200 && dataOf(res).isValid === false,
  },
  "POST /api/user/forgotPasswordLink": {
    auth: "public",
    reason: "the emailed link's token is the credential",
    target: "crossAgency",
    inputs: (v) => [{ body: { token: v.resetToken, password } }],
  },
  "GET /api/agency/invitations/{token}": {
    auth: "public",
    reason: "the invitation link's token is the credential",
    target: "crossAgency",
    inputs: (v) => [{ params: { token: v.invitationToken } }],
  },
  "POST /api/agency/agents": {
    auth: "public",
    reason: "invited agent signup; the invitation token is the credential",
    target: "crossAgency",
    inputs: (v) => [{ body: { name: "Mallory", email: v.invitedEmail, password, hostName: "evil.example", checked: true, invitationToken: v.invitationToken } }],
  },
  "POST /api/sso": {
    auth: "public",
    reason: "SSO login; the agency-signed JWT is the credential",
    target: "crossAgency",
    inputs: (v) => [{ body: { token: v.ssoToken, deepLink: "//evil.example/x" } }],
  },
  "GET /api/social/auth/{provider}": { auth: "public", reason: "starts social sign-in (302 to the provider)", target: "none" },
  "GET /api/social/callback": { auth: "public", reason: "the provider's redirect_uri; state is checked against the httpOnly cookie", target: "none" },
  "POST /api/social": { auth: "public", reason: "social login; bound to the oauth transaction cookie", target: "none" },
  "POST /api/social/signup": { auth: "public", reason: "social signup; bound to the oauth transaction cookie", target: "none" },
  "POST /api/social/registerEmail": {
    auth: "public",
    reason: "social email step; the pending sign-in id is the credential",
    target: "none",
    inputs: (v) => [{ body: { _id: randomUUID(), email: v.user.email } }],
  },
  "POST /api/social/verifyCode": {
    auth: "public",
    reason: "social email step; the pending id plus the emailed code",
    target: "none",
    inputs: () => [{ body: { _id: randomUUID(), code: "000000" } }],
  },
  "GET /api/mailbox": {
    auth: "public",
    reason: "the embedded demo inbox (only without SMTP_URL), scoped to the host's agency",
    target: "none",
    leak: "crossAgency",
    leakIgnoresContact: true,
  },
  "GET /api/mailbox/{id}": {
    auth: "public",
    reason: "the embedded demo inbox (only without SMTP_URL), scoped to the host's agency",
    target: "crossAgency",
    leak: "crossAgency",
    leakIgnoresContact: true,
    inputs: (v) => [{ params: { id: v.mailId } }],
  },

  // ---- accounts: the caller's own account ----
  "GET /api/user/getProfile": { auth: "session", target: "none" },
  "POST /api/user/editProfile": { auth: "session", target: "none", inputs: () => [{ body: { name: "Mallory" } }] },
  "POST /api/user/changePassword": { auth: "session", target: "none", inputs: () => [{ body: { oldPassword: "Wrong@1234", newPassword: password } }] },
  "GET /api/user/list/email": {
    auth: "bookings.forClients",
    target: "none",
    // Agents see their own agency's emails by design (spec: the "booked for" picker).
    leak: "crossAgency",
    inputs: (v) => [{ query: { text: v.user.email.split("@")[0] } }],
  },
  "PATCH /api/user/email": { auth: "session", target: "none", inputs: (v) => [{ body: { email: v.user.email } }] },
  "PATCH /api/user/verify-email-code": { auth: "session", target: "none", inputs: (v) => [{ body: { email: v.user.email, code: "000000" } }] },
  "GET /api/user/changeLanguage/{lang}": { auth: "session", target: "none", inputs: () => [{ params: { lang: "es" } }] },
  "POST /api/user/updateUserActiveStatus": { auth: "agents.edit", target: "any", inputs: (v) => [{ body: { userId: v.user.id, isActive: false } }] },
  "POST /api/agency/invitations": { auth: "agents.invite", target: "none", inputs: () => [{ body: { email: `mallory-${randomUUID().slice(0, 8)}@evil.test` } }] },

  // ---- the provider's console (issue "Ready to go live"): "agencies.manage" is held on the provider's own site
  // only (src/shared/permissions.ts PROVIDER_GRANTS), so every agency's staff are refused like its clients.
  "GET /api/provider/agencies": { auth: "agencies.manage", target: "none" },
  "POST /api/provider/agencies": {
    auth: "agencies.manage",
    target: "none",
    inputs: () => [{ body: { agencyName: "Mallory Tours", subdomain: `mallory-${randomUUID().slice(0, 8)}`, ownerEmail: "mallory@evil.test" } }],
  },
  "POST /api/provider/agencies/status": { auth: "agencies.manage", target: "any", inputs: (v) => [{ body: { agencyId: v.user.agencyId, active: false } }] },

  // ---- back office (spec B §7 "Agency back office"): every route names its permission of the role matrix.
  // Staff of the victim's agency may reach the victim's account by design (per the matrix), so the requests
  // naming the victim are "crossAgency": only another agency must be refused (and leaks are checked there).
  "GET /api/agency/navigations": { auth: "backOffice.enter", target: "none" },
  "GET /api/agency/clients": { auth: "clients.view", target: "none", leak: "crossAgency", inputs: (v) => [{ query: { searchQuery: v.user.email } }] },
  "GET /api/agency/clients/exports/data": { auth: "clients.export", target: "none", leak: "crossAgency", inputs: () => [{ query: { startDate: "2000-01-01", endDate: "2100-12-31" } }] },
  "GET /api/agency/clients/{id}": { auth: "clients.view", target: "crossAgency", leak: "crossAgency", inputs: (v) => [{ params: { id: v.user.id } }] },
  "POST /api/agency/clients/create": { auth: "clients.edit", target: "none", inputs: () => [{ body: { name: "Mallory", email: `mallory-${randomUUID().slice(0, 8)}@evil.test` } }] },
  "POST /api/agency/clients/actions": {
    auth: "clients.edit",
    target: "crossAgency",
    inputs: (v) => [{ body: { userIds: [v.user.id], action: "deactivate" } }, { body: { userIds: [v.user.id], action: "enableRewardWallet" } }],
    // Another agency's user is skipped, not refused: nothing was updated.
    refusedWhen: (res) => res.statusCode === 200 && dataOf(res).updated === 0,
  },
  "PATCH /api/agency/clients/user-status": { auth: "clients.edit", target: "crossAgency", inputs: (v) => [{ body: { userId: v.user.id, isActive: false } }] },
  "PATCH /api/agency/clients/user-type": { auth: "clients.promote", target: "crossAgency", inputs: (v) => [{ body: { userId: v.user.id, userType: "Agent" } }] },
  "PATCH /api/agency/clients/reward-wallet": { auth: "clients.edit", target: "crossAgency", inputs: (v) => [{ body: { userId: v.user.id, isRewardWalletEnable: true } }] },
  "POST /api/agency/clients/resend-verification-email": { auth: "clients.edit", target: "crossAgency", inputs: (v) => [{ body: { userId: v.user.id } }] },
  "GET /api/agency/clients/markups/{userId}": { auth: "markups.view", target: "crossAgency", leak: "crossAgency", inputs: (v) => [{ params: { userId: v.user.id } }] },
  "PATCH /api/agency/clients/markups/{userId}": {
    auth: "markups.edit",
    target: "crossAgency",
    inputs: (v) => [{ params: { userId: v.user.id }, body: { markups: [{ vertical: "hotel", markupType: "percent", markupValue: 90, agencyFee: 0 }] } }],
  },
  "GET /api/agency/markups": { auth: "markups.view", target: "none", leak: "crossAgency" },
  "PATCH /api/agency/markups": {
    auth: "markups.edit",
    target: "crossAgency",
    inputs: (v) => [
      // The victim is no agent of any agency: refused everywhere. The agency's own defaults: changes nothing.
      { body: { userId: v.user.id, markups: [{ vertical: "hotel", markupType: "percent", markupValue: 90, agencyFee: 0 }] }, target: "any" },
      { body: { userId: null, markups: [{ vertical: "car", markupType: "percent", markupValue: 0, agencyFee: 0 }] }, target: "none" },
    ],
  },
  "GET /api/agency/agents": { auth: "agents.view", target: "none", leak: "crossAgency" },
  "GET /api/agency/agents/{id}": { auth: "agents.view", target: "any", inputs: (v) => [{ params: { id: v.user.id } }] },
  "PATCH /api/agency/agents/user-status": { auth: "agents.edit", target: "any", inputs: (v) => [{ body: { userId: v.user.id, isActive: false } }] },
  "PATCH /api/agency/agents/user-type": { auth: "agents.edit", target: "any", inputs: (v) => [{ body: { userId: v.user.id, userType: "Admin" } }] },
  "PATCH /api/agency/agents/update-agent-type": { auth: "agents.edit", target: "any", inputs: (v) => [{ body: { userId: v.user.id, isRestrictedAgent: true } }] },
  "PATCH /api/agency/agents/reward-wallet": { auth: "agents.edit", target: "any", inputs: (v) => [{ body: { userId: v.user.id, isRewardWalletEnable: true } }] },
  "GET /api/agency/invitations": { auth: "agents.invite", target: "none" },
  "POST /api/agency/invitations/resend": { auth: "agents.invite", target: "none" },
  "POST /api/agency/invitations/revoke": { auth: "agents.invite", target: "none" },
  // Subscription and billing (spec B §7): owners and admins, always the host's own agency. A reference or an
  // invoice of another agency is not found.
  "GET /api/agency/subscriptions": { auth: "billing.manage", target: "none" },
  "POST /api/agency/subscriptions": { auth: "billing.manage", target: "none", inputs: () => [{ body: { planType: "monthly", card: TEST_CARD, idempotencyKey: `mallory-${randomUUID()}` } }] },
  "PATCH /api/agency/subscriptions": { auth: "billing.manage", target: "none", inputs: () => [{ body: { planType: "fortnightly", idempotencyKey: `mallory-${randomUUID()}` } }] },
  "GET /api/agency/subscriptions/billings": { auth: "billing.manage", target: "none", inputs: () => [{ query: { duration: "year" } }] },
  "GET /api/agency/subscriptions/billings/{id}/invoice.pdf": { auth: "billing.manage", target: "none", inputs: () => [{ params: { id: randomUUID() } }] },
  "GET /api/agency/subscriptions/payment-methods": { auth: "billing.manage", target: "none" },
  "PATCH /api/agency/subscriptions/payment-methods": {
    auth: "billing.manage",
    target: "none",
    inputs: () => [
      { body: { card: { ...TEST_CARD, number: "4000000000000002" }, idempotencyKey: `mallory-${randomUUID()}` } },
      { body: { setupIntentId: "seti_mallory", idempotencyKey: `mallory-${randomUUID()}` } },
    ],
  },
  // Stripe's SetupIntent for a new card, on the caller's own agency's Customer only (the sandbox answers 400).
  "POST /api/agency/subscriptions/payment-methods/setup": { auth: "billing.manage", target: "none", inputs: () => [{ body: { idempotencyKey: `mallory-${randomUUID()}` } }] },
  "POST /api/agency/subscriptions/payment-methods/verify": { auth: "billing.manage", target: "none", inputs: () => [{ body: { reference: "pi_mallory", challengeId: "3ds_mallory", approve: true } }] },
  // Short links (spec A §7, spec B §7): made and mailed by any signed-in user, resolved by whoever holds the code
  // on its agency's host; the back office lists and deletes them (a restricted agent only their own).
  "POST /api/short-url": {
    auth: "session",
    target: "none",
    inputs: () => [{ body: { url: "/booknow/flights/search?from=LHR", title: "Mallory" } }, { body: { url: "https://evil.test/booknow/flights/search", title: "Mallory" } }],
  },
  "GET /api/short-url/{code}": {
    auth: "public",
    reason: "the link's code is the credential: anyone it was shared with opens the page (spec A §2 /url/{id})",
    target: "crossAgency",
    inputs: (v) => [{ params: { code: v.shortLinkCode } }],
  },
  "POST /api/short-url/email": { auth: "session", target: "crossAgency", inputs: (v) => [{ body: { code: v.shortLinkCode, email: "mallory@evil.test" } }] },
  "GET /api/agency/short-urls": { auth: "backOffice.enter", target: "none", leak: "crossAgency", inputs: (v) => [{ query: { search: v.shortLinkCode } }] },
  "DELETE /api/agency/short-urls/{id}": { auth: "backOffice.enter", target: "any", inputs: (v) => [{ params: { id: v.shortLinkId } }] },
  "GET /api/agency/search/services": { auth: "backOffice.enter", target: "none", leak: "crossAgency", inputs: () => [{ query: { from: 0, size: 100 } }] },
  "GET /api/agency/activity": { auth: "activity.view", target: "none", leak: "crossAgency", inputs: (v) => [{ query: { userId: v.user.id } }] },

  // ---- flights: public shopping ----
  "GET /api/flight/airports": { auth: "public", reason: "airport suggestions", target: "none", inputs: () => [{ query: { search: "lon" } }] },
  "POST /api/flight/search": { auth: "public", reason: "signed-out search (spec A §2)", target: "none", inputs: () => [{ body: oneWaySearch(40) }] },
  "POST /api/flight/fareRules": { auth: "public", reason: "fare rules of a public offer", target: "none", inputs: (v) => [{ body: { offerId: v.offerId } }] },
  "POST /api/flight/reprice": {
    auth: "public",
    reason: "signed-out price check of a public offer",
    target: "none",
    inputs: (v) => [{ body: { offerId: v.offerId, clientId: v.user.id } }],
  },
  "POST /api/flight/flightStore": {
    auth: "public",
    reason: "signed-out visitors may save a search",
    target: "none",
    inputs: () => [{ body: { search: oneWaySearch(40), url: "/flights" } }],
  },
  "DELETE /api/flight/{id}": {
    auth: "public",
    reason: "anonymous saved searches are removable by their unguessable id; a user's only by that user",
    target: "any",
    inputs: (v) => [{ params: { id: v.searchId } }],
  },

  // ---- flights: bookings ----
  "POST /api/flight/booking": {
    auth: "session",
    target: "any",
    inputs: (v) => [
      // Replaying the victim's idempotency key must not hand out the victim's booking.
      { body: { idempotencyKey: v.idempotencyKey, offerId: v.offerId, passengers: passengers(v), contact }, target: "sameAgency" },
      // Booking "for" the victim: agents may do so for their own agency's customers only.
      { body: { idempotencyKey: `mallory-${randomUUID()}`, offerId: v.offerId, passengers: passengers(v), contact, clientId: v.user.id }, target: "crossAgency" },
      // Redeeming the victim's refund protection quote: a quote belongs to its agency and user.
      {
        body: { idempotencyKey: `mallory-${randomUUID()}`, offerId: v.offerId, passengers: passengers(v), contact, addOns: [{ kind: "refundProtection", quoteId: v.refundQuoteId }] },
        target: "any",
      },
    ],
  },
  "POST /api/flight/payment": {
    auth: "session",
    target: "any",
    inputs: (v) => [{ body: { idempotencyKey: `mallory-${randomUUID()}`, referenceNumber: v.referenceNumber, card: TEST_CARD } }],
  },
  "POST /api/flight/payment/3ds": {
    auth: "session",
    target: "any",
    inputs: (v) => [{ body: { referenceNumber: v.referenceNumber, challengeId: "ch_mallory", approve: true } }],
  },
  "GET /api/flight/getReservationDetails": {
    auth: "session",
    target: "any",
    inputs: (v) => [{ query: { referenceNumber: v.referenceNumber } }, { query: { referenceNumber: v.referenceNumber.toLowerCase() } }],
  },
  "POST /api/flight/sendFlightConfirmMail": {
    auth: "session",
    target: "any",
    inputs: (v) => [{ body: { referenceNumber: v.referenceNumber, email: "mallory@evil.test" } }],
  },
  "POST /api/flight/get-penalty": { auth: "session", target: "any", inputs: (v) => [{ body: { referenceNumber: v.referenceNumber } }] },
  "POST /api/flight/releaseHold": { auth: "session", target: "any", inputs: (v) => [{ body: { referenceNumber: v.referenceNumber } }] },
  "POST /api/flight/flightCancelVoidBooking": {
    auth: "session",
    target: "any",
    inputs: (v) => [{ body: { referenceNumber: v.referenceNumber, action: "cancel" } }, { body: { referenceNumber: v.referenceNumber, action: "void" } }],
  },
  "POST /api/flight/flight-cancel-booking": { auth: "session", target: "any", inputs: (v) => [{ body: { referenceNumber: v.referenceNumber } }] },
  "GET /api/v2/flight/cancel": { auth: "session", target: "any", inputs: (v) => [{ query: { pnr: v.pnr } }] },
  "GET /api/flight/bookings/all": { auth: "session", target: "none" },
  "GET /api/flight/bookingStatus": {
    auth: "session",
    target: "any",
    // Without a reference number: the caller's own bookings' statuses, paged (nobody else's may appear).
    inputs: (v) => [{ query: { referenceNumber: v.referenceNumber } }, { query: { limit: "100" }, target: "none" }, { query: { bookingStatus: "ticketed" }, target: "none" }],
  },
  "GET /api/flight/e-ticket/{referenceNumber}": { auth: "session", target: "any", inputs: (v) => [{ params: { referenceNumber: v.referenceNumber } }] },

  // ---- cars (spec B §7 "Car rental"): public shopping, then bookings on the booking core. The victim's
  // references are a flight booking's: a car route must not find it either (every vertical's lookups are scoped).
  "GET /api/car-rental/locations": { auth: "public", reason: "pick-up and drop-off suggestions", target: "none", inputs: () => [{ query: { search: "los" } }] },
  "POST /api/car-rental/availableCars": { auth: "public", reason: "signed-out car search (spec B §2)", target: "none", inputs: () => [{ body: carSearch() }] },
  "GET /api/car-rental/findCountries/EN": { auth: "public", reason: "countries of residence", target: "none" },
  "GET /api/car-rental/getStaticData": { auth: "public", reason: "vehicle sizes and vendors (static data)", target: "none" },
  "POST /api/car-rental/carDetails": { auth: "public", reason: "signed-out price check of a public quote", target: "none", inputs: (v) => [{ body: { offerId: v.offerId, clientId: v.user.id } }] },
  "POST /api/car-rental/getDetailsFromTempUrl": {
    auth: "public",
    reason: "a shared link names a public search or quote",
    target: "none",
    inputs: (v) => [{ body: { url: `https://example.test/booknow/cars/result-details?offer=${encodeURIComponent(v.offerId)}` } }],
  },
  "POST /api/car-rental/checkout": { auth: "session", target: "none", inputs: (v) => [{ body: { offerId: v.offerId, clientId: v.user.id } }] },
  "POST /api/car-rental/reserveCar": {
    auth: "session",
    target: "any",
    inputs: (v) => [
      // Replaying the victim's idempotency key must not hand out the victim's booking.
      { body: { idempotencyKey: v.idempotencyKey, offerId: v.offerId, driver: carDriver(v), contact }, target: "sameAgency" },
      { body: { idempotencyKey: `mallory-${randomUUID()}`, offerId: v.offerId, driver: carDriver(v), contact, clientId: v.user.id }, target: "crossAgency" },
    ],
  },
  "POST /api/car-rental/payment": { auth: "session", target: "any", inputs: (v) => [{ body: { idempotencyKey: `mallory-${randomUUID()}`, referenceNumber: v.referenceNumber, card: TEST_CARD } }] },
  "POST /api/car-rental/payment/3ds": { auth: "session", target: "any", inputs: (v) => [{ body: { referenceNumber: v.referenceNumber, challengeId: "ch_mallory", approve: true } }] },
  "POST /api/car-rental/releaseHold": { auth: "session", target: "any", inputs: (v) => [{ body: { referenceNumber: v.referenceNumber } }] },
  "DELETE /api/car-rental/{id}": { auth: "session", target: "any", inputs: (v) => [{ params: { id: v.referenceNumber } }] },
  "GET /api/car-rental/voucher/{id}": { auth: "session", target: "any", inputs: (v) => [{ params: { id: v.referenceNumber } }] },
  "POST /api/getRefund": { auth: "session", target: "any", inputs: (v) => [{ body: { referenceNumber: v.referenceNumber } }] },
  "POST /api/car-rental/cancel": { auth: "session", target: "any", inputs: (v) => [{ body: { referenceNumber: v.referenceNumber } }] },
  "GET /api/car-rental/bookingStatus": { auth: "session", target: "any", inputs: (v) => [{ query: { referenceNumber: v.referenceNumber } }] },
  "POST /api/car-rental/findReservation": { auth: "session", target: "any", inputs: (v) => [{ body: { referenceNumber: v.referenceNumber } }] },
  "POST /api/car-rental/sendCarBookingEmail": { auth: "session", target: "any", inputs: (v) => [{ body: { referenceNumber: v.referenceNumber, email: "mallory@evil.test" } }] },
  "GET /api/car-rental/user/bookings": { auth: "session", target: "none" },

  // ---- the agency's back office (spec B §7): travel agents only, each inside what they may see ----
  "GET /api/agency/{category}/bookings": {
    auth: "backOffice.enter",
    target: "none",
    inputs: (v) => [
      { params: { category: "flights" }, query: { showPastTrips: "true", searchString: v.passengerLastName } },
      { params: { category: "flights" }, query: { userId: v.user.id }, target: "crossAgency" },
    ],
  },
  "GET /api/agency/{category}/bookings/{id}": { auth: "backOffice.enter", target: "any", inputs: (v) => [{ params: { category: "flights", id: v.bookingId } }] },
  "GET /api/agency/bookings/download.csv": { auth: "backOffice.enter", target: "none", inputs: (v) => [{}, { query: { userId: v.user.id }, target: "crossAgency" }] },
  "GET /api/agency/dashboards": { auth: "backOffice.enter", target: "none" },
  "GET /api/agency/bookings/needs-attention": { auth: "backOffice.enter", target: "none" },
  "POST /api/flight/ticket": { auth: "backOffice.enter", target: "any", inputs: (v) => [{ body: { referenceNumber: v.referenceNumber } }] },
  "POST /api/flight/ticket/payment": { auth: "backOffice.enter", target: "any", inputs: (v) => [{ body: { referenceNumber: v.referenceNumber, idempotencyKey: `mallory-${randomUUID()}`, card: TEST_CARD } }] },
  "POST /api/agency/flights/bookings/penalty": { auth: "backOffice.enter", target: "any", inputs: (v) => [{ body: { referenceNumber: v.referenceNumber } }] },
  "POST /api/agency/flights/bookings/cancel": { auth: "backOffice.enter", target: "any", inputs: (v) => [{ body: { referenceNumber: v.referenceNumber } }] },
  "POST /api/agency/flights/bookings/void": { auth: "backOffice.enter", target: "any", inputs: (v) => [{ body: { referenceNumber: v.referenceNumber } }] },
  "GET /api/v2/agency/flights/cancel": { auth: "backOffice.enter", target: "any", inputs: (v) => [{ query: { pnr: v.pnr } }] },

  // ---- hotels (spec B §7 "Hotels"): public shopping; bookings refused to anyone but their owner ----
  "POST /api/v2/hotel/searchasync": { auth: "public", reason: "signed-out hotel search (spec B §2)", target: "none" },
  "POST /api/v2/hotel/searchasync/search": {
    auth: "public",
    reason: "polls a search by its unguessable corelationId; another agency's or user's search answers 404 (tests/server/hotels.test.ts)",
    target: "none",
  },
  "DELETE /api/hotel/{id}": { auth: "public", reason: "anonymous stored searches are removable by their unguessable id; a user's only by that user", target: "any" },
  "GET /api/v3/hotel/get-rooms-and-rates": { auth: "public", reason: "signed-out rooms and rates of a public hotel", target: "none" },
  "GET /api/v3/hotel/get-hotel-details": { auth: "public", reason: "signed-out hotel details", target: "none" },
  "GET /api/v2/hotel/static-content": { auth: "public", reason: "hotel static content (facilities, boards)", target: "none" },
  "POST /api/v2/hotel/getPrice": { auth: "public", reason: "signed-out price check of a public rate", target: "none" },
  "GET /api/v2/hotel/auto-suggest": { auth: "public", reason: "destination suggestions", target: "none" },
  "GET /api/locations/locationcontent/locationV2/{id}": { auth: "public", reason: "a destination's public content", target: "none" },
  // ---- proposals (spec B §7; docs/decisions.md "Proposals"): staff propose for the agency's clients; the client
  // answers by the proposal's unguessable id from the mail (as the deal page reads it).
  "GET /api/agency/proposal": { auth: "bookings.forClients", target: "none", leak: "crossAgency", inputs: (v) => [{ query: { searchString: v.user.email, pastTrips: "true" } }] },
  "POST /api/agency/proposal": {
    auth: "bookings.forClients",
    target: "any",
    // The victim is nobody's client here: refused everywhere (404), before any offer is priced.
    inputs: (v) => [{ body: { clientId: v.user.id, items: [{ vertical: "hotel", offer: { hotelId: "2267057-0" } }] } }],
  },
  "POST /api/v2/agency/email-itinerary": { auth: "bookings.forClients", target: "none", inputs: () => [{ body: { proposalId: randomUUID() } }] },
  "POST /api/agency/proposal/sendAllowedProposalEmail": { auth: "bookings.forClients", target: "none", inputs: () => [{ body: { proposalId: randomUUID() } }] },
  "PATCH /api/agency/proposal": {
    auth: "public",
    reason: "the client answers a proposal from /allowAgentProposal or /disapproveProposal by the unguessable id its mail carries",
    target: "none",
    inputs: () => [{ body: { proposalId: randomUUID(), proposalApproved: true } }],
  },
  "GET /api/proposals/{proposalId}": {
    auth: "public",
    reason: "the proposal pages show the client what was proposed, by the unguessable id its mail carries",
    target: "none",
    inputs: () => [{ params: { proposalId: randomUUID() } }],
  },
  "GET /api/v2/hotel/proposal": { auth: "public", reason: "the deal page shows an agent's proposal to the customer it was sent to, by its unguessable id", target: "none" },
  "GET /api/v2/hotel/review": { auth: "public", reason: "a hotel's public reviews", target: "none" },
  "GET /api/v2/hotel/force-codes": { auth: "public", reason: "the sandbox's documented triggers (docs/sandbox.md)", target: "none" },
  "POST /api/v2/hotel/booking": { auth: "session", target: "sameAgency" },
  "POST /api/v2/hotel/payment": { auth: "session", target: "any" },
  "POST /api/v2/hotel/payment/3ds": { auth: "session", target: "any" },
  "POST /api/v2/hotel/releaseHold": { auth: "session", target: "any" },
  "POST /api/v2/hotel/cancelpenalty": { auth: "session", target: "any" },
  "POST /api/v2/hotel/cancel/hotel": { auth: "session", target: "any" },
  "GET /api/v2/hotel/bookingStatus": { auth: "session", target: "any" },
  "GET /api/v3/hotel/hotel-booking/{id}": { auth: "session", target: "any" },
  "GET /api/v2/hotel/voucher/{file}": { auth: "session", target: "any" },
  "POST /api/v2/hotel/sendHotelBookingEmail": { auth: "session", target: "any" },
  "GET /api/v2/hotel/bookings": { auth: "session", target: "none" },

  // ---- activities (spec B §7 "Activities"): public shopping; bookings refused to anyone but their owner ----
  "GET /api/activities/destinations": { auth: "public", reason: "destination suggestions", target: "none" },
  "POST /api/activities/search": { auth: "public", reason: "signed-out activity search (spec B §2)", target: "none" },
  "POST /api/activities/search-store": { auth: "public", reason: "signed-out visitors may save a search", target: "none" },
  "DELETE /api/activities/{id}": { auth: "public", reason: "anonymous stored searches are removable by their unguessable id; a user's only by that user", target: "any" },
  "POST /api/activities/getActivityTitle": { auth: "public", reason: "activity titles for the search box", target: "none" },
  "GET /api/activities/getActivityTagsFilterList": { auth: "public", reason: "a destination's tag filters with counts", target: "none" },
  "GET /api/activities/details/{id}": { auth: "public", reason: "signed-out product details", target: "none" },
  "GET /api/activities/locations/{id}": { auth: "public", reason: "a product's meeting point", target: "none" },
  "GET /api/activities/availableDates/{id}": { auth: "public", reason: "a product's available dates", target: "none" },
  "POST /api/activities/availability/check": { auth: "public", reason: "signed-out availability check of a public product", target: "none" },
  "GET /api/activities/images/{code}/{file}": { auth: "public", reason: "a product's pictures, drawn by the sandbox", target: "none" },
  "POST /api/activities/bookings/checkout": { auth: "public", reason: "signed-out price check of a bookable offer (the checkout page prices again when signed in)", target: "none" },
  "POST /api/activities/bookings/book": { auth: "session", target: "sameAgency" },
  "POST /api/activities/bookings/payment": { auth: "session", target: "any" },
  "POST /api/activities/bookings/payment/3ds": { auth: "session", target: "any" },
  "POST /api/activities/bookings/release-hold": { auth: "session", target: "any" },
  "GET /api/activities/bookings/status": { auth: "session", target: "any" },
  "POST /api/activities/bookings/email": { auth: "session", target: "any" },
  "GET /api/activities/bookings/{id}/details": { auth: "session", target: "any" },
  "GET /api/activities/bookings/{id}/cancel-penalty": { auth: "session", target: "any" },
  "GET /api/activities/bookings/{id}/voucher": { auth: "session", target: "any" },
  // spec B add-ons: a quote names an offer, no one's booking; "for" the victim only as their agency's agent.
  "POST /api/activities/refund-protects/quote": {
    auth: "session",
    target: "none",
    inputs: (v) => [
      { body: { offerId: "2267057P1" }, target: "none" },
      { body: { offerId: "2267057P1", clientId: v.user.id }, target: "crossAgency" },
    ],
  },
  "POST /api/activities/bookings/cancel": { auth: "session", target: "any" },
  // spec B add-ons and hotel coupons: a quote or a coupon check names a rate or an offer, no one's booking;
  // "for" the victim only as their agency's agent (the client is resolved before anything is priced).
  "POST /api/car-rental/refund-protects/quote": {
    auth: "session",
    target: "none",
    inputs: (v) => [
      { body: { offerId: "car-offer-x", extras: [] }, target: "none" },
      { body: { offerId: "car-offer-x", extras: [], clientId: v.user.id }, target: "crossAgency" },
    ],
  },
  "POST /api/v2/hotel/coupon": {
    auth: "session",
    target: "none",
    inputs: (v) => [
      { body: { code: "SAVE10", rateId: "htl1_x" }, target: "none" },
      { body: { code: "SAVE10", rateId: "htl1_x", clientId: v.user.id }, target: "crossAgency" },
    ],
  },
  "POST /api/v2/hotel/refund-protection/quote": {
    auth: "session",
    target: "none",
    inputs: (v) => [
      { body: { rateId: "htl1_x" }, target: "none" },
      { body: { rateId: "htl1_x", clientId: v.user.id }, target: "crossAgency" },
    ],
  },
  "GET /api/activities/user/bookings": { auth: "session", target: "none" },

  // ---- add-ons (spec B): refund protection on the flight checkout ----
  "GET /api/refund-protects": { auth: "session", target: "none" },
  "PATCH /api/refund-protects": { auth: "settings.manage", target: "none", inputs: () => [{ body: { isEnabled: false, refundProtectMarkup: 0 } }] },
  "POST /api/refund-protects/quote": {
    auth: "session",
    target: "none",
    inputs: (v) => [
      { body: { offerId: v.offerId } },
      // Quoting "for" the victim: agents may, for their own agency's customers only.
      { body: { offerId: v.offerId, clientId: v.user.id }, target: "crossAgency" },
    ],
  },

  // ---- the reward wallet (spec B §6): the agency's earn rate and the caller's own wallet ----
  "GET /api/reward-wallet": { auth: "session", target: "none" },
  "GET /api/reward-wallet/settings": { auth: "session", target: "none" },
  "PATCH /api/reward-wallet/settings": { auth: "settings.manage", target: "none", inputs: () => [{ body: { earnRate: 1 } }] },

  // ---- add-ons (spec B): the trip add-on bundle offered with a flight ----
  "GET /api/tripAdd": { auth: "session", target: "none" },
  "PATCH /api/tripAdd": {
    auth: "settings.manage",
    target: "none",
    inputs: () => [{ body: { isEnabled: false, configuration: { discountPercent: 0, products: ["HOTEL"], oneWayNights: 1 } } }],
  },
  "POST /api/tripAdd/createBundleOffer": {
    auth: "session",
    target: "none",
    inputs: (v) => [
      { body: { offerId: v.offerId } },
      // Offering "for" the victim: agents may, for their own agency's customers only.
      { body: { offerId: v.offerId, clientId: v.user.id }, target: "crossAgency" },
    ],
  },

  // ---- checkout sessions (resumable checkouts): a user's saved, unfinished checkouts ----
  // ---- my trip and user (spec B §7): the caller's own bookings of every vertical (staff: the agency's); nobody else's may appear.
  "GET /api/user/trips": {
    auth: "session",
    target: "none",
    inputs: () => (["upcoming", "past", "cancelled"] as const).map((view) => ({ query: { view, today: new Date().toISOString().slice(0, 10), limit: "100" } })),
  },
  "GET /api/user/getUserBookingCount": { auth: "session", target: "none", inputs: () => [{ query: { today: new Date().toISOString().slice(0, 10) } }] },
  "GET /api/user/getRecentActivity": { auth: "session", target: "none", inputs: () => [{ query: { limit: "100" } }] },
  "POST /api/user/getUserTransactions": { auth: "session", target: "none", inputs: () => [{ body: { limit: 100 } }] },
  "GET /api/user/bookings/download.csv": { auth: "session", target: "none" },
  "GET /api/user/bookings/{referenceNumber}/calendar.ics": { auth: "session", target: "any", inputs: (v) => [{ params: { referenceNumber: v.referenceNumber } }] },

  "GET /api/checkout-sessions": { auth: "session", target: "none" },
  "GET /api/checkout-sessions/payment-outcome": {
    auth: "session",
    target: "any",
    // Someone else's idempotency key must say nothing about their payment.
    inputs: (v) => [{ query: { vertical: "flights", idempotencyKey: v.idempotencyKey } }],
    refusedWhen: (res) => res.statusCode === 200 && dataOf(res).status === "none",
  },
  "GET /api/checkout-sessions/{id}": { auth: "session", target: "any", inputs: (v) => [{ params: { id: v.checkoutSessionId } }] },
  "PUT /api/checkout-sessions/{id}": {
    auth: "session",
    target: "any",
    inputs: (v) => [
      // Overwriting the victim's saved checkout.
      { params: { id: v.checkoutSessionId }, body: checkoutBody() },
      // A new checkout "for" the victim: agents may, for their own agency's customers only.
      { params: { id: randomUUID() }, body: { ...checkoutBody(), clientId: v.user.id }, target: "crossAgency" },
    ],
  },
  "DELETE /api/checkout-sessions/{id}": { auth: "session", target: "any", inputs: (v) => [{ params: { id: v.checkoutSessionId } }] },

  // ---- uploads (spec A §7 POST api/aws/signed-url): keys are <agencyId>/<uuid>.<ext> ----
  "POST /api/aws/signed-url": { auth: "session", target: "none" },
  "PUT /api/uploads/{agencyId}/{name}": {
    auth: "public",
    reason: "the HMAC-signed, 10-minute link is the credential (like an S3 presigned PUT)",
    target: "any",
    // A forged link into the victim's agency.
    inputs: (v) => [{ params: { agencyId: v.user.agencyId, name: `${randomUUID()}.png` }, query: { expires: String(Date.now() + 60_000), sig: "forged" } }],
  },
  "GET /api/uploads/{agencyId}/{name}": {
    auth: "public",
    reason: "an unguessable random key (like an S3 object URL), used in <img src>; served only on its own agency's host",
    target: "any",
    inputs: (v) => [{ params: { agencyId: v.user.agencyId, name: `${randomUUID()}.pdf` } }],
  },
};

/** Field values for routes without a policy (or fields a policy leaves out): the victim's ids. */
export function victimHints(v: Victim): Record<string, unknown> {
  return {
    referenceNumber: v.referenceNumber,
    pnr: v.pnr,
    bookingId: v.bookingId,
    id: v.bookingId,
    _id: v.user.id,
    userId: v.user.id,
    clientId: v.user.id,
    token: v.resetToken,
    invitationToken: v.invitationToken,
    offerId: v.offerId,
    searchId: v.searchId,
    idempotencyKey: `mallory-${randomUUID()}`,
  };
}
