import type { FastifyReply, FastifyRequest } from "fastify";
import { messages } from "@/shared/messages";
import type { SessionRow, UserRow } from "../db/schema";
import { fail } from "../http/envelope";
import type { SessionStore } from "./session-store";

declare module "fastify" {
  interface FastifyInstance {
    /** Server-side sessions (src/server/sessions), decorated by registerAccounts. */
    sessions: SessionStore;
  }
  interface FastifyRequest {
    /** The logged-in user; set by the `requireUser` preHandler (null elsewhere). */
    user: UserRow | null;
    /** The session behind `user`. */
    session: SessionRow | null;
  }
}

/** spec A §7: the client sends the token cookie's value as `x-access-token`; Bearer is accepted too. */
export function accessToken(request: FastifyRequest): string | null {
  const header = request.headers["x-access-token"];
  if (typeof header === "string" && header.trim()) return header.trim();
  const auth = request.headers.authorization;
  if (typeof auth === "string" && /^Bearer\s+\S+$/i.test(auth)) return auth.replace(/^Bearer\s+/i, "");
  return null;
}

/**
 * preHandler for every route that needs a logged-in user: decorates request.user and
 * request.session. No token, unknown, revoked or expired token, a deactivated user, or a token of
 * another agency → 401, which the client turns into "Your session has expired" (spec A §4).
 */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = accessToken(request);
  const found = token ? await request.server.sessions.find(token) : null;
  if (!found || !request.agency || found.session.agencyId !== request.agency.id) {
    await reply.code(401).send(fail(request.t(messages.sessionExpired)));
    return;
  }
  request.user = found.user;
  request.session = found.session;
}
