import { and, count, desc, eq, or, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditQuery, auditResponse, type AuditAction, type AuditEvent, type AuditValues } from "../../shared/api/audit";
import { errorEnvelope } from "../../shared/api/envelope";
import { messages } from "../../shared/messages";
import type { Db } from "../db/client";
import { auditEvents, type AuditEventRow, type UserRow } from "../db/schema";
import { ok } from "../http/envelope";
import { allowed } from "../http/permissions";

// The audit trail: every change made in the back office (markups, statuses, roles, invitations; the
// website settings join through the same `recordAudit`) with who, when, and the values before and after.

/** A database or the transaction the change itself runs in, so a change and its line are written together. */
export type Writer = Pick<Db, "insert">;

export interface AuditEntry {
  agencyId: string;
  actor: Pick<UserRow, "id" | "name">;
  action: AuditAction;
  subject: { userId?: string | null; name: string };
  before?: AuditValues | null;
  after?: AuditValues | null;
}

export async function recordAudit(db: Writer, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    agencyId: entry.agencyId,
    actorUserId: entry.actor.id,
    actorName: entry.actor.name,
    action: entry.action,
    subjectUserId: entry.subject.userId ?? null,
    subject: entry.subject.name,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** A value as the trail keeps it: flat, and short (a legal text or a menu is cut, never stored twice in full). */
function flat(value: unknown): AuditValues[string] {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return typeof value === "string" && value.length > 300 ? `${value.slice(0, 300)}…` : value;
  if (value instanceof Date) return value.toISOString();
  return flat(JSON.stringify(value));
}

/** The fields among `keys` whose value differs between two rows, before and after; null when none did. */
export function changedFields<T extends object>(before: T, after: T, keys: readonly (keyof T & string)[]): { before: AuditValues; after: AuditValues } | null {
  const changed = keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (changed.length === 0) return null;
  return { before: Object.fromEntries(changed.map((key) => [key, flat(before[key])])), after: Object.fromEntries(changed.map((key) => [key, flat(after[key])])) };
}

function toEvent(row: AuditEventRow): AuditEvent {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    actor: { _id: row.actorUserId, name: row.actorName },
    subject: { _id: row.subjectUserId, name: row.subject },
    before: (row.before as AuditValues | null) ?? null,
    after: (row.after as AuditValues | null) ?? null,
  };
}

const errors = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope } as const;

/** GET /api/agency/activity: the agency's audit trail, newest first (owners and admins). */
export function registerAuditRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/agency/activity",
    {
      preValidation: allowed("activity.view", "read"),
      schema: { tags: ["back office"], summary: "The audit trail: who changed what, when, before and after", querystring: auditQuery, response: { 200: auditResponse, ...errors } },
    },
    async (request) => {
      const agencyId = request.agency?.id ?? "";
      const { offSet, limit, userId } = request.query;
      const where = and(
        eq(auditEvents.agencyId, agencyId),
        userId ? (or(eq(auditEvents.subjectUserId, userId), eq(auditEvents.actorUserId, userId)) as SQL) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        deps.db.select().from(auditEvents).where(where).orderBy(desc(auditEvents.at), desc(auditEvents.id)).limit(limit).offset(offSet),
        deps.db.select({ n: count() }).from(auditEvents).where(where),
      ]);
      return ok({ events: rows.map(toEvent), totalEvents: total?.n ?? 0 }, request.t(messages.ok));
    },
  );
}
