import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { eq } from "drizzle-orm";
import type { AuditAction, AuditValues } from "@/shared/api/audit";
import { errorEnvelope } from "@/shared/api/envelope";
import { createProposalRequest, proposalIdRequest, proposalListQuery, proposalListResponse, proposalParams, proposalResponse, updateProposalRequest, type ProposalView } from "@/shared/api/proposals";
import { messages } from "@/shared/messages";
import { proposalMessages as m } from "@/shared/proposals/messages";
import { agencyOrigin } from "../accounts/agency-origin";
import { requireActiveAgency } from "../agency/hooks";
import { auditChange } from "../back-office/audit";
import type { Db } from "../db/client";
import { users, type AgencyRow } from "../db/schema";
import type { ProposalRowDb } from "../db/schema-proposals";
import { ok } from "../http/envelope";
import { allowed } from "../accounts/permissions";
import type { Translator } from "../i18n";
import { sendMail } from "../mail/outbox";
import type { RenderedMail } from "../mail/templates";
import { BookingError } from "./errors";
import { agencyOf, answer, userOf } from "./http";
import { allowedProposalMail, proposalMail } from "./proposal-mail";
import { isExpired, ProposalStore, type LiveProposal } from "./proposals";
import type { VerticalRegistry } from "./registry";

// spec B §7 "Agency back office" proposal calls, spec A §2 the client's answer pages (docs/decisions.md "Proposals").
// Staff propose for the agency's clients ("bookings.forClients"); the client answers by the proposal's unguessable
// id, which only its mail carries (as the deal page always did).

export interface ProposalDeps {
  db: Db;
  translator: Translator;
  verticals: VerticalRegistry;
  baseDomain?: string | undefined;
}

const tags = ["proposals"];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope } as const;

export function registerProposalRoutes(app: FastifyInstance, deps: ProposalDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const store = new ProposalStore(db, deps.verticals);

  /** Mails the proposal's client (in their language) what `render` makes of it, priced now. */
  async function mailClient(request: FastifyRequest, agency: AgencyRow, row: ProposalRowDb, live: LiveProposal, render: typeof proposalMail): Promise<void> {
    const [client] = row.clientUserId ? await db.select().from(users).where(eq(users.id, row.clientUserId)) : [];
    const to = client?.email ?? row.clientEmail;
    if (!to) throw new BookingError(409, m.notAClient);
    const language = client?.language ?? agency.defaultLanguage;
    const t = deps.translator.translator(language);
    const view: ProposalView = live.shown(t);
    const origin = await agencyOrigin(db, request, { baseDomain: deps.baseDomain });
    const party = { clientName: client?.name ?? to, agentName: view.agentName ?? agency.agencyName, agencyName: agency.agencyName, language };
    const mail: RenderedMail = render(t, party, view, origin);
    await sendMail(db, { agencyId: agency.id, to, ...mail });
  }

  /**
   * The audit trail's line for a proposal (docs/security.md "Audit trail"): about its client, by the caller, or by
   * the client themself when they answer through their link.
   */
  async function proposalLine(row: ProposalRowDb, action: AuditAction, before: AuditValues | null, byClient = false): Promise<void> {
    const [client] = row.clientUserId ? await db.select().from(users).where(eq(users.id, row.clientUserId)) : [];
    const name = client?.name ?? row.clientEmail ?? row.id;
    const actor = byClient ? (client ?? { id: null, name, role: "client" as const }) : undefined;
    await auditChange(db, { action, subject: { userId: row.clientUserId, name }, before, after: { status: row.status, items: row.items.length }, ...(actor ? { actor } : {}) });
  }

  r.get(
    "/api/agency/proposal",
    {
      preValidation: allowed("bookings.forClients", "read"),
      schema: {
        tags,
        summary: "The agency's proposals: offSet, limit, startDate/endDate, pastTrips, proposalStatus, bookingStatus, searchString; with totals",
        querystring: proposalListQuery,
        response: { 200: proposalListResponse, ...errors },
      },
    },
    async (request) => {
      const today = new Date().toISOString().slice(0, 10);
      const { rows, total } = await store.list(agencyOf(request), userOf(request), request.query, today, request.t);
      return ok({ proposals: rows, totalProposals: total, totalRecords: total }, request.t(messages.ok));
    },
  );

  r.post(
    "/api/agency/proposal",
    {
      config: { audit: "proposal.created" },
      preValidation: allowed("bookings.forClients", "change"),
      schema: {
        tags,
        summary: "A proposal for a client of the agency: live offers of any vertical, a note and an expiry (saved, not sent)",
        body: createProposalRequest,
        response: { 200: proposalResponse, ...errors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const row = await store.create(agencyOf(request), userOf(request), request.body);
        await proposalLine(row, "proposal.created", null);
        return ok((await store.view(row)).shown(request.t), request.t(m.created));
      }),
  );

  r.post(
    "/api/v2/agency/email-itinerary",
    {
      config: { audit: "proposal.sent" },
      preValidation: allowed("bookings.forClients", "change"),
      schema: { tags, summary: "Mails the proposal to its client (again), with the links to approve or decline it", body: proposalIdRequest, response: { 200: proposalResponse, ...errors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const agency = agencyOf(request);
        let row = await store.forStaff(agency, userOf(request), request.body.proposalId);
        if (row.status !== "draft" && row.status !== "sent" && row.status !== "viewed") throw new BookingError(409, m.alreadyAnswered);
        if (isExpired(row)) throw new BookingError(409, m.expired);
        const live = await store.view(row);
        await mailClient(request, agency, row, live, proposalMail);
        const before = { status: row.status, items: row.items.length };
        if (row.status === "draft") row = await store.setStatus(row, "sent");
        await proposalLine(row, "proposal.sent", before);
        return ok({ ...live.shown(request.t), status: row.status }, request.t(m.sent));
      }),
  );

  r.post(
    "/api/agency/proposal/sendAllowedProposalEmail",
    {
      config: { audit: "proposal.bookingLinksSent" },
      preValidation: allowed("bookings.forClients", "change"),
      schema: { tags, summary: "Mails the client of an approved proposal where each of its offers is booked", body: proposalIdRequest, response: { 200: proposalResponse, ...errors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const agency = agencyOf(request);
        const row = await store.forStaff(agency, userOf(request), request.body.proposalId);
        if (row.status !== "approved") throw new BookingError(409, m.notApproved);
        const live = await store.view(row);
        await mailClient(request, agency, row, live, allowedProposalMail);
        await proposalLine(row, "proposal.bookingLinksSent", null);
        return ok(live.shown(request.t), request.t(m.bookingLinksSent));
      }),
  );

  // spec B §4 "A proposal status update stores the result": the client's answer from /allowAgentProposal or
  // /disapproveProposal, by the id its mail carries.
  r.patch(
    "/api/agency/proposal",
    {
      config: { audit: ["proposal.approved", "proposal.declined"] },
      preHandler: requireActiveAgency,
      schema: { tags, summary: "The client approves (proposalApproved true) or declines a proposal", body: updateProposalRequest, response: { 200: proposalResponse, ...errors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const before = await store.byId(agencyOf(request).id, request.body.proposalId);
        const row = await store.respond(agencyOf(request).id, request.body);
        await proposalLine(row, row.status === "approved" ? "proposal.approved" : "proposal.declined", { status: before.status, items: before.items.length }, true);
        return ok((await store.view(row)).shown(request.t), request.t(m.statusChanged));
      }),
  );

  r.get(
    "/api/proposals/:proposalId",
    {
      preHandler: requireActiveAgency,
      schema: { tags, summary: "A proposal as its client opens it, every offer priced again now", params: proposalParams, response: { 200: proposalResponse, ...errors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const row = await store.opened(await store.byId(agencyOf(request).id, request.params.proposalId));
        return ok((await store.view(row)).shown(request.t), request.t(messages.ok));
      }),
  );
}
