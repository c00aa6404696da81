// Contract test: what the routes really answer matches /api/openapi.json. Every operation of every vertical and
// back-office area is called as the agency's owner (a success path, on a real booking of the world), without a
// session (401 where one is needed), with a body that is not an object (400) and with an unknown id (404); each
// answer's status must be documented and its JSON body must satisfy the documented schema for that status.
import { randomUUID } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTags } from "@/server/openapi/tags";
import { SERVER_VERTICALS } from "@/server/verticals";
import { createTestApp, type TestContext } from "./helpers";
import { fillPath, loadOperations, queryString, sampleRequest, type JsonSchema, type Operation } from "./security/openapi";
import { ROUTE_POLICIES, victimHints } from "./security/route-policy";
import { buildWorld, send, tokenFor, type World } from "./security/world";
import { scaled } from "../browser/slowdown";

interface DocOperation {
  tags?: string[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  paths: Record<string, Record<string, DocOperation>>;
}

let ctx: TestContext;
let world: World;
let doc: Document;
let operations: Operation[];
let resolve: (s: JsonSchema) => JsonSchema;
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
const validators = new Map<string, ValidateFunction>();
const statusesSeen = new Set<number>();

beforeAll(async () => {
  ctx = await createTestApp();
  doc = (await ctx.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as Document;
  ({ operations, resolve } = await loadOperations(ctx.app));
  // The whole document is one schema, so "#/components/..." references resolve inside it.
  ajv.addSchema(doc, "openapi");
  world = await buildWorld(ctx.app, ctx.database.db);
}, scaled(120_000));

afterAll(async () => {
  await ctx?.close();
});

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

/** What is wrong with one recorded answer, or null when the document describes it. */
function violation(op: Operation, res: LightMyRequestResponse): string | null {
  const documented = doc.paths[op.path]?.[op.method.toLowerCase()]?.responses ?? {};
  const status = String(res.statusCode);
  const answer = documented[status] ?? documented[`${status[0]}XX`] ?? documented.default;
  if (!answer) return `undocumented ${status}: ${res.body.slice(0, 160)}`;
  const received =
    String(res.headers["content-type"] ?? "")
      .split(";")[0]
      ?.trim() ?? "";
  const types = Object.keys(answer.content ?? {});
  if (types.length === 0) return res.body.length === 0 ? null : `${status} has a ${received} body the document does not describe`;
  const matches = (type: string) => type === "*/*" || type === received || (type.endsWith("/*") && received.startsWith(type.slice(0, -1)));
  if (!types.some(matches)) return `${status} is ${received}, documented as ${types.join(", ")}`;
  const schema = answer.content?.["application/json"]?.schema;
  if (received !== "application/json" || !schema) return null;
  const ref = `openapi#/${pointer("paths", op.path, op.method.toLowerCase(), "responses", status in documented ? status : "default", "content", "application/json", "schema")}`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  if (validate(res.json())) return null;
  const first = validate.errors?.[0];
  return `${status} body breaks the schema at ${first?.instancePath || "/"}: ${first?.message ?? "?"}`;
}

type Call = { name: string; url: string; body?: unknown; token?: boolean };

/** The calls made to one operation: as the owner, anonymously, with a body that is no object, with an unknown id. */
function callsFor(op: Operation): Call[] {
  const bob = world.acme.bob;
  const policy = ROUTE_POLICIES[op.key];
  const hints = victimHints(bob);
  const calls: Call[] = [];
  for (const input of policy?.inputs?.(bob) ?? [{}]) {
    const sample = sampleRequest(op, resolve, hints);
    const url = fillPath(op, { ...sample.params, ...input.params }) + queryString(input.query ?? sample.query);
    const body = input.body !== undefined ? input.body : sample.body;
    calls.push({ name: "as the owner", url, body, token: true }, { name: "without a session", url, body });
  }
  const sample = sampleRequest(op, resolve, hints);
  const url = fillPath(op, sample.params) + queryString(sample.query);
  if (op.body) calls.push({ name: "with a body that is not an object", url, body: ["not", "an", "object"], token: true });
  if (op.pathParams.length > 0) {
    const unknown = Object.fromEntries(op.pathParams.map((p) => [p.name, randomUUID()]));
    calls.push({ name: "with an unknown id", url: fillPath(op, { ...sample.params, ...unknown }) + queryString(sample.query), body: sample.body, token: true });
  }
  return calls;
}

// One test per area (the document's tags): each vertical and each back-office area.
const AREAS = apiTags(SERVER_VERTICALS).map((tag) => tag.name);

describe("answers match the OpenAPI document", () => {
  it.each(AREAS)(
    "%s",
    async (area) => {
      const mine = operations.filter((op) => doc.paths[op.path]?.[op.method.toLowerCase()]?.tags?.[0] === area);
      expect(mine.length, `no operation tagged ${area}`).toBeGreaterThan(0);
      const seen = new Set<number>();
      const problems: string[] = [];
      for (const op of mine) {
        for (const call of callsFor(op)) {
          const token = call.token ? await tokenFor(ctx.app, world.acme.owner) : undefined;
          const res = await send(ctx.app, op.method, call.url, { host: world.acme.owner.host, token, body: call.body });
          seen.add(res.statusCode);
          const wrong = violation(op, res);
          if (wrong) problems.push(`${op.key} ${call.name}: ${wrong}`);
        }
      }
      expect(problems).toEqual([]);
      for (const status of seen) statusesSeen.add(status);
    },
    scaled(120_000),
  );

  it("the validator refuses an answer the document does not describe", () => {
    const health = operations.find((op) => op.key === "GET /api/health");
    if (!health) throw new Error("no GET /api/health");
    const fake = (statusCode: number, body: unknown) =>
      ({ statusCode, headers: { "content-type": "application/json; charset=utf-8" }, body: JSON.stringify(body), json: () => body }) as unknown as LightMyRequestResponse;
    expect(violation(health, fake(200, { status: true, message: "OK", data: { ok: true } }))).toBeNull();
    expect(violation(health, fake(200, { status: "yes", message: "OK", data: { ok: true } }))).toMatch(/breaks the schema/);
    expect(violation(health, fake(418, { status: false, message: "teapot", data: null }))).toMatch(/undocumented 418/);
  });

  it("the calls reached success, redirect and the error paths", () => {
    expect([...statusesSeen]).toEqual(expect.arrayContaining([200, 302, 400, 401, 403, 404]));
  });
});
