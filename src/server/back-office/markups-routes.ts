import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorEnvelope } from "@/shared/api/envelope";
import { clientMarkupsParams, clientMarkupsResponse, markupsResponse, markupsSavedResponse, updateClientMarkupsRequest, updateMarkupsRequest } from "@/shared/api/markups";
import { DEFAULT_MARKUP, inheritedSetting, MARKUP_VERTICALS, type MarkupSetting } from "@/shared/back-office/markups";
import { backOfficeMessages as m } from "@/shared/back-office/messages";
import { messages } from "@/shared/messages";
import type { Db } from "../db/client";
import { markups, users, type AgencyRow, type MarkupLevel, type MarkupRow, type UserRow } from "../db/schema";
import { ok } from "../http/envelope";
import { paidChange } from "../accounts/require-subscription";
import { allowed } from "../accounts/permissions";
import { recordAudit } from "./audit";
import { auditUnchanged } from "./audit-scope";
import { answer, BackOfficeRefusal, callerOf } from "./changes";
import { findPerson } from "./people";

// spec B §6: the agency sets markups for itself, its agents and its clients, per vertical, in the `markups`
// table that pricing reads on every price (src/server/pricing/rules.ts): a change applies to the next price.

const toSetting = (vertical: MarkupSetting["vertical"], row: MarkupRow | undefined): MarkupSetting =>
  row ? { vertical, markupType: row.markupType, markupValue: row.markupValue, agencyFee: row.agencyFee } : inheritedSetting(vertical);

/** The agency's own settings with the defaults filled in (spec A §9, spec B §9: percent 0, fee 0). */
const agencySetting = (setting: MarkupSetting): MarkupSetting => ({
  vertical: setting.vertical,
  markupType: setting.markupType ?? DEFAULT_MARKUP.markupType,
  markupValue: setting.markupType === null ? DEFAULT_MARKUP.markupValue : setting.markupValue,
  agencyFee: setting.agencyFee ?? DEFAULT_MARKUP.agencyFee,
});

async function settingsOf(db: Db, agencyId: string, level: MarkupLevel, userId: string | null): Promise<MarkupSetting[]> {
  const rows = await db
    .select()
    .from(markups)
    .where(and(eq(markups.agencyId, agencyId), eq(markups.level, level), userId ? eq(markups.userId, userId) : isNull(markups.userId)));
  const settings = MARKUP_VERTICALS.map((vertical) =>
    toSetting(
      vertical,
      rows.find((row) => row.vertical === vertical),
    ),
  );
  return level === "agency" ? settings.map(agencySetting) : settings;
}

const same = (a: MarkupSetting, b: MarkupSetting) => a.markupType === b.markupType && a.markupValue === b.markupValue && a.agencyFee === b.agencyFee;
const values = (s: MarkupSetting) => ({ vertical: s.vertical, markupType: s.markupType, markupValue: s.markupValue, agencyFee: s.agencyFee });

/**
 * Writes one level's settings and an audit line per vertical that changed, in one transaction. A setting that
 * inherits everything removes the row; the agency's row always keeps its values.
 */
async function saveSettings(db: Db, change: { agency: AgencyRow; actor: UserRow; level: MarkupLevel; subject: { userId: string | null; name: string }; settings: MarkupSetting[] }): Promise<MarkupSetting[]> {
  const { agency, level, subject } = change;
  const before = await settingsOf(db, agency.id, level, subject.userId);
  await db.transaction(async (tx) => {
    for (const wanted of change.settings) {
      const setting = level === "agency" ? agencySetting(wanted) : wanted;
      const old = before.find((s) => s.vertical === setting.vertical) ?? inheritedSetting(setting.vertical);
      if (same(old, setting)) continue;
      const key = and(eq(markups.agencyId, agency.id), eq(markups.vertical, setting.vertical), eq(markups.level, level), subject.userId ? eq(markups.userId, subject.userId) : isNull(markups.userId));
      if (setting.markupType === null && setting.agencyFee === null) {
        await tx.delete(markups).where(key);
      } else {
        const row = {
          agencyId: agency.id,
          vertical: setting.vertical,
          level,
          userId: subject.userId,
          markupType: setting.markupType,
          markupValue: setting.markupValue,
          agencyFee: setting.agencyFee,
          updatedAt: new Date(),
        };
        const set = { markupType: row.markupType, markupValue: row.markupValue, agencyFee: row.agencyFee, updatedAt: row.updatedAt };
        if (subject.userId) {
          await tx
            .insert(markups)
            .values(row)
            .onConflictDoUpdate({ target: [markups.agencyId, markups.vertical, markups.level, markups.userId], targetWhere: sql`${markups.userId} is not null`, set });
        } else {
          await tx
            .insert(markups)
            .values(row)
            .onConflictDoUpdate({ target: [markups.agencyId, markups.vertical], targetWhere: sql`${markups.userId} is null`, set });
        }
      }
      await recordAudit(tx, { agencyId: agency.id, actor: change.actor, action: "markup.changed", subject: { userId: subject.userId, name: subject.name }, before: values(old), after: values(setting) });
    }
  });
  // A save where no vertical moved owes the trail nothing (each one that moved wrote its line above).
  auditUnchanged();
  return settingsOf(db, agency.id, level, subject.userId);
}

const tags = ["back office"];
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope } as const;
const person = (u: Pick<UserRow, "id" | "name" | "email">) => ({ _id: u.id, name: u.name, email: u.email });

export function registerMarkupRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    "/api/agency/markups",
    {
      preValidation: allowed("markups.view", "read"),
      schema: { tags, summary: "The agency's markups per vertical and each agent's (null: inherits the agency's)", response: { 200: markupsResponse, ...errors } },
    },
    async (request) => {
      const { agency } = callerOf(request);
      const agents = await db
        .select()
        .from(users)
        .where(and(eq(users.agencyId, agency.id), eq(users.isTravelAgent, true)))
        .orderBy(asc(users.name));
      const rows = await db
        .select()
        .from(markups)
        .where(and(eq(markups.agencyId, agency.id), eq(markups.level, "agent")));
      return ok(
        {
          agency: await settingsOf(db, agency.id, "agency", null),
          agents: agents.map((agent) => ({
            agent: person(agent),
            markups: MARKUP_VERTICALS.map((vertical) =>
              toSetting(
                vertical,
                rows.find((row) => row.userId === agent.id && row.vertical === vertical),
              ),
            ),
          })),
        },
        request.t(messages.ok),
      );
    },
  );

  r.patch(
    "/api/agency/markups",
    {
      config: { audit: "markup.changed" },
      preValidation: paidChange("markups.edit"),
      schema: {
        tags,
        summary: "Set the agency's markups (userId null) or an agent's, per vertical; prices follow at once",
        body: updateMarkupsRequest,
        response: { 200: markupsSavedResponse, ...errors, 402: errorEnvelope },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const { agency, actor } = callerOf(request);
        const { userId, markups: settings } = request.body;
        if (!userId) {
          return ok(await saveSettings(db, { agency, actor, level: "agency", subject: { userId: null, name: agency.agencyName }, settings }), request.t(m.markupUpdated));
        }
        const agent = await findPerson(db, agency.id, "agents", userId);
        if (!agent) throw new BackOfficeRefusal(404, m.notAnAgent);
        return ok(await saveSettings(db, { agency, actor, level: "agent", subject: { userId: agent.id, name: agent.name }, settings }), request.t(m.markupUpdated));
      }),
  );

  r.get(
    "/api/agency/clients/markups/:userId",
    {
      preValidation: allowed("markups.view", "read"),
      schema: { tags, summary: "A client's markups per vertical (null: inherits), with the agency's", params: clientMarkupsParams, response: { 200: clientMarkupsResponse, ...errors } },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const { agency } = callerOf(request);
        const client = await findPerson(db, agency.id, "clients", request.params.userId);
        if (!client) throw new BackOfficeRefusal(404, m.notAClient);
        return ok({ client: person(client), markups: await settingsOf(db, agency.id, "client", client.id), agency: await settingsOf(db, agency.id, "agency", null) }, request.t(messages.ok));
      }),
  );

  r.patch(
    "/api/agency/clients/markups/:userId",
    {
      config: { audit: "markup.changed" },
      preValidation: paidChange("markups.edit"),
      schema: {
        tags,
        summary: "Set a client's markups per vertical; the client's next price follows",
        params: clientMarkupsParams,
        body: updateClientMarkupsRequest,
        response: { 200: markupsSavedResponse, ...errors, 402: errorEnvelope },
      },
    },
    async (request, reply) =>
      answer(request, reply, async () => {
        const { agency, actor } = callerOf(request);
        const client = await findPerson(db, agency.id, "clients", request.params.userId);
        if (!client) throw new BackOfficeRefusal(404, m.notAClient);
        return ok(await saveSettings(db, { agency, actor, level: "client", subject: { userId: client.id, name: client.name }, settings: request.body.markups }), request.t(m.markupUpdated));
      }),
  );
}
