// What saving the website settings checks beyond the schema (the stored files, the host names other
// agencies hold) and how a setting maps onto the agencies row.
import { and, arrayContains, eq, ne } from "drizzle-orm";
import type { FastifyRequest, FastifySchemaValidationError } from "fastify";
import { BRAND_ASSET_RULES, BRAND_ASSETS, uploadAgencyOf } from "@/shared/branding/assets";
import { websiteMessages as m } from "@/shared/branding/messages";
import type { ValidationError, WebsiteSettingsPatch } from "@/shared/api/website-settings";
import type { Db } from "../db/client";
import { agencies, type AgencyRow, type NewAgencyRow } from "../db/schema";
import { describeValidationError } from "../http/validation";
import type { FileStorage } from "../uploads/storage";
import { sanitizeLegalText } from "./legal-text";

/** Every issue of a refused body at its own field ("heading", "analytics.googleAnalyticsId"), translated. */
export function fieldErrors(request: FastifyRequest, validation: FastifySchemaValidationError[]): ValidationError {
  return validation.map((issue) => {
    const { field, message } = describeValidationError([issue], "body", request.t);
    return { field: field.replace(/^body\.?/, "") || "body", message };
  });
}

/** Another agency's site already answers on this subdomain. */
export async function subdomainTaken(db: Db, subdomain: string, agencyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(and(eq(agencies.subdomain, subdomain), ne(agencies.id, agencyId)))
    .limit(1);
  return row !== undefined;
}

/** The refusals only the database and the stored files can tell (ids of messages, by field). */
export async function settingsConflicts(deps: { db: Db; storage: FileStorage }, agency: AgencyRow, patch: WebsiteSettingsPatch): Promise<{ field: string; message: string }[]> {
  const problems: { field: string; message: string }[] = [];
  for (const key of BRAND_ASSETS) {
    const url = patch[key];
    if (!url || url === agency[key] || url.startsWith("/media/")) continue;
    // An upload is accepted only as this agency's own stored file, of the type and size the asset takes.
    const file = uploadAgencyOf(url) === agency.id ? await deps.storage.get(url.replace(/^\/api\/uploads\//, "")) : null;
    const rule = BRAND_ASSET_RULES[key];
    if (!file || !(rule.types as readonly string[]).includes(file.contentType) || file.data.length > rule.maxBytes) {
      problems.push({ field: key, message: m.asset.id });
    }
  }
  if (patch.subdomain && patch.subdomain !== agency.subdomain && (await subdomainTaken(deps.db, patch.subdomain, agency.id))) {
    problems.push({ field: "subdomain", message: m.subdomainTaken.id });
  }
  if (patch.customDomain) {
    const [holder] = await deps.db
      .select({ id: agencies.id })
      .from(agencies)
      .where(and(arrayContains(agencies.customDomains, [patch.customDomain]), ne(agencies.id, agency.id)))
      .limit(1);
    if (holder) problems.push({ field: "customDomain", message: m.domainTaken.id });
  }
  return problems;
}

/** The settings as columns; legal texts sanitised (no HTML, no script links) before they are stored. */
export function settingsColumns(patch: WebsiteSettingsPatch): Partial<NewAgencyRow> {
  const { social, sso, analytics, customDomain, termsAndConditions, privacyPolicy, cookiesPolicy, disclaimer, ...plain } = patch;
  const columns: Partial<NewAgencyRow> = { ...plain };
  if (social) Object.assign(columns, { isFacebookEnabled: social.isFacebookEnabled, isGoogleEnabled: social.isGoogleEnabled });
  if (sso) Object.assign(columns, { isSSOEnabled: sso.isSSOEnabled, isDirectLoginAllowedForSSOUsers: sso.isDirectLoginAllowedForSSOUsers });
  if (analytics) {
    Object.assign(columns, {
      analyticsEnabled: analytics.isEnabled,
      googleAnalyticsId: analytics.googleAnalyticsId,
      facebookAnalyticsId: analytics.facebookAnalyticsId,
    });
  }
  if (customDomain !== undefined) columns.customDomains = customDomain ? [customDomain] : [];
  const legal = { termsAndConditions, privacyPolicy, cookiesPolicy, disclaimer };
  for (const [key, text] of Object.entries(legal)) {
    if (text !== undefined) columns[key as keyof typeof legal] = sanitizeLegalText(text);
  }
  return columns;
}
