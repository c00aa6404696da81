// The audit trail enforced (docs/security.md "Audit trail"): every mutating operation of /api/openapi.json
// (POST, PUT, PATCH, DELETE) either declares its audit action (`config.audit`, src/server/back-office/audit-trail.ts)
// or is exempt with a reason (tests/server/security/audit-exempt.ts). A new route fails here until it is one or the other.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "@/shared/api/audit";
import { createTestApp, type TestContext } from "./helpers";
import { AUDIT_EXEMPT } from "./security/audit-exempt";
import { loadOperations, type Operation } from "./security/openapi";

let ctx: TestContext;
let mutating: Operation[];
beforeAll(async () => {
  ctx = await createTestApp();
  mutating = (await loadOperations(ctx.app)).operations.filter((op) => op.method !== "GET");
});
afterAll(() => ctx.close());

describe("every mutating route is audited or exempt with a reason", () => {
  it("finds the mutating routes", () => {
    expect(mutating.length).toBeGreaterThan(50);
  });

  it("has no mutating route that is neither audited nor exempt", () => {
    const neither = mutating.filter((op) => !ctx.app.auditedRoutes.has(op.key) && !(op.key in AUDIT_EXEMPT)).map((op) => op.key);
    expect(neither).toEqual([]);
  });

  it("exempts no audited route (one or the other, never both)", () => {
    expect(mutating.filter((op) => ctx.app.auditedRoutes.has(op.key) && op.key in AUDIT_EXEMPT).map((op) => op.key)).toEqual([]);
  });

  it("gives every exemption a reason and names only routes that exist", () => {
    const keys = new Set(mutating.map((op) => op.key));
    expect(Object.keys(AUDIT_EXEMPT).filter((key) => !keys.has(key))).toEqual([]);
    expect(
      Object.entries(AUDIT_EXEMPT)
        .filter(([, reason]) => reason.trim().length < 20)
        .map(([key]) => key),
    ).toEqual([]);
  });

  it("declares only actions of the trail's list, which the back office translates", () => {
    const declared = [...ctx.app.auditedRoutes.values()].flat();
    expect(declared.filter((action) => !(AUDIT_ACTIONS as readonly string[]).includes(action))).toEqual([]);
  });

  it("covers the account and back-office routes the go-live review named", () => {
    for (const key of [
      "POST /api/agency/subscriptions",
      "PATCH /api/agency/subscriptions",
      "PATCH /api/agency/subscriptions/payment-methods",
      "POST /api/flight/ticket",
      "POST /api/agency/flights/bookings/cancel",
      "POST /api/agency/flights/bookings/void",
      "POST /api/agency/proposal",
      "PATCH /api/agency/proposal",
      "POST /api/v2/agency/email-itinerary",
      "POST /api/short-url",
      "POST /api/short-url/email",
      "DELETE /api/agency/short-urls/{id}",
    ]) {
      expect(ctx.app.auditedRoutes.has(key), key).toBe(true);
    }
  });
});
