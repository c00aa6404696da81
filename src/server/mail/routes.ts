import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorEnvelope } from "@/shared/api/envelope";
import { mailboxListResponse, mailboxMessageParams, mailboxMessageResponse } from "@/shared/api/mailbox";
import { messages } from "@/shared/messages";
import type { Db } from "../db/client";
import { outbox, type OutboxRow } from "../db/schema";
import { fail, ok } from "../http/envelope";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const summary = (row: OutboxRow) => ({ _id: row.id, to: row.to, subject: row.subject, createdAt: row.createdAt.toISOString() });

/**
 * The embedded mailbox: only registered when SMTP_URL is unset (nothing leaves the machine then),
 * so a new user of the demo can open their verification link. It needs no login — that is the
 * point — which is why it must never exist next to a real mail server.
 */
export function registerMailboxRoutes(app: FastifyInstance, opts: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/mailbox",
    {
      schema: {
        tags: ["mail"],
        summary: "Embedded mailbox (no SMTP_URL): this agency's outgoing mail, newest first",
        response: { 200: mailboxListResponse, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      if (!request.agency) return reply.code(404).send(fail(request.t(messages.agencyNotFound)));
      const rows = await opts.db.select().from(outbox).where(eq(outbox.agencyId, request.agency.id)).orderBy(desc(outbox.createdAt)).limit(100);
      return ok(rows.map(summary), request.t(messages.ok));
    },
  );
  r.get(
    "/api/mailbox/:id",
    {
      schema: {
        tags: ["mail"],
        summary: "Embedded mailbox: one message",
        params: mailboxMessageParams,
        response: { 200: mailboxMessageResponse, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      if (!request.agency) return reply.code(404).send(fail(request.t(messages.agencyNotFound)));
      const id = request.params.id;
      const [row] = UUID.test(id)
        ? await opts.db
            .select()
            .from(outbox)
            .where(and(eq(outbox.id, id), eq(outbox.agencyId, request.agency.id)))
            .limit(1)
        : [];
      if (!row) return reply.code(404).send(fail(request.t(messages.notFound)));
      return ok({ ...summary(row), text: row.text, html: row.html }, request.t(messages.ok));
    },
  );
}
