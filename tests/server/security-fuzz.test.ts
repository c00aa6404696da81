// Security hardening, "Bad input": hostile bodies, queries, path params and headers for every route of
// /api/openapi.json (fast-check). Never a 500; every refusal is a 4xx envelope with a readable
// message and nothing internal; a refused request stores nothing; Object.prototype stays clean.
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "./helpers";
import { refusalProblem } from "./security/checks";
import { hostileHeader, hostileString, hostileValue, pollutingPayloads } from "./security/hostile";
import { fillPath, loadOperations, queryString, sampleRequest, type JsonSchema, type Operation } from "./security/openapi";
import { ACME, rowCounts, tokenFor, type Party } from "./security/world";
import { agencies, users } from "@/server/db/schema";
import { and, eq } from "drizzle-orm";
import { scaled } from "../browser/slowdown";

/**
 * Requests per strategy, shared by all routes (at least 4 each): keeps the file under 60 s as routes
 * grow. FUZZ_BUDGET=5000 for a deeper run; a failure prints its fast-check seed.
 */
const BUDGET_PER_STRATEGY = Number(process.env.FUZZ_BUDGET ?? 300);

/**
 * 500s found here in code this suite does not own, reported to its owner. A 500 on these routes is
 * listed, not failed; every other check still applies. Remove the entry with the fix (the
 * regression test below then fails as a reminder).
 */
const KNOWN_500S: Record<string, string> = {};
const known: string[] = [];

const stats: string[] = [];
let ctx: TestContext;
let operations: Operation[];
let resolve: (s: JsonSchema) => JsonSchema;
const parties: Record<"customer" | "owner", Party | null> = { customer: null, owner: null };
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort().join(",");

beforeAll(async () => {
  ctx = await createTestApp();
  ({ operations, resolve } = await loadOperations(ctx.app));
  const db = ctx.database.db;
  for (const [role, email] of [
    ["customer", "alice@acme.test"],
    ["owner", "owner@acme.test"],
  ] as const) {
    const [row] = await db
      .select({ user: users, code: agencies.code })
      .from(users)
      .innerJoin(agencies, eq(agencies.id, users.agencyId))
      .where(and(eq(users.email, email), eq(agencies.subdomain, "acme")));
    if (!row) throw new Error(`no ${email}`);
    parties[role] = { label: role, host: ACME, user: row.user, agencyCode: row.code };
  }
}, scaled(120_000));

afterAll(async () => {
  if (known.length > 0) console.warn(`Known 500s (see KNOWN_500S):\n${known.join("\n")}`);
  if (process.env.FUZZ_DEBUG) {
    const counts = new Map<string, number>();
    for (const s of stats) counts.set(s, (counts.get(s) ?? 0) + 1);
    console.log(
      [...counts]
        .sort()
        .map(([k, n]) => `${n}\t${k}`)
        .join("\n"),
    );
  }
  await ctx?.close();
});

type Role = "none" | "customer" | "owner";
const role = fc.constantFrom<Role>("none", "customer", "owner");

interface Probe {
  method: Operation["method"];
  url: string;
  /** An object is sent as JSON; a string as-is (raw JSON texts). */
  payload?: unknown;
  headers?: Record<string, string>;
  role: Role;
}

function prototypeProblem(): string | null {
  const probe = {} as Record<string, unknown>;
  if (probe.polluted !== undefined || probe.isAdmin !== undefined) return "Object.prototype was polluted";
  if (Object.getOwnPropertyNames(Object.prototype).sort().join(",") !== prototypeKeys) return "Object.prototype gained keys";
  return null;
}

/** Sends one hostile request; returns what is wrong with the answer, or null. */
async function probe(p: Probe): Promise<string | null> {
  const party = p.role === "none" ? null : parties[p.role];
  const token = party ? await tokenFor(ctx.app, party) : undefined;
  const before = await rowCounts(ctx.database.db);
  let res: LightMyRequestResponse;
  try {
    res = await ctx.app.inject({
      method: p.method,
      url: p.url,
      headers: {
        host: ACME,
        ...(token ? { "x-access-token": token } : {}),
        ...(typeof p.payload === "string" ? { "content-type": "application/json" } : {}),
        ...p.headers,
      },
      ...(p.payload !== undefined ? { payload: p.payload as string } : {}),
    });
  } catch (error) {
    return `inject threw ${String(error)}`;
  }
  const where = `${p.role} ${p.method} ${p.url.slice(0, 120)}`;
  if (process.env.FUZZ_DEBUG) stats.push(`${p.method} ${p.url.split("?")[0]} ${res.statusCode}`);
  const polluted = prototypeProblem();
  if (polluted) return `${where}: ${polluted}`;
  if (res.statusCode >= 500) return `${where}: ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 400) {
    const problem = refusalProblem(res);
    if (problem) return `${where}: ${problem}`;
    if (!String(res.headers["content-type"] ?? "").startsWith("application/json")) return `${where}: refusal is ${String(res.headers["content-type"])}`;
    const after = await rowCounts(ctx.database.db);
    if (JSON.stringify(after) !== JSON.stringify(before)) return `${where}: refused (${res.statusCode}) but stored ${JSON.stringify(before)} → ${JSON.stringify(after)}`;
  }
  return null;
}

function pick(value: unknown, path: (string | number)[]): unknown {
  let node = value;
  for (const key of path) node = (node as Record<string | number, unknown> | null)?.[key];
  return node;
}

/** Paths of a JSON value's leaves (and of the value itself). */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length === 0 ? [prefix] : value.flatMap((v, i) => leafPaths(v, [...prefix, i]));
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    return entries.length === 0 ? [prefix] : entries.flatMap(([k, v]) => leafPaths(v, [...prefix, k]));
  }
  return [prefix];
}

type Mutation = "replace" | "delete" | "wrap" | "pollute";

function mutate(value: unknown, path: (string | number)[], how: Mutation, replacement: unknown): unknown {
  if (path.length === 0) return how === "wrap" ? [value] : replacement;
  const copy: unknown = structuredClone(value);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (how === "delete") delete node[last];
  else if (how === "wrap") node[last] = [node[last]];
  else if (how === "pollute") Object.defineProperty(node, "__proto__", { value: { polluted: "yes" }, enumerable: true, configurable: true, writable: true });
  else node[last] = replacement;
  return copy;
}

function sampleUrl(op: Operation, params: Record<string, unknown>, query: Record<string, unknown>): string {
  return fillPath(op, params) + queryString(query);
}

/** What checkAll reads of fast-check's RunDetails (whatever the property's tuple type). */
interface Outcome {
  failed: boolean;
  errorInstance: unknown;
  seed: number;
  counterexamplePath: string | null;
}

async function checkAll(name: string, run: (op: Operation) => Promise<Outcome | string[]>): Promise<string[]> {
  const failures: string[] = [];
  for (const op of operations) {
    const started = Date.now();
    const out = await run(op);
    const knownCause = KNOWN_500S[op.key];
    if (process.env.FUZZ_DEBUG) console.log(`${name} ${op.key} ${Date.now() - started} ms`);
    if (Array.isArray(out)) failures.push(...out);
    else if (out.failed) {
      const reproduce = `FUZZ_SEED=${out.seed} FUZZ_PATH=${out.counterexamplePath ?? ""} npx vitest run tests/server/security-fuzz.test.ts`;
      const message = `${name} ${op.key}: ${out.errorInstance instanceof Error ? out.errorInstance.message : String(out.errorInstance)} (seed ${out.seed}; reproduce: ${reproduce})`;
      if (knownCause && /: 500 /.test(message)) known.push(`${message} — known: ${knownCause}`);
      else failures.push(message);
    }
  }
  return failures;
}

/**
 * FUZZ_SEED (and FUZZ_PATH) replay a failure exactly: every failure prints both with the command
 * that reproduces it. Without them each run draws a new seed, so a failure found on one seed only
 * is still reported with what it takes to see it again.
 */
const replay = process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED), ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}) } : {};
const settings = () => ({ numRuns: Math.max(4, Math.floor(BUDGET_PER_STRATEGY / operations.length)), endOnFailure: true, ...replay });
const hasBody = (op: Operation) => op.method !== "GET" && op.method !== "DELETE";

describe("bad input on every route of /api/openapi.json", () => {
  it("hostile bodies (wrong types, huge strings, unicode, SQL, HTML, pollution keys)", async () => {
    const failures = await checkAll("body", async (op) => {
      if (!hasBody(op)) return [];
      const { params, query } = sampleRequest(op, resolve);
      return fc.check(
        fc.asyncProperty(role, hostileValue, async (r, body) => {
          const problem = await probe({ method: op.method, url: sampleUrl(op, params, query), payload: body === null ? "null" : body, role: r });
          if (problem) throw new Error(problem);
        }),
        settings(),
      );
    });
    expect(failures).toEqual([]);
  });

  it("near-valid bodies from the request schema with one field mutated", async () => {
    const failures = await checkAll("near-valid", async (op) => {
      if (!op.body) return [];
      const sample = sampleRequest(op, resolve);
      const paths = leafPaths(sample.body);
      return fc.check(
        fc.asyncProperty(role, fc.nat({ max: paths.length - 1 }), fc.constantFrom<Mutation>("replace", "replace", "replace", "delete", "wrap", "pollute"), hostileValue, async (r, index, how, replacement) => {
          const body = mutate(sample.body, paths[index] ?? [], how, replacement);
          const problem = await probe({ method: op.method, url: sampleUrl(op, sample.params, sample.query), payload: JSON.stringify(body), role: r });
          if (problem) throw new Error(`${problem} — body field ${JSON.stringify(paths[index])} ${how}`);
        }),
        settings(),
      );
    });
    expect(failures).toEqual([]);
  });

  it("hostile path params and query strings (plus pollution-shaped and repeated keys)", async () => {
    const failures = await checkAll("query", async (op) => {
      const sample = sampleRequest(op, resolve);
      const names = [...op.pathParams.map((p) => `path:${p.name}`), ...op.queryParams.map((p) => `query:${p.name}`), "query:__proto__[polluted]", "query:constructor[prototype][polluted]"];
      return fc.check(
        fc.asyncProperty(role, fc.constantFrom(...names), hostileString, fc.boolean(), async (r, name, value, repeat) => {
          const [where, key = ""] = name.split(":");
          const params = { ...sample.params };
          let url: string;
          if (where === "path") {
            params[key] = value;
            url = sampleUrl(op, params, sample.query);
          } else {
            const base = sampleUrl(op, params, sample.query);
            const extra = `${encodeURIComponent(key).replace(/%5B/g, "[").replace(/%5D/g, "]")}=${encodeURIComponent(value)}`;
            url = `${base}${base.includes("?") ? "&" : "?"}${extra}${repeat ? `&${extra}` : ""}`;
          }
          const problem = await probe({ method: op.method, url, payload: hasBody(op) ? sample.body : undefined, role: r });
          if (problem) throw new Error(problem);
        }),
        settings(),
      );
    });
    expect(failures).toEqual([]);
  });

  it("hostile headers (agency key, token, language, request id, content type)", async () => {
    const failures = await checkAll("headers", async (op) => {
      const sample = sampleRequest(op, resolve);
      return fc.check(
        fc.asyncProperty(
          role,
          fc.constantFrom("x-agency-key", "x-access-token", "authorization", "accept-language", "x-request-id", "content-type", "host", "cookie"),
          hostileHeader,
          async (r, header, value) => {
            const problem = await probe({
              method: op.method,
              url: sampleUrl(op, sample.params, sample.query),
              payload: hasBody(op) ? sample.body : undefined,
              headers: { [header]: value },
              role: r,
            });
            if (problem) throw new Error(`${problem} — header ${header}`);
          },
        ),
        settings(),
      );
    });
    expect(failures).toEqual([]);
  });

  it("prototype pollution through the JSON parser is refused, and Object.prototype stays clean", async () => {
    const failures: string[] = [];
    for (const op of operations.filter(hasBody)) {
      const sample = sampleRequest(op, resolve);
      for (const raw of pollutingPayloads(sample.body)) {
        for (const r of ["none", "owner"] as const) {
          const problem = await probe({ method: op.method, url: sampleUrl(op, sample.params, sample.query), payload: raw, role: r });
          if (problem && !(/: 500 /.test(problem) && KNOWN_500S[op.key])) failures.push(problem);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(prototypeProblem()).toBeNull();
  });

  // Regression (production-and-security hardening, finding "A NUL byte in any string gives a 500"):
  // PostgreSQL cannot store U+0000, so a NUL reached the database and failed there; the fuzz above
  // found it only on some seeds. Every string of every route's sample request, one at a time.
  it("a NUL byte in any string gives a 400 naming the field, never a 500", async () => {
    const failures: string[] = [];
    for (const op of operations) {
      const sample = sampleRequest(op, resolve);
      const cases: Array<{ where: string; url: string; payload: unknown }> = [];
      const url = sampleUrl(op, sample.params, sample.query);
      for (const path of leafPaths(sample.body ?? null).filter((p) => typeof pick(sample.body, p) === "string")) {
        cases.push({ where: `body.${path.join(".")}`, url, payload: mutate(sample.body, path, "replace", "a\u0000b") });
      }
      for (const p of op.queryParams) {
        cases.push({ where: `querystring.${p.name}`, url: sampleUrl(op, sample.params, { ...sample.query, [p.name]: "a\u0000b" }), payload: sample.body });
      }
      for (const p of op.pathParams) {
        cases.push({ where: `params.${p.name}`, url: sampleUrl(op, { ...sample.params, [p.name]: "a\u0000b" }, sample.query), payload: sample.body });
      }
      // A fresh session per request: other requests of this file may end the owner's (logout, password change).
      const send = async (target: string, payload: unknown) =>
        ctx.app.inject({
          method: op.method,
          url: target,
          headers: { host: ACME, "x-access-token": await tokenFor(ctx.app, parties.owner as Party) },
          ...(hasBody(op) && payload !== undefined ? { payload: payload as object } : {}),
        });
      // A sample the schema already refuses (a signed upload URL, say) names its own field first.
      const sampleRefused = (await send(url, sample.body)).statusCode === 400;
      for (const c of cases) {
        const res = await send(c.url, c.payload);
        if (res.statusCode >= 500) failures.push(`${op.key} ${c.where}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        else if (!sampleRefused && res.statusCode === 400 && (res.json() as { field?: string }).field !== c.where) {
          failures.push(`${op.key} ${c.where}: 400 names ${String((res.json() as { field?: string }).field)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  // Regression: price.amount outside the int4 column used to reach the insert and fail in the database.
  it("PUT /api/checkout-sessions/{id} with price.amount 2^31 is a 4xx, not a 500", async () => {
    const op = operations.find((o) => o.key === "PUT /api/checkout-sessions/{id}");
    expect(op, "the checkout-sessions route is in the OpenAPI document").toBeDefined();
    if (!op) return;
    const sample = sampleRequest(op, resolve);
    const body = { ...(sample.body as object), price: { amount: 2 ** 31, currency: "USD" } };
    const res = await ctx.app.inject({
      method: "PUT",
      url: sampleUrl(op, sample.params, sample.query),
      headers: { host: ACME, "x-access-token": await tokenFor(ctx.app, parties.customer as Party) },
      payload: body as object,
    });
    expect(res.statusCode).toBeLessThan(500);
  });
});
