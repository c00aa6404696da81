import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorEnvelope } from "@/shared/api/envelope";
import { agentRestrictionRequest, agentsResponse, agentTypeRequest, changeResponse, listQuery, personParams, personResponse, rewardWalletRequest, userStatusRequest } from "@/shared/api/people";
import { backOfficeMessages as m } from "@/shared/back-office/messages";
import { messages } from "@/shared/messages";
import { userCan } from "@/shared/permissions";
import type { Db } from "../db/client";
import type { UserRow } from "../db/schema";
import { ok } from "../http/envelope";
import { allowed } from "../accounts/permissions";
import { answer, BackOfficeRefusal, callerOf, changeableTarget, changeUser } from "./changes";
import { bookingsOf, findPerson, listPeople, toSummary } from "./people";

const tags = ["back office"];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope } as const;

/** spec B §7 "Agency back office": the agent calls (spec B §6: status, user type, restricted flag, reward wallet). */
export function registerAgentRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  async function agent(request: FastifyRequest, userId: string): Promise<UserRow> {
    const { agency, actor } = callerOf(request);
    return changeableTarget(db, agency, actor, "agents", userId);
  }

  r.get(
    "/api/agency/agents",
    {
      preValidation: allowed("agents.view", "read"),
      schema: { tags, summary: "The agency's owner, admins and agents: offSet, limit, searchQuery; totalAgents", querystring: listQuery, response: { 200: agentsResponse, ...errors } },
    },
    async (request) => {
      const { rows, total } = await listPeople(db, callerOf(request).agency.id, "agents", request.query);
      return ok({ agents: rows.map(toSummary), totalAgents: total }, request.t(messages.ok));
    },
  );

  r.get(
    "/api/agency/agents/:id",
    {
      preValidation: allowed("agents.view", "read"),
      schema: { tags, summary: "An agent, with the bookings they made that the caller may see", params: personParams, response: { 200: personResponse, ...errors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const { agency, actor } = callerOf(request);
        const person = await findPerson(db, agency.id, "agents", request.params.id);
        if (!person) throw new BackOfficeRefusal(404, m.notAnAgent);
        return ok({ person: toSummary(person), bookings: await bookingsOf(db, agency, actor, person.id) }, request.t(messages.ok));
      }),
  );

  r.patch(
    "/api/agency/agents/user-status",
    {
      config: { audit: "user.statusChanged" },
      preValidation: allowed("agents.edit", "change"),
      schema: { tags, summary: "Activate or deactivate an agent (deactivation ends their sessions)", body: userStatusRequest, response: { 200: changeResponse, ...errors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const { agency, actor } = callerOf(request);
        const target = await agent(request, request.body.userId);
        const updated = await changeUser(db, { agency, actor, target, patch: { isActive: request.body.isActive }, action: "user.statusChanged" });
        if (!updated.isActive) await request.server.sessions.revokeAllForUser(updated.id);
        return ok(toSummary(updated), request.t(m.statusChanged));
      }),
  );

  r.patch(
    "/api/agency/agents/user-type",
    {
      config: { audit: "user.typeChanged" },
      preValidation: allowed("agents.edit", "change"),
      schema: { tags, summary: "An agent's user type: Agent, Admin (by the owner) or back to a client (Customer)", body: agentTypeRequest, response: { 200: changeResponse, ...errors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const { agency, actor } = callerOf(request);
        const { userId, userType } = request.body;
        if (userType === "Admin" && !userCan(actor, "admins.manage")) throw new BackOfficeRefusal(403, m.ownerOnly);
        const target = await agent(request, userId);
        const patch = userType === "Customer" ? { userType, isTravelAgent: false, isRestrictedAgent: false } : { userType, isRestrictedAgent: userType === "Agent" && target.isRestrictedAgent };
        const updated = await changeUser(db, { agency, actor, target, patch, action: "user.typeChanged" });
        return ok(toSummary(updated), request.t(m.dataUpdated));
      }),
  );

  r.patch(
    "/api/agency/agents/update-agent-type",
    {
      config: { audit: "agent.restrictionChanged" },
      preValidation: allowed("agents.edit", "change"),
      schema: { tags, summary: "Make an agent restricted or not (spec B §6 isRestrictedAgent)", body: agentRestrictionRequest, response: { 200: changeResponse, ...errors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const { agency, actor } = callerOf(request);
        const target = await agent(request, request.body.userId);
        // Owners and admins are never restricted: the flag narrows an agent's role only.
        if (target.userType !== "Agent") throw new BackOfficeRefusal(409, m.onlyAgentsRestricted);
        const updated = await changeUser(db, { agency, actor, target, patch: { isRestrictedAgent: request.body.isRestrictedAgent }, action: "agent.restrictionChanged" });
        return ok(toSummary(updated), request.t(m.dataUpdated));
      }),
  );

  r.patch(
    "/api/agency/agents/reward-wallet",
    {
      config: { audit: "user.rewardWalletChanged" },
      preValidation: allowed("agents.edit", "change"),
      schema: { tags, summary: "Turn an agent's reward wallet on or off (isRewardWalletEnable)", body: rewardWalletRequest, response: { 200: changeResponse, ...errors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const { agency, actor } = callerOf(request);
        const target = await agent(request, request.body.userId);
        const updated = await changeUser(db, { agency, actor, target, patch: { isRewardWalletEnable: request.body.isRewardWalletEnable }, action: "user.rewardWalletChanged" });
        return ok(toSummary(updated), request.t(m.dataUpdated));
      }),
  );
}
