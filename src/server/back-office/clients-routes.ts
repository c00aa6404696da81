import { stringify } from "csv-stringify/sync";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorEnvelope } from "@/shared/api/envelope";
import {
  changeResponse,
  clientActionsRequest,
  clientActionsResponse,
  clientsResponse,
  createClientRequest,
  doneResponse,
  exportQuery,
  listQuery,
  personParams,
  personResponse,
  promoteClientRequest,
  resendVerificationRequest,
  rewardWalletRequest,
  userStatusRequest,
  type ClientAction,
} from "@/shared/api/people";
import { backOfficeMessages as m } from "@/shared/back-office/messages";
import { messages } from "@/shared/messages";
import { userCan } from "@/shared/permissions";
import { issueLink, TTL } from "../accounts/account-tokens";
import { agencyOrigin } from "../accounts/agency-origin";
import { mailTo } from "../accounts/context";
import { accountServerMessages } from "../accounts/messages";
import { insertUser } from "../accounts/users";
import type { Db } from "../db/client";
import type { AgencyRow, UserRow } from "../db/schema";
import type { Translator } from "../i18n";
import { ok } from "../http/envelope";
import { allowed } from "../accounts/permissions";
import { verifyEmailMail, welcomeMail } from "../mail/templates";
import { auditChange, recordAudit } from "./audit";
import { auditUnchanged } from "./audit-scope";
import { answer, BackOfficeRefusal, callerOf, changeableTarget, changeUser } from "./changes";
import { bookingsOf, clientsJoined, findPerson, listPeople, toSummary } from "./people";

export interface BackOfficeDeps {
  db: Db;
  translator: Translator;
  baseDomain?: string | undefined;
}

const tags = ["back office"];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope } as const;

/** spec B §7 "Agency back office": the client calls (spec B §6: status, reward wallet, promotion, markups apart). */
export function registerClientRoutes(app: FastifyInstance, deps: BackOfficeDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  /**
   * A client who never chose a password (added by the agency) gets the link that sets one, valid 7 days;
   * one who signed up gets the usual verification link (24 h).
   */
  async function mailAccountLink(request: FastifyRequest, agency: AgencyRow, client: UserRow): Promise<void> {
    const origin = await agencyOrigin(db, request, { baseDomain: deps.baseDomain });
    const recipient = { name: client.name, agencyName: agency.agencyName };
    if (client.passwordHash === null) {
      const { token } = await issueLink(db, { purpose: "resetPassword", agencyId: agency.id, userId: client.id, ttlMs: TTL.invitation });
      const link = `${origin}/newPassword?token=${encodeURIComponent(token)}`;
      await mailTo(deps, agency, client, (t) => welcomeMail(t, recipient, link));
    } else {
      const { token } = await issueLink(db, { purpose: "verifyEmail", agencyId: agency.id, userId: client.id, ttlMs: TTL.verifyEmail });
      const link = `${origin}/verify?token=${encodeURIComponent(token)}`;
      await mailTo(deps, agency, client, (t) => verifyEmailMail(t, recipient, link));
    }
  }

  /** One change of a client, as the single routes and the bulk actions make it. */
  async function apply(request: FastifyRequest, client: UserRow, action: ClientAction): Promise<UserRow> {
    const { agency, actor } = callerOf(request);
    switch (action) {
      case "activate":
      case "deactivate": {
        const updated = await changeUser(db, { agency, actor, target: client, patch: { isActive: action === "activate" }, action: "user.statusChanged" });
        if (!updated.isActive) await request.server.sessions.revokeAllForUser(updated.id);
        return updated;
      }
      case "enableRewardWallet":
      case "disableRewardWallet":
        return changeUser(db, { agency, actor, target: client, patch: { isRewardWalletEnable: action === "enableRewardWallet" }, action: "user.rewardWalletChanged" });
      case "resendVerificationEmail":
        if (client.emailVerified) throw new BackOfficeRefusal(409, m.alreadyVerified);
        await mailAccountLink(request, agency, client);
        await auditChange(db, { action: "client.verificationResent", subject: { userId: client.id, name: client.name }, after: { email: client.email } });
        return client;
    }
  }

  async function client(request: FastifyRequest, userId: string): Promise<UserRow> {
    const { agency, actor } = callerOf(request);
    return changeableTarget(db, agency, actor, "clients", userId);
  }

  r.get(
    "/api/agency/clients",
    {
      preValidation: allowed("clients.view", "read"),
      schema: { tags, summary: "The agency's clients: offSet, limit, searchQuery (name or email); totalClients", querystring: listQuery, response: { 200: clientsResponse, ...errors } },
    },
    async (request) => {
      const { rows, total } = await listPeople(db, callerOf(request).agency.id, "clients", request.query);
      return ok({ clients: rows.map(toSummary), totalClients: total }, request.t(messages.ok));
    },
  );

  r.get(
    "/api/agency/clients/exports/data",
    {
      preValidation: allowed("clients.export", "read"),
      schema: { tags, summary: "Clients who joined between startDate and endDate (inclusive) as CSV", querystring: exportQuery, produces: ["text/csv"] },
    },
    async (request, reply) => {
      const { agency } = callerOf(request);
      const rows = await clientsJoined(db, agency.id, request.query.startDate, request.query.endDate);
      const t = request.t;
      const header = [t(exportColumns.name), t(exportColumns.email), t(exportColumns.phone), t(exportColumns.status), t(exportColumns.verified), t(exportColumns.rewardWallet), t(exportColumns.joined)];
      const yesNo = (value: boolean) => t(value ? exportColumns.yes : exportColumns.no);
      const body = rows.map((row) => [
        row.name,
        row.email,
        row.phoneNumber ?? "",
        t(row.isActive ? exportColumns.active : exportColumns.inactive),
        yesNo(row.emailVerified),
        yesNo(row.isRewardWalletEnable),
        row.createdAt.toISOString(),
      ]);
      // A cell that starts with = + - @ (or a tab or carriage return) would run as a formula in a spreadsheet.
      const csv = stringify([header, ...body], { escape_formulas: true });
      const file = `clients-${request.query.startDate}-${request.query.endDate}.csv`;
      return reply.type("text/csv; charset=utf-8").header("content-disposition", `attachment; filename="${file}"`).send(csv);
    },
  );

  r.get(
    "/api/agency/clients/:id",
    {
      preValidation: allowed("clients.view", "read"),
      schema: { tags, summary: "A client, with the bookings the caller may see (every vertical)", params: personParams, response: { 200: personResponse, ...errors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const { agency, actor } = callerOf(request);
        const person = await findPerson(db, agency.id, "clients", request.params.id);
        if (!person) throw new BackOfficeRefusal(404, m.notAClient);
        return ok({ person: toSummary(person), bookings: await bookingsOf(db, agency, actor, person.id) }, request.t(messages.ok));
      }),
  );

  r.post(
    "/api/agency/clients/create",
    {
      config: { audit: "client.created" },
      preValidation: allowed("clients.edit", "change"),
      schema: { tags, summary: "Add a client; mails them a link to choose a password (7 days)", body: createClientRequest, response: { 200: changeResponse, ...errors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const { agency, actor } = callerOf(request);
        const { name, email, phoneNumber } = request.body;
        const created = await db.transaction(async (tx) => {
          const row = await insertUser(tx, { agencyId: agency.id, name: name.trim(), email, phoneNumber: phoneNumber || null, userType: "Customer", language: agency.defaultLanguage });
          if (!row) throw new BackOfficeRefusal(409, accountServerMessages.emailTaken);
          await recordAudit(tx, { agencyId: agency.id, actor, action: "client.created", subject: { userId: row.id, name: row.name }, after: { email: row.email, phoneNumber: row.phoneNumber } });
          return row;
        });
        await mailAccountLink(request, agency, created);
        return ok(toSummary(created), request.t(m.clientCreated));
      }),
  );

  r.post(
    "/api/agency/clients/actions",
    {
      config: { audit: ["user.statusChanged", "user.rewardWalletChanged", "client.verificationResent"] },
      preValidation: allowed("clients.edit", "change"),
      schema: {
        tags,
        summary: "One action on several clients: activate, deactivate, reward wallet on/off, resend verification",
        body: clientActionsRequest,
        response: { 200: clientActionsResponse, ...errors },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        let updated = 0;
        for (const userId of new Set(request.body.userIds)) {
          const target = await client(request, userId).catch(() => null);
          // Skipped: not a client of this agency, or nothing to do (an address already verified).
          if (!target || (request.body.action === "resendVerificationEmail" && target.emailVerified)) continue;
          await apply(request, target, request.body.action);
          updated += 1;
        }
        // Nothing to do for any of them: nothing changed, so no line.
        if (updated === 0) auditUnchanged();
        return ok({ updated }, request.t(m.actionsDone, { count: updated }));
      }),
  );

  r.patch(
    "/api/agency/clients/user-status",
    {
      config: { audit: "user.statusChanged" },
      preValidation: allowed("clients.edit", "change"),
      schema: { tags, summary: "Activate or deactivate a client (deactivation ends their sessions)", body: userStatusRequest, response: { 200: changeResponse, ...errors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const updated = await apply(request, await client(request, request.body.userId), request.body.isActive ? "activate" : "deactivate");
        return ok(toSummary(updated), request.t(m.statusChanged));
      }),
  );

  r.patch(
    "/api/agency/clients/reward-wallet",
    {
      config: { audit: "user.rewardWalletChanged" },
      preValidation: allowed("clients.edit", "change"),
      schema: { tags, summary: "Turn a client's reward wallet on or off (isRewardWalletEnable)", body: rewardWalletRequest, response: { 200: changeResponse, ...errors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const updated = await apply(request, await client(request, request.body.userId), request.body.isRewardWalletEnable ? "enableRewardWallet" : "disableRewardWallet");
        return ok(toSummary(updated), request.t(m.dataUpdated));
      }),
  );

  r.post(
    "/api/agency/clients/resend-verification-email",
    {
      config: { audit: "client.verificationResent" },
      preValidation: allowed("clients.edit", "change"),
      schema: { tags, summary: "Mail the client's verification link again (or the set-password link of a client the agency added)", body: resendVerificationRequest, response: { 200: doneResponse, ...errors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        await apply(request, await client(request, request.body.userId), "resendVerificationEmail");
        return ok(null, request.t(m.verificationSent));
      }),
  );

  r.patch(
    "/api/agency/clients/user-type",
    {
      config: { audit: "user.promoted" },
      preValidation: allowed("clients.promote", "change"),
      schema: { tags, summary: "Promote a client to an agent (restricted or not) or, by the owner, an admin", body: promoteClientRequest, response: { 200: changeResponse, ...errors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const { agency, actor } = callerOf(request);
        const { userId, userType, isRestrictedAgent } = request.body;
        if (userType === "Admin" && !userCan(actor, "admins.manage")) throw new BackOfficeRefusal(403, m.ownerOnly);
        const target = await client(request, userId);
        const patch = { userType, isTravelAgent: true, isRestrictedAgent: userType === "Agent" && isRestrictedAgent };
        const updated = await changeUser(db, { agency, actor, target, patch, action: "user.promoted" });
        return ok(toSummary(updated), request.t(m.userPromoted));
      }),
  );
}

/** The export's column names and values, in the caller's language. */
const exportColumns = {
  name: /*i18n*/ { id: "backOffice.export.name", message: "Name" },
  email: /*i18n*/ { id: "backOffice.export.email", message: "Email" },
  phone: /*i18n*/ { id: "backOffice.export.phone", message: "Phone" },
  status: /*i18n*/ { id: "backOffice.export.status", message: "Status" },
  verified: /*i18n*/ { id: "backOffice.export.verified", message: "Email verified" },
  rewardWallet: /*i18n*/ { id: "backOffice.export.rewardWallet", message: "Reward wallet" },
  joined: /*i18n*/ { id: "backOffice.export.joined", message: "Joined" },
  active: /*i18n*/ { id: "backOffice.export.active", message: "Active" },
  inactive: /*i18n*/ { id: "backOffice.export.inactive", message: "Inactive" },
  yes: /*i18n*/ { id: "backOffice.export.yes", message: "Yes" },
  no: /*i18n*/ { id: "backOffice.export.no", message: "No" },
} as const;
