import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { agencyIdParams, agencyResponse } from "@/shared/api/agency";
import { errorEnvelope } from "@/shared/api/envelope";
import { messages } from "@/shared/messages";
import type { Db } from "../db/client";
import { fail, ok } from "../http/envelope";
import { findAgencyById } from "./repository";
import { toAgencyData } from "./to-agency-data";

// Inactive agencies are returned too (status "Inactive") so the UI can show spec A §4's message.
export function registerAgencyRoutes(app: FastifyInstance, opts: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/agency",
    {
      schema: {
        tags: ["agency"],
        summary: "The agency of the request host (or x-agency-key header)",
        response: { 200: agencyResponse, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      if (!request.agency) return reply.code(404).send(fail(request.t(messages.agencyNotFound)));
      return ok(toAgencyData(request.agency), request.t(messages.ok));
    },
  );

  r.get(
    "/api/agency/:id",
    {
      schema: {
        tags: ["agency"],
        summary: "An agency by _id",
        params: agencyIdParams,
        response: { 200: agencyResponse, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const row = await findAgencyById(opts.db, request.params.id);
      if (!row) return reply.code(404).send(fail(request.t(messages.agencyNotFound)));
      return ok(toAgencyData(row), request.t(messages.ok));
    },
  );
}
