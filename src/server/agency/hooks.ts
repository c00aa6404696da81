import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { API_AGENCY_KEY_HEADER } from "@/shared/constants";
import { messages } from "@/shared/messages";
import type { Db } from "../db/client";
import { fail } from "../http/envelope";
import { isApiPath } from "../http/paths";
import type { AgencyCache } from "./cache";
import { findAgencyByHost, findAgencyById } from "./repository";

declare module "fastify" {
  interface FastifyInstance {
    /** The agencies and their settings a request reads, held a few seconds per instance (registerAgencyResolution). */
    agencyCache: AgencyCache;
  }
}

/** Routes that never need the agency (keeps the docs and probes off the database). */
const SKIP = [/^\/api\/docs(\/|$)/, /^\/api\/openapi\.json$/, /^\/api\/health$/];

/**
 * Queries sent as POST that a visitor repeats (searches, price checks, quotes): they write no agency, so
 * they leave the cache alone. Every other change clears it, so a route that edits an agency (website
 * settings, SSO, and any added later: billing, the provider's console) is seen at once on its instance.
 */
const QUERIES = /\/(search|searchasync|reprice|getPrice|fareRules|quote|availability\/check)$/;
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Resolves request.agency for /api routes: the x-agency-key header (the agency _id) wins, else the Host.
 * Through `cache` (src/server/agency/cache.ts): a change clears it before its answer leaves, so the
 * next request on this instance sees the edit.
 */
export function registerAgencyResolution(app: FastifyInstance, opts: { db: Db; baseDomain?: string | undefined; cache: AgencyCache }): void {
  const { db, baseDomain, cache } = opts;
  app.decorate("agencyCache", cache);
  app.decorateRequest("agency", null);
  app.addHook("onRequest", async (request) => {
    const path = request.url.split("?")[0] ?? "";
    if (!isApiPath(path) || SKIP.some((re) => re.test(path))) return;
    const key = request.headers[API_AGENCY_KEY_HEADER];
    if (typeof key === "string" && key.trim()) {
      const id = key.trim();
      request.agency = await cache.ofId(id, () => findAgencyById(db, id));
      if (request.agency) return;
    }
    const host = request.headers.host;
    request.agency = await cache.ofHost(host, () => findAgencyByHost(db, host, baseDomain));
  });
  app.addHook("onSend", async (request, _reply, payload) => {
    if (READS.has(request.method)) return payload;
    const path = request.url.split("?")[0] ?? "";
    if (isApiPath(path) && !QUERIES.test(path)) cache.clear();
    return payload;
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
