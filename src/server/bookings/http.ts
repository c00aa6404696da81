import type { FastifyReply, FastifyRequest } from "fastify";
import type { AgencyRow, UserRow } from "../db/schema";
import { fail } from "../http/envelope";
import { accessToken } from "../sessions/require-user";
import { BookingError } from "./errors";

// What every vertical's routes need from a request (docs/architecture.md "Server"): the agency and user
// the hooks put there, the optional user of a signed-out-friendly call, and one way a refusal is answered.

export function agencyOf(request: FastifyRequest): AgencyRow {
  if (!request.agency) throw new Error("agency missing: route lacks requireActiveAgency");
  return request.agency;
}

export function userOf(request: FastifyRequest): UserRow {
  if (!request.user) throw new Error("user missing: route lacks requireUser");
  return request.user;
}

/** Search and price checks work signed out; a valid token adds the user's pricing (their markup). */
export async function optionalUser(request: FastifyRequest): Promise<UserRow | null> {
  const token = accessToken(request);
  if (!token || !request.agency || !request.server.hasDecorator("sessions")) return null;
  const found = await request.server.sessions.find(token);
  return found && found.session.agencyId === request.agency.id ? found.user : null;
}

/** Runs a route's work; a BookingError becomes its status and translated message (spec A §8: the client toasts it). */
export async function answer<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof BookingError)) throw error;
    const message = request.t(error.descriptor, error.values);
    if (error.payment) return reply.code(error.status).send({ status: false, message, data: error.payment });
    return reply.code(error.status).send(fail(message, error.field ? { field: error.field } : {}));
  }
}
