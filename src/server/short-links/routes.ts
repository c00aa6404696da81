import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorEnvelope } from "@/shared/api/envelope";
import {
  createShortUrlRequest,
  searchServicesQuery,
  searchServicesResponse,
  shareablePage,
  shortLinkResponse,
  shortUrlDeletedResponse,
  shortUrlEmailRequest,
  shortUrlEmailResponse,
  shortUrlIdParams,
  shortUrlListQuery,
  shortUrlListResponse,
  shortUrlParams,
} from "@/shared/api/short-links";
import { backOfficeMessages as m, backOfficeRuleMessages as r } from "@/shared/back-office/messages";
import { messages } from "@/shared/messages";
import { userCan } from "@/shared/permissions";
import { mailTo } from "../accounts/context";
import { findAgencyByHost } from "../agency/repository";
import { requireActiveAgency } from "../agency/hooks";
import { auditChange } from "../back-office/audit";
import type { Db } from "../db/client";
import type { UserRow } from "../db/schema";
import { fail, ok } from "../http/envelope";
import { allowed } from "../accounts/permissions";
import type { Translator } from "../i18n";
import { shortLinkMail } from "../mail/templates";
import { requireUser } from "../sessions/require-user";
import { recentSearches } from "./search-services";
import { countClick, createShortLink, deleteShortLink, findShortLink, listShortLinks, toShortLink } from "./store";

const tags = ["short links"];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope } as const;

/** The short link is on the host the caller uses (the agency's own: the agency was resolved from it). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Staff who see the agency's bookings ("bookings.agencyWide") see and delete every link of the agency; a
 * restricted agent only those they shared, like their bookings (spec B §6).
 */
const onlyBy = (actor: UserRow): string | null => (userCan(actor, "bookings.agencyWide") ? null : actor.id);

function caller(request: FastifyRequest) {
  if (!request.agency || !request.user) throw new Error("short link route without its preHandlers");
  return { agency: request.agency, actor: request.user };
}

/** spec A §7 "Short links", spec B §7 "Short links" and GET /api/agency/search/services. */
export function registerShortLinkRoutes(app: FastifyInstance, deps: { db: Db; translator: Translator; baseDomain?: string | undefined }): void {
  const rz = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  rz.post(
    "/api/short-url",
    {
      config: { audit: "shortLink.created" },
      // Before validation: a caller without a session learns nothing from a 400.
      preValidation: [requireActiveAgency, requireUser],
      schema: {
        tags,
        summary: "Save a search, results or details page of the agency's site under a short link (url, image, title, description)",
        body: createShortUrlRequest,
        response: { 200: shortLinkResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { agency, actor } = caller(request);
      if (await request.server.abuseLimits.refuse(request, reply, "shortLinkCreate", { perUser: actor.id, perClient: request.ip })) return reply;
      const page = shareablePage(request.body.url);
      // A full URL must name one of the agency's own hosts: a short link never leads off the agency's site.
      const onSite = page && (page.host === null || (await findAgencyByHost(db, page.host, deps.baseDomain))?.id === agency.id);
      if (!page || !onSite) return reply.code(400).send(fail(request.t(r.shortLinkPage), { field: "body.url" }));
      const row = await createShortLink(db, {
        agencyId: agency.id,
        createdBy: actor.id,
        path: page.path,
        type: page.type,
        title: request.body.title,
        description: request.body.description,
        image: request.body.image || null,
      });
      const created = toShortLink(row, originOf(request));
      await auditChange(db, { action: "shortLink.created", subject: { name: row.title || created.shortUrl }, after: { shortUrl: created.shortUrl, path: row.path, type: row.type } });
      return ok(created, request.t(m.shortLinkCreated));
    },
  );

  rz.get(
    "/api/short-url/:code",
    {
      preHandler: requireActiveAgency,
      schema: { tags, summary: "Resolve a short link of the host's agency (counts a click)", params: shortUrlParams, response: { 200: shortLinkResponse, ...errors } },
    },
    async (request, reply) => {
      const row = request.agency ? await countClick(db, request.agency.id, request.params.code) : null;
      if (!row) return reply.code(404).send(fail(request.t(m.shortLinkNotFound)));
      return ok(toShortLink(row, originOf(request)), request.t(messages.ok));
    },
  );

  rz.post(
    "/api/short-url/email",
    {
      config: { audit: "shortLink.emailed" },
      // Before validation: a caller without a session learns nothing from a 400.
      preValidation: [requireActiveAgency, requireUser],
      schema: { tags, summary: "Email a short link of the agency (the link, an address, a note)", body: shortUrlEmailRequest, response: { 200: shortUrlEmailResponse, ...errors } },
    },
    async (request, reply) => {
      const { agency, actor } = caller(request);
      // A mail relay under the agency's name: limited per sender, per recipient and per agency.
      const recipient = request.body.email.trim().toLowerCase();
      if (await request.server.abuseLimits.refuse(request, reply, "shortLinkMail", { perSender: actor.id, perRecipient: recipient, perAgency: agency.id })) return reply;
      const row = await findShortLink(db, agency.id, request.body.code);
      if (!row) return reply.code(404).send(fail(request.t(m.shortLinkNotFound)));
      const link = toShortLink(row, originOf(request));
      // The recipient's language is unknown: the sender's is the best guess (they write the note in it).
      await mailTo(deps, agency, { email: request.body.email, language: request.lang }, (t) =>
        shortLinkMail(t, { name: request.body.email, agencyName: agency.agencyName, senderName: actor.name, title: row.title, description: row.description, note: request.body.note }, link.shortUrl),
      );
      // Who mailed which link to which address; the note is theirs to the recipient and is not kept.
      await auditChange(db, { action: "shortLink.emailed", subject: { name: row.title || link.shortUrl }, after: { shortUrl: link.shortUrl, email: recipient } });
      return ok({ sent: true as const }, request.t(m.shortLinkSent));
    },
  );

  rz.get(
    "/api/agency/short-urls",
    {
      preValidation: allowed("backOffice.enter", "read"),
      schema: { tags, summary: "The agency's short links: offSet, limit, type, search, startDate, endDate; totalRecords", querystring: shortUrlListQuery, response: { 200: shortUrlListResponse, ...errors } },
    },
    async (request) => {
      const { agency, actor } = caller(request);
      const { rows, total } = await listShortLinks(db, { agencyId: agency.id, onlyBy: onlyBy(actor) }, request.query, originOf(request));
      return { status: true, message: request.t(messages.ok), data: rows, totalRecords: total };
    },
  );

  rz.delete(
    "/api/agency/short-urls/:id",
    {
      config: { audit: "shortLink.deleted" },
      preValidation: allowed("backOffice.enter", "change"),
      schema: { tags, summary: "Delete a short link of the agency (it stops resolving)", params: shortUrlIdParams, response: { 200: shortUrlDeletedResponse, ...errors } },
    },
    async (request, reply) => {
      const { agency, actor } = caller(request);
      const deleted = await deleteShortLink(db, { agencyId: agency.id, onlyBy: onlyBy(actor) }, request.params.id);
      if (!deleted) return reply.code(404).send(fail(request.t(m.shortLinkNotFound)));
      await auditChange(db, { action: "shortLink.deleted", subject: { name: deleted.title || deleted.code }, before: { code: deleted.code, path: deleted.path, type: deleted.type } });
      return ok({ id: request.params.id, deleted: true as const }, request.t(m.shortLinkDeleted));
    },
  );

  rz.get(
    "/api/agency/search/services",
    {
      preValidation: allowed("backOffice.enter", "read"),
      schema: {
        tags: ["back office"],
        summary: "The agency's recent searches across its users and booking types: from, size; totalRecords",
        querystring: searchServicesQuery,
        response: { 200: searchServicesResponse, ...errors },
      },
    },
    async (request) => {
      const { agency, actor } = caller(request);
      const { rows, total } = await recentSearches(db, { agencyId: agency.id, onlyBy: onlyBy(actor) }, request.query);
      return { status: true, message: request.t(messages.ok), data: rows, totalRecords: total };
    },
  );
}
