import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Invitation } from "@/shared/api/auth";
import { errorEnvelope } from "@/shared/api/envelope";
import { invitationIdRequest, invitationResentResponse, invitationsResponse, doneResponse, type PendingInvitation } from "@/shared/api/people";
import { backOfficeMessages as m } from "@/shared/back-office/messages";
import { messages } from "@/shared/messages";
import { issueLink, TTL } from "../accounts/account-tokens";
import { agencyOrigin } from "../accounts/agency-origin";
import { mailTo } from "../accounts/context";
import type { Db } from "../db/client";
import { accountTokens, users, type AccountTokenRow, type AgencyRow, type UserRow } from "../db/schema";
import { ok } from "../http/envelope";
import { allowed } from "../accounts/permissions";
import { invitationMail } from "../mail/templates";
import { recordAudit, type AuditEntry } from "./audit";
import { answer, BackOfficeRefusal, callerOf } from "./changes";
import type { BackOfficeDeps } from "./clients-routes";

// spec B §6: the agency invites agents by email, with the restricted flag. An invitation is a single-use link
// (account_tokens, purpose "invitation", 7 days); the back office lists the open ones, sends one again (a new
// link: the old one stops working) and revokes one.

export interface InvitationTerms {
  email: string;
  isRestrictedAgent: boolean;
  /** AgencyOwner: the provider invites a new agency's first owner (src/server/provider/agencies.ts). */
  userType: "Agent" | "Admin" | "AgencyOwner";
}

export const termsOf = (row: AccountTokenRow): InvitationTerms => ({
  email: row.email ?? "",
  isRestrictedAgent: row.data.isRestrictedAgent === true,
  userType: row.data.userType === "Admin" || row.data.userType === "AgencyOwner" ? row.data.userType : "Agent",
});

export const toInvitation = (row: AccountTokenRow): Invitation => ({
  email: row.email ?? "",
  isRestrictedAgent: termsOf(row).isRestrictedAgent,
  expiresAt: row.expiresAt.toISOString(),
});

const open = (agencyId: string) => and(eq(accountTokens.agencyId, agencyId), eq(accountTokens.purpose, "invitation"), isNull(accountTokens.usedAt));

/** Ends the open invitations to an address (a new one replaces them), or one invitation by id. */
async function closeInvitations(db: Pick<Db, "update">, agencyId: string, which: { email: string } | { id: string }): Promise<AccountTokenRow[]> {
  return db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(open(agencyId), "email" in which ? eq(accountTokens.email, which.email) : eq(accountTokens.id, which.id)))
    .returning();
}

/** An invitation as it is issued: by an agency's staff (the back office) or by the provider to a new agency's owner. */
export interface InvitationIssue {
  agency: AgencyRow;
  terms: InvitationTerms;
  /** Who invited: the back office's caller, the provider's operator, or null for the `agency create` command. */
  invitedBy: string | null;
  inviterName: string;
  /** The agency site's origin the link points at. */
  origin: string;
  language: UserRow["language"];
  /** The audit trail's line, written with the link (the back office's own changes). */
  audit: AuditEntry | null;
}

/**
 * Issues the single-use link (ending the open invitations to the same address), records it and mails it
 * through the outbox: the back office's invitations and a new agency's owner (src/server/provider/agencies.ts)
 * alike, so the owner sets their own password on /signup like every invited agent.
 */
export async function issueInvitation(deps: Pick<BackOfficeDeps, "db" | "translator">, invite: InvitationIssue): Promise<AccountTokenRow> {
  const { db } = deps;
  const { agency, terms } = invite;
  const issued = await db.transaction(async (tx) => {
    await closeInvitations(tx, agency.id, { email: terms.email });
    const link = await issueLink(tx, {
      purpose: "invitation",
      agencyId: agency.id,
      email: terms.email,
      data: { isRestrictedAgent: terms.isRestrictedAgent, userType: terms.userType, invitedBy: invite.invitedBy },
      ttlMs: TTL.invitation,
    });
    if (invite.audit) await recordAudit(tx, invite.audit);
    return link;
  });
  const link = `${invite.origin}/signup?invitationToken=${encodeURIComponent(issued.token)}`;
  await mailTo(deps, agency, { email: terms.email, language: invite.language }, (t) => invitationMail(t, { name: terms.email, agencyName: agency.agencyName, inviterName: invite.inviterName }, link));
  return issued.row;
}

/** Issues the link, mails it through the outbox and records it: POST /api/agency/invitations and resend. */
export async function sendInvitation(deps: BackOfficeDeps, request: FastifyRequest, invite: { agency: AgencyRow; inviter: UserRow; terms: InvitationTerms; resent: boolean }): Promise<AccountTokenRow> {
  const { agency, inviter, terms } = invite;
  return issueInvitation(deps, {
    agency,
    terms,
    invitedBy: inviter.id,
    inviterName: inviter.name,
    origin: await agencyOrigin(deps.db, request, { baseDomain: deps.baseDomain }),
    language: request.lang,
    audit: { agencyId: agency.id, actor: inviter, action: invite.resent ? "invitation.resent" : "invitation.sent", subject: { name: terms.email }, after: { ...terms } },
  });
}

async function pending(db: Db, agencyId: string): Promise<PendingInvitation[]> {
  const rows = await db.select().from(accountTokens).where(open(agencyId)).orderBy(desc(accountTokens.createdAt)).limit(200);
  const inviterIds = [...new Set(rows.map((row) => String(row.data.invitedBy ?? "")).filter((id) => /^[0-9a-f-]{36}$/i.test(id)))];
  const inviters = inviterIds.length ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, inviterIds)) : [];
  const nameOf = new Map(inviters.map((u) => [u.id, u.name]));
  return rows.map((row) => ({
    _id: row.id,
    ...termsOf(row),
    invitedBy: nameOf.get(String(row.data.invitedBy)) ?? "",
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= Date.now(),
  }));
}

const tags = ["back office"];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope } as const;

export function registerInvitationRoutes(app: FastifyInstance, deps: BackOfficeDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    "/api/agency/invitations",
    {
      preValidation: allowed("agents.invite", "read"),
      schema: { tags, summary: "Invitations not yet accepted or revoked (expired ones too: they can be sent again)", response: { 200: invitationsResponse, ...errors } },
    },
    async (request) => ok(await pending(db, callerOf(request).agency.id), request.t(messages.ok)),
  );

  r.post(
    "/api/agency/invitations/resend",
    {
      config: { audit: "invitation.resent" },
      preValidation: allowed("agents.invite", "change"),
      schema: { tags, summary: "Send an open invitation again with a new link (the old link stops working)", body: invitationIdRequest, response: { 200: invitationResentResponse, ...errors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const { agency, actor } = callerOf(request);
        const [row] = await db
          .select()
          .from(accountTokens)
          .where(and(open(agency.id), eq(accountTokens.id, request.body.invitationId)))
          .limit(1);
        if (!row) throw new BackOfficeRefusal(404, m.invitationGone);
        const terms = termsOf(row);
        // Only the owner invites admins (as POST /api/agency/invitations): an admin resends it as an agent's.
        const sent = await sendInvitation(deps, request, { agency, inviter: actor, terms: { ...terms, userType: actor.userType === "AgencyOwner" ? terms.userType : "Agent" }, resent: true });
        const [listed] = (await pending(db, agency.id)).filter((p) => p._id === sent.id);
        if (!listed) throw new BackOfficeRefusal(404, m.invitationGone);
        return ok(listed, request.t(m.invitationResent, { email: terms.email }));
      }),
  );

  r.post(
    "/api/agency/invitations/revoke",
    {
      config: { audit: "invitation.revoked" },
      preValidation: allowed("agents.invite", "change"),
      schema: { tags, summary: "Revoke an open invitation: its link stops working", body: invitationIdRequest, response: { 200: doneResponse, ...errors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const { agency, actor } = callerOf(request);
        await db.transaction(async (tx) => {
          const [row] = await closeInvitations(tx, agency.id, { id: request.body.invitationId });
          if (!row) throw new BackOfficeRefusal(404, m.invitationGone);
          await recordAudit(tx, { agencyId: agency.id, actor, action: "invitation.revoked", subject: { name: row.email ?? "" }, before: { ...termsOf(row) } });
        });
        return ok(null, request.t(m.invitationRevoked));
      }),
  );
}
