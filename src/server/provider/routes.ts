// The provider's console (issue "Ready to go live"): on the provider's own site, its owners and admins list the
// agencies, create one (its owner is mailed an invitation) and activate or deactivate one. The same service as
// the `agency` command (./agencies.ts); "agencies.manage" is held on the provider's site only
// (src/shared/permissions.ts PROVIDER_GRANTS).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorEnvelope } from "@/shared/api/envelope";
import { agencyStatusRequest, newAgencyRequest, providerAgenciesQuery, providerAgenciesResponse, providerAgencyResponse } from "@/shared/api/provider-agencies";
import { messages } from "@/shared/messages";
import { providerMessages as m } from "@/shared/provider/messages";
import { auditChange } from "../back-office/audit";
import type { Db } from "../db/client";
import { fail, ok } from "../http/envelope";
import { allowed } from "../accounts/permissions";
import type { Translator } from "../i18n";
import { createAgency, describeAgency, listAgencies, OnboardingRefusal, setAgencyActive, type OnboardingDeps, type SiteAddress } from "./agencies";

const tags = ["provider"];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope } as const;

/** The console's request came to the provider's host: the new site's links keep its scheme and port (`.localhost` in the demo). */
function addressOf(request: FastifyRequest): SiteAddress {
  return { protocol: request.protocol === "https" ? "https" : "http", port: /:(\d+)$/.exec(request.host)?.[1] ?? null };
}

async function refusal(request: FastifyRequest, reply: FastifyReply, error: unknown): Promise<FastifyReply> {
  if (!(error instanceof OnboardingRefusal)) throw error;
  return reply.code(error.status).send(fail(request.t(error.descriptor), error.field ? { field: `body.${error.field}` } : {}));
}

export function registerProviderRoutes(app: FastifyInstance, opts: { db: Db; translator: Translator; baseDomain?: string | undefined; production: boolean }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: OnboardingDeps = opts;

  r.get(
    "/api/provider/agencies",
    {
      preValidation: allowed("agencies.manage", "read"),
      schema: { tags, summary: "Provider: every agency, newest first, with its hosts, status and first owner", querystring: providerAgenciesQuery, response: { 200: providerAgenciesResponse, ...errors } },
    },
    async (request) => ok(await listAgencies(deps, request.query), request.t(messages.ok)),
  );

  r.post(
    "/api/provider/agencies",
    {
      preValidation: allowed("agencies.manage", "change"),
      config: { audit: "agency.created" },
      schema: {
        tags,
        summary: "Provider: create an agency (Active, the default menu and legal texts) and mail its owner an invitation to /signup",
        body: newAgencyRequest,
        response: { 200: providerAgencyResponse, ...errors },
      },
    },
    async (request, reply) => {
      try {
        const actor = request.user;
        const { agency, origin } = await createAgency(deps, request.body, { inviter: { id: actor?.id ?? null, name: actor?.name ?? "" }, address: addressOf(request) });
        const data = await describeAgency(deps, agency);
        const { agencyName, subdomain, customDomain, subscription, ownerEmail } = request.body;
        await auditChange(
          opts.db,
          {
            action: "agency.created",
            subject: { name: agencyName },
            after: { agencyName, subdomain: subdomain ?? agency.subdomain, customDomains: customDomain ?? null, subscriptionStart: subscription, email: ownerEmail.toLowerCase() },
          },
          request,
        );
        return ok(data, request.t(m.created, { agencyName: agency.agencyName, host: origin, email: request.body.ownerEmail.toLowerCase() }));
      } catch (error) {
        return refusal(request, reply, error);
      }
    },
  );

  r.post(
    "/api/provider/agencies/status",
    {
      preValidation: allowed("agencies.manage", "change"),
      config: { audit: "agency.statusChanged" },
      schema: {
        tags,
        summary: "Provider: activate or deactivate an agency (an inactive site says so and disables every action)",
        body: agencyStatusRequest,
        response: { 200: providerAgencyResponse, ...errors },
      },
    },
    async (request, reply) => {
      try {
        const agency = await setAgencyActive(deps, { id: request.body.agencyId }, request.body.active);
        await auditChange(opts.db, { action: "agency.statusChanged", subject: { name: agency.agencyName }, after: { isActive: request.body.active } }, request);
        return ok(await describeAgency(deps, agency), request.t(request.body.active ? m.activated : m.deactivated, { agencyName: agency.agencyName }));
      } catch (error) {
        return refusal(request, reply, error);
      }
    },
  );
}
