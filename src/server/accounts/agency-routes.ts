import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { agentSignUpRequest, agentSignUpResponse, createInvitationRequest, createInvitationResponse, invitationParams, invitationResponse } from "@/shared/api/auth";
import { errorEnvelope } from "@/shared/api/envelope";
import { messages } from "@/shared/messages";
import { userCan } from "@/shared/permissions";
import { requireActiveAgency } from "../agency/hooks";
import { hashPassword } from "../auth/password";
import { recordAudit } from "../back-office/audit";
import { sendInvitation, termsOf, toInvitation } from "../back-office/invitations";
import { ok } from "../http/envelope";
import { paidChange } from "./require-subscription";
import { consumeLink, peekLink } from "./account-tokens";
import type { AccountsDeps } from "./context";
import { accountErrors, agencyOf, reject, userOf } from "./http";
import { accountServerMessages as am } from "./messages";
import { findUserByEmail, insertUser, normaliseEmail } from "./users";

const tags = ["accounts"];

/** spec B §6: owners and admins invite agents by email; the invitee signs up with the locked email. */
export function registerAgencyAccountRoutes(app: FastifyInstance, deps: AccountsDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.post(
    "/api/agency/invitations",
    {
      config: { audit: "invitation.sent" },
      // Inviting agents is a paid feature: an unsubscribed agency gets 402 (docs/decisions.md "Subscription").
      preValidation: paidChange("agents.invite"),
      schema: {
        tags,
        summary: "Owner/admin: invite an agent; mails <agency origin>/signup?invitationToken=… (single use, 7 days)",
        body: createInvitationRequest,
        response: { 200: createInvitationResponse, ...accountErrors, 402: errorEnvelope },
      },
    },
    async (request, reply) => {
      const agency = agencyOf(request);
      const { user } = userOf(request);
      const email = normaliseEmail(request.body.email);
      if (await findUserByEmail(db, agency.id, email)) return reject(reply, 409, request.t(am.emailTaken));
      // Only an owner may create admins.
      const userType = request.body.userType === "Admin" && userCan(user, "admins.manage") ? "Admin" : "Agent";
      const row = await sendInvitation(deps, request, { agency, inviter: user, terms: { email, isRestrictedAgent: request.body.isRestrictedAgent, userType }, resent: false });
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
      config: { audit: "invitation.accepted" },
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
      const { isRestrictedAgent, userType } = termsOf(used.row);
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
      await recordAudit(db, { agencyId: agency.id, actor: user, action: "invitation.accepted", subject: { userId: user.id, name: user.name }, after: { email: user.email, userType, isRestrictedAgent } });
      return ok(null, request.t(am.agentCreated));
    },
  );
}
