import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuditAction } from "@/shared/api/audit";
import { backOfficeMessages as m } from "@/shared/back-office/messages";
import { userCan } from "@/shared/permissions";
import type { MessageDescriptor } from "@/shared/validation/messages";
import type { Db } from "../db/client";
import { users, type AgencyRow, type NewUserRow, type UserRow } from "../db/schema";
import { fail } from "../http/envelope";
import { recordAudit } from "./audit";
import { auditedUser, findPerson, type PeopleKind } from "./people";

// What every change to a client or an agent shares: who the target is, whether the caller may change them,
// and the change written together with its audit line.

/** A refusal with its status and translated message (spec A §8: the client shows the server's message). */
export class BackOfficeRefusal extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    readonly descriptor: MessageDescriptor,
    readonly values?: Record<string, unknown>,
  ) {
    super(descriptor.message);
  }
}

export async function answer<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof BackOfficeRefusal)) throw error;
    return reply.code(error.status).send(fail(request.t(error.descriptor, error.values)));
  }
}

/** After `allowed(…)`: the agency and the caller are known. */
export function callerOf(request: FastifyRequest): { agency: AgencyRow; actor: UserRow } {
  if (!request.agency || !request.user) throw new Error("back-office route without its preHandlers");
  return { agency: request.agency, actor: request.user };
}

/**
 * The client or agent a change is about. Nobody changes their own account here (no one locks themself out),
 * and the owner's and admins' accounts are the owner's to change ("admins.manage").
 */
export async function changeableTarget(db: Db, agency: AgencyRow, actor: UserRow, kind: PeopleKind, userId: string): Promise<UserRow> {
  const target = await findPerson(db, agency.id, kind, userId);
  if (!target) throw new BackOfficeRefusal(404, kind === "clients" ? m.notAClient : m.notAnAgent);
  if (target.id === actor.id) throw new BackOfficeRefusal(403, m.notYourself);
  if (target.userType === "AgencyOwner" || (target.userType === "Admin" && !userCan(actor, "admins.manage"))) throw new BackOfficeRefusal(403, m.ownerOnly);
  return target;
}

/** Applies `patch` to the user and records the change (before and after) in one transaction. */
export async function changeUser(db: Db, change: { agency: AgencyRow; actor: UserRow; target: UserRow; patch: Partial<NewUserRow>; action: AuditAction }): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set(change.patch).where(eq(users.id, change.target.id)).returning();
    if (!updated) throw new BackOfficeRefusal(404, m.notAClient);
    await recordAudit(tx, {
      agencyId: change.agency.id,
      actor: change.actor,
      action: change.action,
      subject: { userId: updated.id, name: updated.name },
      before: auditedUser(change.target),
      after: auditedUser(updated),
    });
    return updated;
  });
}
