import type { FastifyInstance, RouteHandlerMethod } from "fastify";
import type { AuditAction } from "@/shared/api/audit";
import type { Db } from "../db/client";
import { recordAudit } from "./audit";
import { inAuditScope, type AuditScope } from "./audit-scope";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The audit trail's action(s) this route's change is written as (docs/security.md "Audit trail"). The
     * handler writes the line where the change's before and after are known (recordAudit, auditChange); a 2xx
     * answer with no line and no `auditUnchanged()` gets one from the safety net below.
     */
    audit?: AuditAction | readonly AuditAction[];
  }
  interface FastifyInstance {
    /** "METHOD /openapi/{path}" → the actions the route declares: what the audit coverage test reads. */
    auditedRoutes: ReadonlyMap<string, readonly AuditAction[]>;
  }
  interface FastifyRequest {
    auditScope?: AuditScope;
  }
}

/** The OpenAPI form of a route's path (":id" → "{id}"), the key the route policy tables use. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

/**
 * Before any route is registered: every route that declares `config.audit` is listed in `app.auditedRoutes`,
 * and its handler runs inside an audit scope (audit-scope.ts) so a line written anywhere during the change is
 * known to be the route's own. An audited route that answers 2xx without writing its line (forgotten, or
 * written under another action) still leaves one, with who, when and what but no values, and an error in the
 * log: forgetting loses the details, never the fact.
 */
export function registerAuditTrail(app: FastifyInstance, deps: { db: Db }): void {
  const audited = new Map<string, readonly AuditAction[]>();
  app.decorate("auditedRoutes", audited);
  app.decorateRequest("auditScope", undefined);

  app.addHook("onRoute", (route) => {
    const declared = route.config?.audit;
    if (!declared) return;
    const actions: readonly AuditAction[] = typeof declared === "string" ? [declared] : declared;
    for (const method of [route.method].flat()) if (method !== "HEAD") audited.set(`${method} ${openApiPath(route.url)}`, actions);
    const handler = route.handler as (...args: Parameters<RouteHandlerMethod>) => unknown;
    route.handler = function auditedHandler(this: FastifyInstance, request, reply) {
      const scope: AuditScope = { request, actions, outcome: "pending" };
      request.auditScope = scope;
      return inAuditScope(scope, () => handler.call(this, request, reply));
    } as RouteHandlerMethod;
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const scope = request.auditScope;
    const action = scope?.actions[0];
    if (!scope || !action || scope.outcome !== "pending" || reply.statusCode < 200 || reply.statusCode >= 300 || !request.agency) return payload;
    request.log.error({ route: request.routeOptions.url, action }, "audited route answered without its audit line");
    try {
      const actor = request.user ?? { id: null, name: "—", role: null };
      await recordAudit(deps.db, { agencyId: request.agency.id, actor, action, subject: { name: request.agency.agencyName } });
    } catch (error) {
      request.log.error({ err: error }, "audit safety net failed");
    }
    return payload;
  });
}
