import { and, count, desc, eq, or, type SQL } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditQuery, auditResponse, type AuditAction, type AuditEvent, type AuditValues } from "@/shared/api/audit";
import { errorEnvelope } from "@/shared/api/envelope";
import { messages } from "@/shared/messages";
import { roleOf, type Role, type RoleFacts } from "@/shared/permissions";
import type { Db } from "../db/client";
import { auditEvents, type AuditEventRow, type UserRow } from "../db/schema";
import { ok } from "../http/envelope";
import { allowed } from "../accounts/permissions";
import { auditScope } from "./audit-scope";

// The audit trail: every change made in the back office and to the agency's account (people, markups, settings,
// the wallet, the subscription, bookings cancelled or ticketed, proposals, short links) with who (user, role,
// agency), when, and the values before and after. Every mutating route declares its action (`config.audit`,
// audit-trail.ts) or is exempt with a reason (tests/server/security/audit-exempt.ts); docs/security.md "Audit trail".

/** A database or the transaction the change itself runs in, so a change and its line are written together. */
export type Writer = Pick<Db, "insert">;

/** Who acted: a user row (their role is worked out now), or a party named without a session (a client's link). */
export type AuditActor = (Pick<UserRow, "id" | "name"> & RoleFacts) | { id: string | null; name: string; role: Role | null };

export interface AuditEntry {
  agencyId: string;
  actor: AuditActor;
  action: AuditAction;
  subject: { userId?: string | null; name: string };
  before?: AuditValues | null;
  after?: AuditValues | null;
}

const roleOfActor = (actor: AuditActor): Role | null => ("role" in actor ? actor.role : roleOf(actor));

export async function recordAudit(db: Writer, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    agencyId: entry.agencyId,
    actorUserId: entry.actor.id,
    actorName: entry.actor.name,
    actorRole: roleOfActor(entry.actor),
    action: entry.action,
    subjectUserId: entry.subject.userId ?? null,
    subject: entry.subject.name,
    before: masked(entry.before),
    after: masked(entry.after),
  });
  // The route being answered wrote its own line: the safety net (audit-trail.ts) has nothing to add.
  const scope = auditScope();
  if (scope?.actions.includes(entry.action)) scope.outcome = "written";
}

/**
 * A line about the request being answered: its agency, and its caller unless `actor` names someone else (a
 * client answering through their link). Outside an audited request (a job, a renewal) it writes nothing: the
 * routes that start those changes are the ones audited.
 */
export async function auditChange(db: Writer, change: Omit<AuditEntry, "agencyId" | "actor"> & { actor?: AuditActor }, request?: FastifyRequest): Promise<void> {
  const from = request ?? auditScope()?.request;
  const actor = change.actor ?? from?.user;
  if (!from?.agency || !actor) return;
  await recordAudit(db, { ...change, agencyId: from.agency.id, actor });
}

/** Keys whose values never reach the trail: secrets and card data are recorded as changed, never as written. */
const SECRET_KEY = /password|secret|token|cvc|cvv|cardnumber|^number$|^pan$|iban/i;
/** A card number in any field (13 to 19 digits, spaces or dashes between): only its last four are kept. */
const CARD_NUMBER = /\b(?:\d[ -]?){12,18}(\d{4})\b/g;
const MASK = "••••";

function masked(values: AuditValues | null | undefined): AuditValues | null {
  if (!values) return null;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      if (typeof value === "boolean" || value === null) return [key, value];
      if (SECRET_KEY.test(key)) return [key, MASK];
      return [key, typeof value === "string" ? value.replace(CARD_NUMBER, `${MASK} $1`) : value];
    }),
  );
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
    actor: { _id: row.actorUserId, name: row.actorName, role: row.actorRole ?? null },
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
      const where = and(eq(auditEvents.agencyId, agencyId), userId ? (or(eq(auditEvents.subjectUserId, userId), eq(auditEvents.actorUserId, userId)) as SQL) : undefined);
      const [rows, [total]] = await Promise.all([
        deps.db.select().from(auditEvents).where(where).orderBy(desc(auditEvents.at), desc(auditEvents.id)).limit(limit).offset(offSet),
        deps.db.select({ n: count() }).from(auditEvents).where(where),
      ]);
      return ok({ events: rows.map(toEvent), totalEvents: total?.n ?? 0 }, request.t(messages.ok));
    },
  );
}
