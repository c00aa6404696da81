import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  agentSignUpRequest,
  agentSignUpResponse,
  createInvitationRequest,
  createInvitationResponse,
  invitationParams,
  invitationResponse,
  type Invitation,
} from "../../shared/api/auth";
import { messages } from "../../shared/messages";
import { requireActiveAgency } from "../agency/hooks";
import { hashPassword } from "../auth/password";
import type { AccountTokenRow, UserType } from "../db/schema";
import { ok } from "../http/envelope";
import { invitationMail } from "../mail/templates";
import { requireUser } from "../sessions/require-user";
import { consumeLink, issueLink, peekLink, TTL } from "./account-tokens";
import { agencyOrigin } from "./agency-origin";
import { mailTo, type AccountsDeps } from "./context";
import { accountErrors, agencyOf, reject, userOf } from "./http";
import { accountServerMessages as am } from "./messages";
import { findUserByEmail, insertUser, isAgencyManager, normaliseEmail } from "./users";

const tags = ["accounts"];

interface InvitationData {
  isRestrictedAgent: boolean;
  userType: Extract<UserType, "Agent" | "Admin">;
}

const invitationData = (row: AccountTokenRow): InvitationData => ({
  isRestrictedAgent: row.data.isRestrictedAgent === true,
  userType: row.data.userType === "Admin" ? "Admin" : "Agent",
});

const toInvitation = (row: AccountTokenRow): Invitation => ({
  email: row.email ?? "",
  isRestrictedAgent: invitationData(row).isRestrictedAgent,
  expiresAt: row.expiresAt.toISOString(),
});

/** spec B §6: owners and admins invite agents by email; the invitee signs up with the locked email. */
export function registerAgencyAccountRoutes(app: FastifyInstance, deps: AccountsDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.post(
    "/api/agency/invitations",
    {
      preHandler: [requireActiveAgency, requireUser],
      schema: {
        tags,
        summary: "Owner/admin: invite an agent; mails <agency origin>/signup?invitationToken=… (single use, 7 days)",
        body: createInvitationRequest,
        response: { 200: createInvitationResponse, ...accountErrors },
      },
    },
    async (request, reply) => {
      const agency = agencyOf(request);
      const { user } = userOf(request);
      if (!isAgencyManager(user)) return reject(reply, 403, request.t(am.notAllowed));
      const email = normaliseEmail(request.body.email);
      if (await findUserByEmail(db, agency.id, email)) return reject(reply, 409, request.t(am.emailTaken));
      // Only an owner may create admins.
      const userType = request.body.userType === "Admin" && user.userType === "AgencyOwner" ? "Admin" : "Agent";
      const data: InvitationData = { isRestrictedAgent: request.body.isRestrictedAgent, userType };
      const { token, row } = await issueLink(db, {
        purpose: "invitation",
        agencyId: agency.id,
        email,
        data: { ...data, invitedBy: user.id },
        ttlMs: TTL.invitation,
      });
      const origin = await agencyOrigin(db, request, { baseDomain: deps.baseDomain });
      const link = `${origin}/signup?invitationToken=${encodeURIComponent(token)}`;
      await mailTo(deps, agency, { email, language: request.lang }, (t) =>
        invitationMail(t, { name: email, agencyName: agency.agencyName, inviterName: user.name }, link),
      );
      return ok(toInvitation(row), request.t(am.invitationSent, { email }));
    },
  );

  r.get(
    "/api/agency/invitations/:token",
    {
      schema: {
        tags,
        summary: "The invitation behind a link: 404 used or unknown, 410 expired",
        params: invitationParams,
        response: { 200: invitationResponse, ...accountErrors },
      },
    },
    async (request, reply) => {
      if (!request.agency) return reject(reply, 404, request.t(messages.agencyNotFound));
      const link = await peekLink(db, "invitation", request.agency.id, request.params.token);
      if (!link.ok) return reject(reply, link.reason === "expired" ? 410 : 404, request.t(link.reason === "expired" ? am.invitationExpired : am.invitationInvalid));
      return ok(toInvitation(link.row), request.t(messages.ok));
    },
  );

  r.post(
    "/api/agency/agents",
    {
      preHandler: requireActiveAgency,
      schema: {
        tags,
        summary: "Agent signup through an invitation (the email must be the invited one)",
        body: agentSignUpRequest,
        response: { 200: agentSignUpResponse, ...accountErrors },
      },
    },
    async (request, reply) => {
      const agency = agencyOf(request);
      const { name, email, password, invitationToken } = request.body;
      const peeked = await peekLink(db, "invitation", agency.id, invitationToken);
      if (!peeked.ok) {
        return reject(reply, peeked.reason === "expired" ? 410 : 404, request.t(peeked.reason === "expired" ? am.invitationExpired : am.invitationInvalid));
      }
      // spec B §6: the invitation's email is locked.
      if (normaliseEmail(email) !== peeked.row.email) {
        return reply.code(400).send({ status: false, message: request.t(am.invitationEmailMismatch), data: null, field: "body.email" });
      }
      if (await findUserByEmail(db, agency.id, email)) return reject(reply, 409, request.t(am.emailTaken));
      const used = await consumeLink(db, "invitation", agency.id, invitationToken);
      if (!used.ok) return reject(reply, 404, request.t(am.invitationInvalid));
      const { isRestrictedAgent, userType } = invitationData(used.row);
      const user = await insertUser(db, {
        agencyId: agency.id,
        name: name.trim(),
        email,
        passwordHash: await hashPassword(password),
        userType,
        isTravelAgent: true,
        isRestrictedAgent,
        // The invitation reached this inbox: no separate verification.
        emailVerified: true,
        language: request.lang,
      });
      if (!user) return reject(reply, 409, request.t(am.emailTaken));
      return ok(null, request.t(am.agentCreated));
    },
  );
}
