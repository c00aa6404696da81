// The provider's console (issue "Ready to go live"): GET /api/provider/agencies, POST /api/provider/agencies,
// POST /api/provider/agencies/status. One schema for the console's form, the server and the `agency create`
// command (src/server/provider/command.ts), so each rule is checked the same way everywhere.
import { z } from "zod";
import type { BookingMenuTitle } from "../constants";
import { providerMessages as m } from "../provider/messages";
import { emailSchema } from "../validation";
import { envelope } from "./envelope";
import { perVertical, VERTICAL_PLURALS } from "../verticals";
import { listQuery } from "./people";
import { domainSchema, subdomainSchema, websiteSettings } from "./website-settings";

/** The booking types an agency offers, as the command names them (`--menu flights,hotels`). */
export const AGENCY_MENU = VERTICAL_PLURALS;
export type AgencyMenuItem = (typeof AGENCY_MENU)[number];
/** Each of them as its spec A §3 booking menu item title. */
export const MENU_TITLES: Record<AgencyMenuItem, BookingMenuTitle> = perVertical("plural", (v) => v.menuTitle);
/**
 * How a new agency starts (docs/decisions.md "Agency onboarding"): `trial` unsubscribed (the paid features
 * wait until the owner subscribes on /subscription), `active` subscribed from the start (the owner still
 * chooses and pays the plan there).
 */
export const SUBSCRIPTION_STARTS = ["trial", "active"] as const;
export type SubscriptionStart = (typeof SUBSCRIPTION_STARTS)[number];

/** A blank optional text is no value (the console's empty field, the command's missing flag). */
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const newAgencyRequest = z
  .object({
    agencyName: websiteSettings.shape.agencyName,
    /** `<subdomain>.<BASE_DOMAIN>`; derived from the domain when only a domain is given. */
    subdomain: z.preprocess(blankToUndefined, subdomainSchema.optional()),
    customDomain: z.preprocess(blankToUndefined, domainSchema.optional()),
    menu: z
      .array(z.enum(AGENCY_MENU))
      .min(1, m.menuEmpty.id)
      .default([...AGENCY_MENU]),
    subscription: z.enum(SUBSCRIPTION_STARTS).default("trial"),
    ownerEmail: emailSchema,
  })
  .refine((r) => r.subdomain !== undefined || r.customDomain !== undefined, { path: ["subdomain"], message: m.hostNeeded.id });
export type NewAgencyRequest = z.infer<typeof newAgencyRequest>;
export type NewAgencyInput = z.input<typeof newAgencyRequest>;

/**
 * The subdomain of an agency given only its domain: its labels joined by dashes ("travel.acme.com" →
 * "travel-acme-com"), so it is unique whenever the domain is and never a reserved name.
 */
export function subdomainOfDomain(domain: string): string {
  return domain.toLowerCase().replace(/\./g, "-").slice(0, 63).replace(/-+$/, "");
}

export const agencyStatusRequest = z.object({ agencyId: z.uuid(), active: z.boolean() });
export type AgencyStatusRequest = z.infer<typeof agencyStatusRequest>;

export const providerAgenciesQuery = listQuery;

export const providerAgency = z.object({
  _id: z.string(),
  agencyName: z.string(),
  subdomain: z.string(),
  /** Where the site answers: `<subdomain>.<BASE_DOMAIN>` (`.localhost` without one) and its own domains. */
  hosts: z.array(z.string()),
  status: z.enum(["Active", "Inactive"]),
  isSubscribed: z.boolean(),
  isProvider: z.boolean(),
  createdAt: z.iso.datetime(),
  /** The first owner: signed up (`active`), invited and not yet signed up (`invited`), or none. */
  owner: z.object({ email: z.string(), name: z.string().nullable(), state: z.enum(["active", "invited"]) }).nullable(),
});
export type ProviderAgency = z.infer<typeof providerAgency>;

export const providerAgenciesResponse = envelope(z.object({ agencies: z.array(providerAgency), total: z.number().int() }));
export const providerAgencyResponse = envelope(providerAgency);
