import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { agencyResponse } from "@/shared/api/agency";
import { errorEnvelope } from "@/shared/api/envelope";
import {
  applicationsResponse,
  mailDomainRequest,
  rewardWalletRequest,
  ssoSecretResponse,
  subdomainAvailabilityQuery,
  subdomainAvailabilityResponse,
  subdomainSchema,
  validationErrorEnvelope,
  websiteSettings,
  websiteSettingsPatch,
  type Applications,
  type ValidationError,
  type WebsiteSettingsPatch,
} from "@/shared/api/website-settings";
import { websiteMessages as m } from "@/shared/branding/messages";
import { ruleMessage } from "@/shared/message-ids";
import { messages } from "@/shared/messages";
import type { MessageDescriptor } from "@/shared/validation/messages";
import { agencyOf, userOf } from "../accounts/http";
import { auditChange, changedFields, recordAudit } from "../back-office/audit";
import { auditUnchanged } from "../back-office/audit-scope";
import { changeEarnRate, loadRewardWalletConfig } from "../bookings/reward-wallet";
import { allowed } from "../accounts/permissions";
import type { Db } from "../db/client";
import { agencies, type AgencyRow } from "../db/schema";
import { fail, ok } from "../http/envelope";
import type { FileStorage } from "../uploads/storage";
import { fieldErrors, settingsColumns, settingsConflicts, subdomainTaken } from "./settings";
import { toAgencyData } from "./to-agency-data";

const tags = ["agency"];
/** A 400 is the fields refused (validationError), or a body that is not JSON at all (the parser's plain envelope). */
const errors = { 400: z.union([validationErrorEnvelope, errorEnvelope]), 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope } as const;

/**
 * Owners and admins only (spec A §6: they land on the website settings; other agents and customers do not edit
 * them): the role matrix's "settings.manage" (src/shared/permissions.ts), checked before the body is validated.
 */
const managers = allowed("settings.manage", "change");

/** spec A §8 / §3 "Application config: validationError, message": every refused field, the first one's words as the message. */
function refuse(reply: FastifyReply, request: FastifyRequest, problems: ValidationError) {
  const translated = problems.map(({ field, message }) => {
    const rule = ruleMessage(message);
    return { field, message: rule ? request.t(rule) : message };
  });
  return reply.code(400).send({ status: false as const, message: translated[0]?.message ?? request.t(messages.somethingWentWrong), data: null, validationError: translated });
}

/**
 * The reward wallet application is the booking core's earn rate (docs/decisions.md "Reward wallet"): on with its
 * percent when the rate is above 0. One setting, so the percent set here is the one bookings earn.
 */
async function toApplications(db: Db, row: AgencyRow): Promise<Applications> {
  const { mailDomain } = row.applications;
  const { earnRate } = await loadRewardWalletConfig(db, row.id);
  return {
    mailDomain: mailDomain
      ? { domain: mailDomain.domain, status: "pending", verificationRecord: { type: "TXT", name: `_waypoint.${mailDomain.domain}`, value: `waypoint-verify=${mailDomain.verificationToken}` } }
      : { domain: null, status: "none", verificationRecord: null },
    rewardWallet: { isEnabled: earnRate > 0, cashbackPercent: earnRate },
  };
}

/**
 * spec B §7 "Agency back office": POST (every setting), PATCH (the changed ones) /api/agency, the
 * subdomain check (spec B §5), the SSO secret, and the application config. GET /api/agency and
 * /api/agency/{id} stay in routes.ts (public branding).
 */
export function registerWebsiteSettingsRoutes(app: FastifyInstance, deps: { db: Db; storage: FileStorage }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  async function save(request: FastifyRequest, reply: FastifyReply, patch: WebsiteSettingsPatch) {
    const agency = agencyOf(request);
    const conflicts = await settingsConflicts(deps, agency, patch);
    if (conflicts.length) return refuse(reply, request, conflicts);
    const columns = settingsColumns(patch);
    // Nothing to change (an empty PATCH) is a save of nothing, not an error. The change and its line in the
    // audit trail (the fields that changed, before and after) are written together.
    const updated = await db.transaction(async (tx) => {
      const [row] = Object.keys(columns).length ? await tx.update(agencies).set(columns).where(eq(agencies.id, agency.id)).returning() : [agency];
      const change = row && changedFields(agency, row, Object.keys(columns) as (keyof AgencyRow & string)[]);
      if (!change) auditUnchanged();
      if (row && change && request.user) await recordAudit(tx, { agencyId: agency.id, actor: request.user, action: "settings.changed", subject: { name: row.agencyName }, ...change });
      return row;
    });
    if (!updated) return reply.code(404).send(fail(request.t(messages.agencyNotFound)));
    return ok(toAgencyData(updated), request.t(m.updated));
  }

  for (const [method, body, summary] of [
    ["POST", websiteSettings, "Owner/admin: save every website setting (spec A §3 agencyData)"],
    ["PATCH", websiteSettingsPatch, "Owner/admin: save the website settings given"],
  ] as const) {
    r.route({
      method,
      url: "/api/agency",
      config: { audit: "settings.changed" },
      preValidation: managers,
      attachValidation: true,
      schema: { tags, summary, body, response: { 200: agencyResponse, ...errors } },
      handler: async (request, reply) => {
        if (request.validationError) return refuse(reply, request, fieldErrors(request, request.validationError.validation));
        return save(request, reply, request.body);
      },
    });
  }

  r.get(
    "/api/agency/subdomain/availability",
    {
      preValidation: managers,
      schema: { tags, summary: "Owner/admin: may the agency's site move to this subdomain? (spec B §5)", querystring: subdomainAvailabilityQuery, response: { 200: subdomainAvailabilityResponse, ...errors } },
    },
    async (request) => {
      const agency = agencyOf(request);
      const parsed = subdomainSchema.safeParse(request.query.subdomain);
      const subdomain = parsed.success ? parsed.data : request.query.subdomain.trim().toLowerCase();
      const issue = parsed.success ? null : parsed.error.issues[0]?.message;
      const reason = issue === m.subdomainReserved.id ? "reserved" : issue ? "format" : (await subdomainTaken(db, subdomain, agency.id)) ? "taken" : null;
      const said = { format: m.subdomainFormat, reserved: m.subdomainReserved, taken: m.subdomainTaken } as const;
      return ok({ subdomain, available: reason === null, reason }, request.t(reason ? said[reason] : m.subdomainAvailable));
    },
  );

  r.post(
    "/api/agency/sso/secret",
    {
      config: { audit: "settings.changed" },
      preValidation: managers,
      schema: { tags, summary: "Owner/admin: a new HS256 secret for single sign-on, answered once (the old one stops working)", response: { 200: ssoSecretResponse, ...errors } },
    },
    async (request) => {
      const agency = agencyOf(request);
      const secret = randomBytes(32).toString("base64url");
      await db.transaction(async (tx) => {
        await tx.update(agencies).set({ ssoSecret: secret }).where(eq(agencies.id, agency.id));
        // The audit trail says the secret changed, never what it is.
        if (request.user) await recordAudit(tx, { agencyId: agency.id, actor: request.user, action: "settings.changed", subject: { name: agency.agencyName }, after: { ssoSecretRotated: true } });
      });
      return ok({ secret }, request.t(m.ssoSecretRotated));
    },
  );

  r.get(
    "/api/agency/applications",
    { preValidation: managers, schema: { tags, summary: "Owner/admin: the application config (mail domain, reward wallet)", response: { 200: applicationsResponse, ...errors } } },
    async (request) => ok(await toApplications(db, agencyOf(request)), request.t(messages.ok)),
  );

  async function saveApplication(request: FastifyRequest, reply: FastifyReply, next: AgencyRow["applications"], message: MessageDescriptor) {
    const agency = agencyOf(request);
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx.update(agencies).set({ applications: next }).where(eq(agencies.id, agency.id)).returning();
      // The domain asked for, before and after; its verification token is a secret and never written.
      const change = changedFields({ mailDomain: agency.applications.mailDomain?.domain ?? null }, { mailDomain: next.mailDomain?.domain ?? null }, ["mailDomain"]);
      if (row && change) await auditChange(tx, { action: "application.mailDomain", subject: { name: row.agencyName }, ...change });
      else auditUnchanged();
      return row;
    });
    if (!updated) return reply.code(404).send(fail(request.t(messages.agencyNotFound)));
    return ok(await toApplications(db, updated), request.t(message));
  }

  r.post(
    "/api/agency/applications/mail-domain",
    {
      config: { audit: "application.mailDomain" },
      preValidation: managers,
      attachValidation: true,
      schema: { tags, summary: "Owner/admin: send the agency's mail from its own domain (answers the DNS record that proves it)", body: mailDomainRequest, response: { 200: applicationsResponse, ...errors } },
    },
    async (request, reply) => {
      if (request.validationError) return refuse(reply, request, fieldErrors(request, request.validationError.validation));
      const current = agencyOf(request).applications;
      const domain = request.body.domain;
      const verificationToken = current.mailDomain?.domain === domain ? current.mailDomain.verificationToken : randomBytes(16).toString("hex");
      return saveApplication(request, reply, { ...current, mailDomain: { domain, verificationToken } }, m.mailDomainSaved);
    },
  );

  r.post(
    "/api/agency/applications/reward-wallet",
    {
      config: { audit: "rewardWallet.changed" },
      preValidation: managers,
      attachValidation: true,
      schema: { tags, summary: "Owner/admin: the reward wallet application (cashback percent for clients and agents)", body: rewardWalletRequest, response: { 200: applicationsResponse, ...errors } },
    },
    async (request, reply) => {
      if (request.validationError) return refuse(reply, request, fieldErrors(request, request.validationError.validation));
      // The earn rate itself, as the Add-ons page sets it: off is 0 %.
      const agency = agencyOf(request);
      await changeEarnRate(db, agency, userOf(request).user, request.body.isEnabled ? request.body.cashbackPercent : 0);
      return ok(await toApplications(db, agency), request.t(m.rewardWalletSaved));
    },
  );
}
