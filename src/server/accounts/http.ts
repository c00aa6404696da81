import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { errorEnvelope } from "@/shared/api/envelope";
import type { AgencyRow, SessionRow, UserRow } from "../db/schema";
import { fail } from "../http/envelope";

/** Error answers every account route may give, for the OpenAPI document. */
export const accountErrors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  410: errorEnvelope,
  429: errorEnvelope,
} as const;

/**
 * spec A §4: a login answered 404 *without* `status` means "user not found" to the client (it then
 * goes to /signup). Every other error keeps the usual envelope.
 */
export const userNotFoundBody = z.object({ message: z.string(), data: z.null() });

export function reject(reply: FastifyReply, code: number, message: string) {
  return reply.code(code).send(fail(message));
}

/** After requireActiveAgency: the agency is known. */
export function agencyOf(request: FastifyRequest): AgencyRow {
  if (!request.agency) throw new Error("agency missing: route lacks requireActiveAgency");
  return request.agency;
}

/** After requireUser: the user and session are known. */
export function userOf(request: FastifyRequest): { user: UserRow; session: SessionRow } {
  if (!request.user || !request.session) throw new Error("user missing: route lacks requireUser");
  return { user: request.user, session: request.session };
}
