import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { API_AGENCY_KEY_HEADER } from "../../shared/constants";
import { messages } from "../../shared/messages";
import type { Db } from "../db/client";
import { fail } from "../http/envelope";
import { isApiPath } from "../http/paths";
import { findAgencyByHost, findAgencyById } from "./repository";

/** Routes that never need the agency (keeps the docs and probes off the database). */
const SKIP = [/^\/api\/docs(\/|$)/, /^\/api\/openapi\.json$/, /^\/api\/health$/];

/** Resolves request.agency for /api routes: the x-agency-key header (the agency _id) wins, else the Host. */
export function registerAgencyResolution(app: FastifyInstance, opts: { db: Db; baseDomain?: string | undefined }): void {
  app.decorateRequest("agency", null);
  app.addHook("onRequest", async (request) => {
    const path = request.url.split("?")[0] ?? "";
    if (!isApiPath(path) || SKIP.some((re) => re.test(path))) return;
    const key = request.headers[API_AGENCY_KEY_HEADER];
    if (typeof key === "string" && key.trim()) {
      request.agency = await findAgencyById(opts.db, key.trim());
      if (request.agency) return;
    }
    request.agency = await findAgencyByHost(opts.db, request.headers.host, opts.baseDomain);
  });
}

/**
 * preHandler for every mutating route: unknown agency → 404, inactive → 403
 * (spec A §4: an inactive agency disables actions).
 */
export async function requireActiveAgency(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.agency) {
    await reply.code(404).send(fail(request.t(messages.agencyNotFound)));
    return;
  }
  if (request.agency.status !== "Active") {
    await reply.code(403).send(fail(request.t(messages.agencyInactive)));
  }
}
