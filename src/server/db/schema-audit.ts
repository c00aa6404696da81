import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { AuditAction } from "@/shared/api/audit";
import type { Role } from "@/shared/permissions";
import { agencies, users } from "./schema-accounts";

/**
 * The back office's audit trail (issue "Audit trail"; B2B portals keep one): every change an agency's staff
 * make to markups, users' status and roles, invitations and settings, with who, when, and the values
 * before and after. Rows are never updated; a deleted user keeps their lines (actor and subject set null,
 * their names kept as written).
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    /** The role the actor acted in (src/shared/permissions.ts), as it was then: a later promotion does not rewrite it. */
    actorRole: text("actor_role").$type<Role>(),
    action: text("action").$type<AuditAction>().notNull(),
    /** The user the change is about (a client, an agent), when there is one. */
    subjectUserId: uuid("subject_user_id").references(() => users.id, { onDelete: "set null" }),
    /** What the change is about in words: a user's name, an invited email, "hotel". */
    subject: text("subject").notNull(),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_events_agency_idx").on(t.agencyId, t.at), index("audit_events_subject_idx").on(t.subjectUserId)],
);
export type AuditEventRow = typeof auditEvents.$inferSelect;
