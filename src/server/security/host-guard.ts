import type { FastifyInstance } from "fastify";
import { API_AGENCY_KEY_HEADER } from "@/shared/constants";
import { parseHost } from "../agency/host";
import type { AgencyRow } from "../db/schema";
import { fail } from "../http/envelope";
import { isApiPath } from "../http/paths";
import { securityMessages } from "./messages";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Does this Host belong to the agency (its *.localhost or BASE_DOMAIN subdomain, or a custom domain)? */
export function hostServesAgency(host: string | undefined, agency: Pick<AgencyRow, "subdomain" | "customDomains">, baseDomain?: string): boolean {
  const target = parseHost(host, baseDomain);
  if (!target) return false;
  switch (target.kind) {
    // Bare loopback or BASE_DOMAIN: the platform's own site, which may act for any agency by key.
    case "provider":
      return true;
    case "subdomain":
      return target.subdomain === agency.subdomain;
    case "customDomain":
      return agency.customDomains.includes(target.host) || target.baseSubdomain === agency.subdomain;
  }
}

/**
 * Host header poisoning (found by the security hardening review): links in mails and the OAuth redirect_uri
 * are built from the request's own Host when the client sends no usable hostName. With
 * `x-agency-key: <acme>` and `Host: evil.example`, a stranger could have Acme mail a reset or
 * verification link that points at evil.example. A state-changing call whose Host does not serve
 * the agency named by the key is refused (421 Misdirected Request).
 */
export function registerHostGuard(app: FastifyInstance, opts: { baseDomain?: string | undefined }): void {
  // preValidation: after every onRequest hook (the agency is resolved there), before any handler.
  app.addHook("preValidation", async (request, reply) => {
    if (!UNSAFE.has(request.method) || !isApiPath(request.url)) return;
    const key = request.headers[API_AGENCY_KEY_HEADER];
    if (typeof key !== "string" || !key.trim() || !request.agency) return;
    if (hostServesAgency(request.headers.host, request.agency, opts.baseDomain)) return;
    await reply.code(421).send(fail(request.t(securityMessages.misdirected)));
    return reply;
  });
}
