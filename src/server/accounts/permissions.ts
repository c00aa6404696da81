import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from "fastify";
import { messages } from "@/shared/messages";
import { userCan, type Permission } from "@/shared/permissions";
import { accountServerMessages } from "./messages";
import { requireActiveAgency } from "../agency/hooks";
import { isProviderSite } from "../agency/host";
import { requireUser } from "../sessions/require-user";
import { fail } from "../http/envelope";

// spec B §6: who may call a back-office route is one question, asked of the role matrix in
// src/shared/permissions.ts (docs/permissions.md). Every such route names its permission here.

// The OpenAPI document reads a route's guards from its hooks (src/server/openapi/document.ts): these two are closures
// or private, so they are recognised by membership.
const agencyChecks = new WeakSet<object>();
const permissionChecks = new WeakSet<object>();
export const isAgencyCheck = (hook: unknown): boolean => typeof hook === "function" && agencyChecks.has(hook);
export const isPermissionCheck = (hook: unknown): boolean => typeof hook === "function" && permissionChecks.has(hook);

/** Reads need the host's agency (404 'Agency not found!'), even an inactive one. */
async function requireAgency(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.agency) await reply.code(404).send(fail(request.t(messages.agencyNotFound)));
}

agencyChecks.add(requireAgency);

function requirePermission(permission: Permission): preValidationAsyncHookHandler {
  const permitted: preValidationAsyncHookHandler = async function permitted(request, reply) {
    if (!userCan(request.user, permission, isProviderSite(request.agency))) await reply.code(403).send(fail(request.t(accountServerMessages.notAllowed)));
  };
  permissionChecks.add(permitted);
  return permitted;
}

/**
 * The `preValidation` hooks of a back-office route: the agency (an active one for changes: spec A §4 "an
 * inactive agency disables actions"), a session of that agency (else 401), then the permission (else 403).
 * They run before the request is validated, so a caller without the permission learns nothing from a 400.
 */
export function allowed(permission: Permission, kind: "read" | "change"): preValidationAsyncHookHandler[] {
  return [kind === "change" ? requireActiveAgency : requireAgency, requireUser, requirePermission(permission)];
}
