import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyRequest } from "fastify";
import type { AuditAction } from "@/shared/api/audit";

// The request an audited route is answering (docs/decisions.md "Audit trail enforced"): the route's declared
// actions, and whether its line was written. The wrapper in audit-trail.ts opens it around the handler, so a
// service deep inside the change (a cancellation, a proposal's status) names the caller without being handed it.

export interface AuditScope {
  readonly request: FastifyRequest;
  /** The actions the route declares (`config.audit`); a line of another action does not count as its own. */
  readonly actions: readonly AuditAction[];
  outcome: "pending" | "written" | "unchanged";
}

const storage = new AsyncLocalStorage<AuditScope>();

export function auditScope(): AuditScope | null {
  return storage.getStore() ?? null;
}

export function inAuditScope<T>(scope: AuditScope, work: () => T): T {
  return storage.run(scope, work);
}

/**
 * The audited route answers 2xx without changing anything (a save of the same values, a declined card, a 3-D
 * Secure step still to come, a refund that moved): it owes no line, and the safety net writes none.
 */
export function auditUnchanged(): void {
  const scope = storage.getStore();
  if (scope && scope.outcome === "pending") scope.outcome = "unchanged";
}
