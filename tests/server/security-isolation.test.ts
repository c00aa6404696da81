// Security hardening, "Tenant isolation matrix": every route of /api/openapi.json, called by people who must
// not reach someone else's data. Routes come from the document, so new routes are covered (and a
// route missing from tests/server/security/route-policy.ts fails "every route has a policy").
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "./helpers";
import { haystack, leaked, REFUSED, refusalProblem } from "./security/checks";
import { fillPath, loadOperations, queryString, sampleRequest, type JsonSchema, type Operation } from "./security/openapi";
import { accountServerMessages } from "@/server/accounts/messages";
import { backOfficeMessages } from "@/shared/back-office/messages";
import { can, PERMISSIONS, type Role as MatrixRole } from "@/shared/permissions";
import { permissionOf, ROUTE_POLICIES, victimHints, type RequestInput, type RoutePolicy, type Target } from "./security/route-policy";
import { buildWorld, secretsOf, send, tokenFor, victimState, type Party, type Victim, type World } from "./security/world";
import { scaled } from "../browser/slowdown";

let ctx: TestContext;
let world: World;
let operations: Operation[];
let resolve: (s: JsonSchema) => JsonSchema;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ operations, resolve } = await loadOperations(ctx.app));
  world = await buildWorld(ctx.app, ctx.database.db);
}, scaled(120_000));

afterAll(async () => {
  await ctx?.close();
});

type Role = "anonymous" | "customer" | "restricted" | "owner";
const MATRIX_ROLE: Record<Exclude<Role, "anonymous">, MatrixRole> = { customer: "client", restricted: "restrictedAgent", owner: "owner" };

interface Scenario {
  name: string;
  /** null: no token at all. */
  caller: () => Party | null;
  role: Role;
  /** The Host the request goes to. */
  host: () => string;
  victim: () => Victim;
  /** "user": same agency, someone else's data; "agency": another agency's data. */
  cross: "user" | "agency";
  /** The caller's token belongs to another agency than the host's (sessions are agency-bound). */
  foreignToken?: boolean;
}

const SCENARIOS: Scenario[] = [
  { name: "no token → Acme bob's data", caller: () => null, role: "anonymous", host: () => world.acme.bob.host, victim: () => world.acme.bob, cross: "user" },
  { name: "no token → Nomad alice's data", caller: () => null, role: "anonymous", host: () => world.acme.bob.host, victim: () => world.nomad.alice, cross: "agency" },
  { name: "Acme customer alice → Acme bob's data", caller: () => world.acme.alice, role: "customer", host: () => world.acme.alice.host, victim: () => world.acme.bob, cross: "user" },
  { name: "Acme customer alice → Nomad alice's data", caller: () => world.acme.alice, role: "customer", host: () => world.acme.alice.host, victim: () => world.nomad.alice, cross: "agency" },
  { name: "Acme restricted agent → Acme bob's data", caller: () => world.acme.restricted, role: "restricted", host: () => world.acme.restricted.host, victim: () => world.acme.bob, cross: "user" },
  {
    name: "Nomad agent's token on the Acme host → Acme bob's data",
    caller: () => world.nomad.agent,
    role: "restricted",
    host: () => world.acme.bob.host,
    victim: () => world.acme.bob,
    cross: "agency",
    foreignToken: true,
  },
  { name: "Nomad owner on Nomad → Acme bob's data", caller: () => world.nomad.owner, role: "owner", host: () => world.nomad.owner.host, victim: () => world.acme.bob, cross: "agency" },
  { name: "Acme owner on Acme → Nomad alice's data", caller: () => world.acme.owner, role: "owner", host: () => world.acme.owner.host, victim: () => world.nomad.alice, cross: "agency" },
];

/** Ids a request may carry that point at the victim (for routes without a policy). */
function victimIds(v: Victim): string[] {
  return [v.referenceNumber, v.pnr, v.bookingId, v.user.id, v.searchId, v.mailId, v.resetToken, v.invitationToken, v.checkoutSessionId, v.idempotencyKey];
}

/** The request goes to the victim's own agency (whoever the caller is). */
const sameHost = (s: Scenario) => s.host() === s.victim().host;

interface Built {
  url: string;
  body: unknown;
  target: Target;
  usesVictim: boolean;
}

function buildRequests(op: Operation, policy: RoutePolicy | undefined, s: Scenario): Built[] {
  const v = s.victim();
  const variants: RequestInput[] = policy?.inputs?.(v) ?? [{}];
  return variants.map((input) => {
    const target = input.target ?? policy?.target ?? "any";
    // A bearer secret works inside its own agency by design (whoever holds the link): on the
    // victim's own host, send a stranger's value instead.
    const bearerSameAgency = target === "crossAgency" && sameHost(s);
    const hints = bearerSameAgency ? { idempotencyKey: `mallory-${randomUUID()}` } : victimHints(v);
    const sample = sampleRequest(op, resolve, hints);
    const params = { ...sample.params, ...(bearerSameAgency ? {} : input.params) };
    const query = bearerSameAgency ? sample.query : (input.query ?? sample.query);
    const body = bearerSameAgency ? sample.body : input.body !== undefined ? input.body : sample.body;
    const url = fillPath(op, params) + queryString(query);
    const sent = JSON.stringify({ url, body });
    return { url, body, target: bearerSameAgency ? "none" : target, usesVictim: victimIds(v).some((id) => sent.includes(id)) };
  });
}

async function attack(s: Scenario): Promise<string[]> {
  const problems: string[] = [];
  const v = s.victim();
  const caller = s.caller();
  const before = await victimState(ctx.database.db, v);
  for (const op of operations) {
    const policy = ROUTE_POLICIES[op.key];
    for (const req of buildRequests(op, policy, s)) {
      // A fresh session per request: logout or a password change must not spoil the next call.
      const token = caller ? await tokenFor(ctx.app, caller) : undefined;
      const res = await send(ctx.app, op.method, req.url, { host: s.host(), token, body: req.body, headers: { "x-request-id": `iso-${randomUUID().slice(0, 8)}` } });
      const where = `${op.method} ${req.url}`;
      const status = res.statusCode;
      if (status >= 500) {
        problems.push(`${where}: ${status} ${res.body.slice(0, 200)}`);
        continue;
      }
      const refusal = refusalProblem(res);
      if (refusal) problems.push(`${where}: ${refusal}`);
      const refused = REFUSED.has(status) || (policy?.refusedWhen?.(res) ?? false);

      if (policy && policy.auth !== "public" && (s.role === "anonymous" || s.foreignToken) && status !== 401) {
        problems.push(`${where}: protected route answered ${status} without a valid session for this agency (want 401)`);
      }
      const permission = policy ? permissionOf(policy.auth) : null;
      if (permission && s.role !== "anonymous" && !s.foreignToken && !can(MATRIX_ROLE[s.role], permission) && status !== 403) {
        problems.push(`${where}: "${permission}" route answered ${status} to a ${s.role} (want 403)`);
      }
      const mustRefuse = policy ? req.target === "any" || (req.target === "crossAgency" && !sameHost(s)) || (req.target === "sameAgency" && sameHost(s)) : req.usesVictim;
      if (mustRefuse && !refused) {
        problems.push(`${where}: ${s.cross === "agency" ? "cross-agency" : "cross-user"} request answered ${status}: ${haystack(res).slice(0, 200)}`);
      }
      const leakScope = policy?.leak ?? "any";
      if (leakScope === "any" || !sameHost(s)) {
        const secrets = secretsOf(v).filter((x) => !policy?.leakIgnoresContact || (x !== v.user.email && x !== v.user.name));
        const found = leaked(res, secrets, { url: req.url, body: req.body });
        if (found.length > 0) problems.push(`${where}: leaks ${found.join(", ")} (${status})`);
      }
    }
  }
  const after = await victimState(ctx.database.db, v);
  if (JSON.stringify(after) !== JSON.stringify(before)) {
    problems.push(`the victim's account or booking changed: ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
  }
  return problems;
}

// ---- The role dimension (spec B §6 roles, the matrix of src/shared/permissions.ts, docs/permissions.md) ----

/** What the permission checks answer (no other refusal uses these words): the matrix's, and the bookings back office's to a client. */
const GUARD_REFUSALS = [accountServerMessages.notAllowed.message, backOfficeMessages.notAllowed.message].map((text) => text.toLowerCase());

const ROLE_CALLERS: [string, MatrixRole, () => Party][] = [
  ["owner", "owner", () => world.acme.owner],
  ["admin", "admin", () => world.acme.admin],
  ["agent", "agent", () => world.acme.agent],
  ["restricted agent", "restrictedAgent", () => world.acme.restricted],
  ["client", "client", () => world.acme.alice],
];

/** A client of Acme for one role's calls to be about: each role gets its own, so one role's promotion decides nothing for the next. */
async function freshClient(): Promise<string> {
  const res = await send(ctx.app, "POST", "/api/agency/clients/create", {
    host: world.acme.owner.host,
    token: await tokenFor(ctx.app, world.acme.owner),
    body: { name: "Carol Target", email: `carol-${randomUUID().slice(0, 8)}@example.test` },
  });
  if (res.statusCode !== 200) throw new Error(`create client: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { _id: string } }).data._id;
}

/** Every route as `role`: a permission the role lacks is 403 from the check; one it holds (or none) passes it. */
async function walkAsRole(role: MatrixRole, caller: Party): Promise<string[]> {
  const problems: string[] = [];
  const target = await freshClient();
  const hints = { userId: target, clientId: target, _id: target, id: target, idempotencyKey: `role-${randomUUID()}` };
  for (const op of operations) {
    const policy = ROUTE_POLICIES[op.key];
    if (!policy) continue; // "every route has a policy" names it
    const sample = sampleRequest(op, resolve, hints);
    const url = fillPath(op, sample.params) + queryString(sample.query);
    const res = await send(ctx.app, op.method, url, { host: caller.host, token: await tokenFor(ctx.app, caller), body: sample.body });
    const where = `${op.method} ${url}`;
    if (res.statusCode >= 500) {
      problems.push(`${where}: ${res.statusCode}`);
      continue;
    }
    const guarded = res.statusCode === 403 && GUARD_REFUSALS.some((text) => haystack(res).includes(text));
    const permission = permissionOf(policy.auth);
    const granted = permission === null || can(role, permission);
    if (policy.auth !== "public" && res.statusCode === 401) problems.push(`${where}: 401 to a signed-in ${role}`);
    if (!granted && !guarded) problems.push(`${where}: "${permission}" answered ${res.statusCode} to a ${role} (want 403)`);
    if (granted && guarded) problems.push(`${where}: refused a ${role}, whom the matrix allows${permission ? ` "${permission}"` : ""}`);
  }
  return problems;
}

describe("role matrix: every route × every role of the host's agency", () => {
  it.each(ROLE_CALLERS)("%s: the matrix's answer on every route", async (_name, role, caller) => {
    expect(await walkAsRole(role, caller())).toEqual([]);
  });

  it("the matrix is real: restricted agents lose something agents have, agents something admins have", () => {
    const narrower = (a: MatrixRole, b: MatrixRole) => PERMISSIONS.filter((p) => can(b, p) && !can(a, p));
    expect(narrower("restrictedAgent", "agent")).toEqual(expect.arrayContaining(["bookings.agencyWide", "clients.edit", "agents.view"]));
    expect(narrower("agent", "admin")).toEqual(expect.arrayContaining(["markups.edit", "settings.manage", "billing.manage"]));
    expect(PERMISSIONS.filter((p) => can("client", p))).toEqual([]);
  });
});

describe("tenant isolation matrix (every route of /api/openapi.json)", () => {
  it("every route has a policy, and every public route says why", () => {
    const keys = operations.map((o) => o.key);
    const missing = keys.filter((k) => !ROUTE_POLICIES[k]);
    expect(missing, "classify these routes in tests/server/security/route-policy.ts").toEqual([]);
    const unexplained = Object.entries(ROUTE_POLICIES)
      .filter(([, p]) => p.auth === "public" && !p.reason)
      .map(([k]) => k);
    expect(unexplained).toEqual([]);
    const stale = Object.keys(ROUTE_POLICIES).filter((k) => !keys.includes(k));
    expect(stale, "these policies name routes that no longer exist").toEqual([]);
  });

  it.each(SCENARIOS.map((s) => [s.name, s] as const))("%s: refused, no 500, nothing leaks", async (_name, s) => {
    expect(await attack(s)).toEqual([]);
  });

  it("the victims can still use their own data (the fixtures are real)", async () => {
    for (const v of [world.acme.bob, world.nomad.alice]) {
      const token = await tokenFor(ctx.app, v);
      const res = await send(ctx.app, "GET", `/api/flight/bookingStatus?referenceNumber=${v.referenceNumber}`, { host: v.host, token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: { referenceNumber: v.referenceNumber } });
      if (v.checkoutSaved) {
        // Still there and still the victim's: no PUT or DELETE of the matrix reached it.
        const saved = await send(ctx.app, "GET", `/api/checkout-sessions/${v.checkoutSessionId}`, { host: v.host, token });
        expect(saved.statusCode).toBe(200);
        expect(saved.body).toContain(v.passengerLastName);
      }
    }
  });
});
