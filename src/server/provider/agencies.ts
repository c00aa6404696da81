// Agency onboarding (issue "Ready to go live"): the one service behind the `agency` and `provider` commands
// (./command.ts) and the provider's console (./routes.ts). A new agency starts from the defaults the demo's
// seed uses (src/server/agency/defaults.ts); its owner gets the back office's invitation (a single-use link
// to /signup), so they choose their own password and no password ever passes through the operator.
import { and, arrayContains, asc, count, desc, eq, ilike, inArray, isNull, or } from "drizzle-orm";
import { websiteMessages } from "@/shared/branding/messages";
import { MENU_TITLES, subdomainOfDomain, type NewAgencyRequest, type ProviderAgency } from "@/shared/api/provider-agencies";
import type { ListQuery } from "@/shared/api/people";
import { providerMessages as m } from "@/shared/provider/messages";
import type { MessageDescriptor } from "@/shared/validation/messages";
import { normaliseEmail } from "../accounts/users";
import { allMenu, cookiesPolicy, disclaimer, privacyPolicy, PROVIDER_AGENCY, termsAndConditions } from "../agency/defaults";
import { isProviderSite, PROVIDER_SUBDOMAIN } from "../agency/host";
import { issueInvitation } from "../back-office/invitations";
import type { Db } from "../db/client";
import { accountTokens, agencies, users, type AgencyRow } from "../db/schema";
import type { Translator } from "../i18n";

/** A request the service refuses: the status an HTTP answer takes, and what to say (a shared descriptor). */
export class OnboardingRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly descriptor: MessageDescriptor,
    readonly field: string | null = null,
  ) {
    super(descriptor.message ?? descriptor.id);
  }
}

export interface OnboardingDeps {
  db: Db;
  translator: Translator;
  baseDomain?: string | undefined;
  /**
   * Production: an agency with a subdomain alone needs BASE_DOMAIN (no one reaches `<sub>.localhost` from
   * outside), so it is refused without one rather than created where nobody can open it.
   */
  production: boolean;
}

/** Where the links of a mail point: the scheme, and the port a site on `.localhost` is served on. */
export interface SiteAddress {
  protocol: "http" | "https";
  port: string | null;
}

/** The hosts an agency's site answers on (src/server/agency/host.ts parseHost). */
export function siteHosts(agency: Pick<AgencyRow, "subdomain" | "customDomains">, baseDomain: string | undefined): string[] {
  if (agency.subdomain === PROVIDER_SUBDOMAIN) return [baseDomain ?? "localhost", ...agency.customDomains];
  return [`${agency.subdomain}.${baseDomain ?? "localhost"}`, ...agency.customDomains];
}

/** The origin a new owner's invitation links to: the agency's own domain when it has one, else its subdomain. */
export function siteOrigin(agency: Pick<AgencyRow, "subdomain" | "customDomains">, baseDomain: string | undefined, address: SiteAddress): string {
  const own = agency.customDomains[0];
  const host = own ?? siteHosts(agency, baseDomain)[0] ?? "localhost";
  return `${address.protocol}://${host}${!own && address.port ? `:${address.port}` : ""}`;
}

/** Who sends the invitation: the console's operator, or nobody (the command, run on the server). */
export interface Inviter {
  id: string | null;
  name: string;
}

const UNIQUE_VIOLATION = "23505";
const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
};

async function hostConflict(db: Db, subdomain: string, customDomain: string | undefined): Promise<OnboardingRefusal | null> {
  const [bySubdomain] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.subdomain, subdomain)).limit(1);
  if (bySubdomain) return new OnboardingRefusal(409, websiteMessages.subdomainTaken, "subdomain");
  if (customDomain) {
    const [byDomain] = await db
      .select({ id: agencies.id })
      .from(agencies)
      .where(arrayContains(agencies.customDomains, [customDomain]))
      .limit(1);
    if (byDomain) return new OnboardingRefusal(409, websiteMessages.domainTaken, "customDomain");
  }
  return null;
}

/**
 * Creates an agency (Active, the defaults' menu and legal texts, subscribed or not) and invites its owner, in
 * one transaction: a refused or failed step leaves neither the agency nor its invitation behind.
 */
export async function createAgency(deps: OnboardingDeps, request: NewAgencyRequest, by: { inviter: Inviter; address: SiteAddress }): Promise<{ agency: AgencyRow; origin: string }> {
  const subdomain = request.subdomain ?? subdomainOfDomain(request.customDomain ?? "");
  if (deps.production && !deps.baseDomain && !request.customDomain) throw new OnboardingRefusal(400, m.subdomainNeedsBase, "subdomain");
  const conflict = await hostConflict(deps.db, subdomain, request.customDomain);
  if (conflict) throw conflict;
  const ownerEmail = normaliseEmail(request.ownerEmail);
  const name = request.agencyName;
  try {
    return await deps.db.transaction(async (tx) => {
      const [agency] = await tx
        .insert(agencies)
        .values({
          // The code is the agency's key in reports; the subdomain is unique, so its capitals are too.
          code: subdomain.toUpperCase(),
          agencyName: name,
          subdomain,
          customDomains: request.customDomain ? [request.customDomain] : [],
          status: "Active",
          isSubscribed: request.subscription === "active",
          heading: name,
          bookingMenuItemOptions: allMenu(request.menu.map((item) => MENU_TITLES[item])),
          termsAndConditions: termsAndConditions(name),
          privacyPolicy: privacyPolicy(name, ownerEmail),
          cookiesPolicy: cookiesPolicy(name),
          disclaimer: disclaimer(name),
          contactEmailId: ownerEmail,
        })
        .returning();
      if (!agency) throw new Error("agency insert returned no row");
      const origin = siteOrigin(agency, deps.baseDomain, by.address);
      await inviteOwner({ ...deps, db: tx }, agency, ownerEmail, by.inviter, origin);
      return { agency, origin };
    });
  } catch (error) {
    // Another request took the subdomain (or the code) between the check and the insert.
    if (isUniqueViolation(error)) throw new OnboardingRefusal(409, websiteMessages.subdomainTaken, "subdomain");
    throw error;
  }
}

/** The provider's own site (the bare host): the demo's provider agency, its contact the owner's address. */
export async function createProviderSite(deps: OnboardingDeps, ownerEmail: string, by: { inviter: Inviter; address: SiteAddress }): Promise<{ agency: AgencyRow; origin: string }> {
  const email = normaliseEmail(ownerEmail);
  const [existing] = await deps.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.subdomain, PROVIDER_SUBDOMAIN)).limit(1);
  if (existing) throw new OnboardingRefusal(409, m.providerExists);
  return deps.db.transaction(async (tx) => {
    const [agency] = await tx
      .insert(agencies)
      // Social sign-in starts off: production refuses to start with it on and no OpenID provider configured
      // (docs/deploy.md); the operator turns it on in the website settings once GOOGLE_*/FACEBOOK_* are set.
      .values({ ...PROVIDER_AGENCY, isFacebookEnabled: false, isGoogleEnabled: false, privacyPolicy: privacyPolicy(PROVIDER_AGENCY.agencyName, email), contactEmailId: email })
      .returning();
    if (!agency) throw new Error("agency insert returned no row");
    const origin = siteOrigin(agency, deps.baseDomain, by.address);
    await inviteOwner({ ...deps, db: tx }, agency, email, by.inviter, origin);
    return { agency, origin };
  });
}

async function inviteOwner(deps: OnboardingDeps, agency: AgencyRow, email: string, inviter: Inviter, origin: string): Promise<void> {
  await issueInvitation(deps, {
    agency,
    terms: { email, isRestrictedAgent: false, userType: "AgencyOwner" },
    invitedBy: inviter.id,
    inviterName: inviter.name,
    origin,
    language: agency.defaultLanguage,
    // The agency's audit trail is its own staff's changes; its creation is the provider's.
    audit: null,
  });
}

/** Activates or deactivates an agency (spec A §4: an inactive agency's site says so and disables every action). */
export async function setAgencyActive(deps: Pick<OnboardingDeps, "db">, which: { id: string } | { subdomain: string }, active: boolean): Promise<AgencyRow> {
  const where = "id" in which ? eq(agencies.id, which.id) : eq(agencies.subdomain, which.subdomain);
  const [agency] = await deps.db.select().from(agencies).where(where).limit(1);
  if (!agency) throw new OnboardingRefusal(404, m.notFound);
  // Deactivating the provider's own site would lock its operators out of the console that reactivates it.
  if (isProviderSite(agency) && !active) throw new OnboardingRefusal(409, m.providerKept);
  const [changed] = await deps.db
    .update(agencies)
    .set({ status: active ? "Active" : "Inactive" })
    .where(eq(agencies.id, agency.id))
    .returning();
  return changed ?? agency;
}

/** Agencies newest first, found by name, subdomain or domain, with their first owner (or the open invitation to one). */
export async function listAgencies(deps: Pick<OnboardingDeps, "db" | "baseDomain">, query: ListQuery): Promise<{ agencies: ProviderAgency[]; total: number }> {
  const { db } = deps;
  const text = query.searchQuery.trim();
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = text ? or(ilike(agencies.agencyName, like), ilike(agencies.subdomain, like), arrayContains(agencies.customDomains, [text.toLowerCase()])) : undefined;
  const [rows, [counted]] = await Promise.all([
    db.select().from(agencies).where(where).orderBy(desc(agencies.createdAt), asc(agencies.subdomain)).limit(query.limit).offset(query.offSet),
    db.select({ total: count() }).from(agencies).where(where),
  ]);
  return { agencies: await describe(deps, rows), total: counted?.total ?? 0 };
}

/** One agency as the console lists it (after a change: the row the console replaces). */
export async function describeAgency(deps: Pick<OnboardingDeps, "db" | "baseDomain">, agency: AgencyRow): Promise<ProviderAgency> {
  const [described] = await describe(deps, [agency]);
  if (!described) throw new Error("describe returned no agency");
  return described;
}

async function describe(deps: Pick<OnboardingDeps, "db" | "baseDomain">, rows: AgencyRow[]): Promise<ProviderAgency[]> {
  const { db } = deps;
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const owners = await db
    .select({ agencyId: users.agencyId, email: users.email, name: users.name })
    .from(users)
    .where(and(inArray(users.agencyId, ids), eq(users.userType, "AgencyOwner"), eq(users.isTravelAgent, true)))
    .orderBy(asc(users.createdAt));
  const invited = await db
    .select({ agencyId: accountTokens.agencyId, email: accountTokens.email, data: accountTokens.data })
    .from(accountTokens)
    .where(and(inArray(accountTokens.agencyId, ids), eq(accountTokens.purpose, "invitation"), isNull(accountTokens.usedAt)))
    .orderBy(desc(accountTokens.createdAt));
  return rows.map((row) => {
    const owner = owners.find((o) => o.agencyId === row.id);
    const invitation = invited.find((i) => i.agencyId === row.id && i.data.userType === "AgencyOwner");
    return {
      _id: row.id,
      agencyName: row.agencyName,
      subdomain: row.subdomain,
      hosts: siteHosts(row, deps.baseDomain),
      status: row.status,
      isSubscribed: row.isSubscribed,
      isProvider: isProviderSite(row),
      createdAt: row.createdAt.toISOString(),
      owner: owner ? { email: owner.email, name: owner.name, state: "active" as const } : invitation ? { email: invitation.email ?? "", name: null, state: "invited" as const } : null,
    };
  });
}
