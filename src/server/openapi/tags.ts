// One tag per area or vertical of the API, each described once: the document declares them all
// (Spectral's operation-tag-defined) and every route's `tags` names one of these.
import type { ServerVertical } from "../bookings/plug-in";

export interface ApiTag {
  name: string;
  description: string;
}

/** The tags of a server running `verticals` (the product's, or those and a test server's extras). */
export const apiTags = (verticals: readonly ServerVertical[]): readonly ApiTag[] => [
  { name: "system", description: "Health of the server and its database, for load balancers and monitors" },
  { name: "agency", description: "The host's agency: branding, website settings, subdomain, SSO secret and applications (spec B §7)" },
  { name: "reference", description: "Countries, currencies, exchange rates, the payment gateway (and Stripe's webhook) and the visitor's country" },
  { name: "accounts", description: "Sign-up, login, logout, email verification, password reset, SSO and the user's profile (spec A §4)" },
  { name: "social", description: "Sign-in with Google or Facebook: the redirect to the provider, its callback and the email step (spec A §4)" },
  { name: "mail", description: "The embedded demo inbox: the mails this agency sent, only when no SMTP server is configured" },
  // Each vertical's tag: its plural (src/shared/verticals.ts), described by its SERVER_VERTICALS value.
  ...verticals.map((vertical) => ({ name: vertical.shared.plural, description: vertical.apiTag })),
  { name: "add-ons", description: "What a booking may carry besides the trip: refund protection and trip add-on bundles" },
  { name: "reward-wallet", description: "The customer's reward wallet (cashback) and the agency's settings for it" },
  { name: "proposals", description: "Trip proposals an agent prepares and emails to a client" },
  { name: "checkout-sessions", description: "A checkout in progress, saved so it can be resumed on another device" },
  { name: "my-trip", description: 'The signed-in user\'s trips, bookings, recent activity and transactions (spec B §7 "My trip and user")' },
  { name: "short links", description: "Short links to a page of the agency's site and the agency's recent searches (spec A §7, spec B §7)" },
  { name: "uploads", description: "Signed links to upload a file and the files themselves" },
  { name: "provider", description: "The provider's console on its own site: every agency, creating one with its owner's invitation, (de)activating one" },
  {
    name: "back office",
    description: "The agency's back office: clients, agents, invitations, markups, bookings, billing, navigation and audit trail (spec B §7); every route asks the role matrix (spec B §6)",
  },
];
