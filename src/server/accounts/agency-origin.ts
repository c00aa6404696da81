import type { FastifyRequest } from "fastify";
import { findAgencyByHost } from "../agency/repository";
import type { Db } from "../db/client";

/**
 * The origin links in mails and OAuth redirects point at: the page's origin the client sent
 * (`hostName`), but only when that host resolves to the request's agency — otherwise anyone could
 * have a reset link mailed that points at their own site. Falls back to the request's own origin.
 */
export async function agencyOrigin(db: Db, request: FastifyRequest, opts: { hostName?: string | undefined; baseDomain?: string | undefined }): Promise<string> {
  const own = `${request.protocol}://${request.host}`;
  const agencyId = request.agency?.id;
  if (opts.hostName && agencyId) {
    const candidate = /^https?:\/\//i.test(opts.hostName) ? opts.hostName : `${request.protocol}://${opts.hostName}`;
    try {
      const url = new URL(candidate);
      const agency = await findAgencyByHost(db, url.host, opts.baseDomain);
      if (agency?.id === agencyId) return url.origin;
    } catch {
      // not a URL: fall through to the request's origin
    }
  }
  return own;
}
