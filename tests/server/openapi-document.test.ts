// The API document integrators build on: Stoplight Spectral (the committed .spectral.yaml, spectral:oas) finds
// nothing in /api/openapi.json, and what the document says about access agrees with the route policies.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "./helpers";
import { ROUTE_POLICIES } from "./security/route-policy";
import { scaled } from "../browser/slowdown";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SPECTRAL = join(ROOT, "node_modules", ".bin", "spectral");

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}
interface Document {
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

let ctx: TestContext;
let doc: Document;
let dir: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const res = await ctx.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(res.statusCode).toBe(200);
  doc = res.json() as Document;
  dir = mkdtempSync(join(tmpdir(), "waypoint-openapi-"));
}, scaled(60_000));

afterAll(async () => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  await ctx?.close();
});

const operations = () => Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })));

describe("the OpenAPI document", () => {
  it(
    "Spectral (spectral:oas and .spectral.yaml) reports 0 errors and 0 warnings",
    async () => {
      const file = join(dir, "openapi.json");
      writeFileSync(file, JSON.stringify(doc));
      // --fail-severity=hint: any finding at all makes the exit code non-zero, and the JSON lists them.
      const result = await promisify(execFile)(SPECTRAL, ["lint", file, "--ruleset", join(ROOT, ".spectral.yaml"), "--format", "json", "--quiet", "--fail-severity", "hint"], { cwd: ROOT }).catch(
        (error: { stdout?: string; code?: number }) => ({ stdout: error.stdout ?? "", code: error.code }),
      );
      const findings = JSON.parse(result.stdout || "[]") as { code: string; severity: number; path: string[]; message: string }[];
      expect(findings.map((f) => `${f.code} at ${f.path.join(".")}: ${f.message}`)).toEqual([]);
    },
    scaled(30_000),
  );

  it("every operation has a unique operationId, a summary, a description and declared tags", () => {
    const declared = new Map(doc.tags.map((t) => [t.name, t.description ?? ""]));
    for (const description of declared.values()) expect(description.length).toBeGreaterThan(10);
    const ids = new Set<string>();
    for (const { key, op } of operations()) {
      expect(op.operationId, key).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(ids.has(op.operationId ?? ""), `${key}: duplicate ${op.operationId}`).toBe(false);
      ids.add(op.operationId ?? "");
      expect(op.summary?.length, key).toBeGreaterThan(5);
      expect(op.description?.length, key).toBeGreaterThan(op.summary?.length ?? 0);
      expect(op.tags?.length, key).toBeGreaterThan(0);
      for (const tag of op.tags ?? []) expect(declared.has(tag), `${key}: tag ${tag}`).toBe(true);
    }
  });

  it("documents the answers every route can give: 401 behind a session, 403 behind a permission, 400/413 with a body, 429 everywhere", () => {
    for (const { key, op } of operations()) {
      const policy = ROUTE_POLICIES[key];
      expect(policy, `${key} has no route policy`).toBeDefined();
      if (!policy) continue;
      const statuses = Object.keys(op.responses);
      expect(statuses, key).toContain("429");
      expect(
        statuses.some((s) => /^[23]/.test(s)),
        `${key}: no success answer`,
      ).toBe(true);
      // The description's access sentence is generated from the route's hooks; the policy says it independently.
      if (policy.auth === "public") expect(op.description, key).toContain("Needs no session.");
      else {
        expect(statuses, key).toContain("401");
        expect(op.description, key).toContain("Needs a session");
      }
      if (policy.auth !== "public" && policy.auth !== "session") expect(statuses, key).toContain("403");
      if (op.requestBody) expect(statuses, key).toEqual(expect.arrayContaining(["400", "413"]));
    }
  });

  it("documents the social sign-in's redirects as 302 with a Location header", () => {
    for (const path of ["/api/social/auth/{provider}", "/api/social/callback"]) {
      const answer = doc.paths[path]?.get?.responses["302"] as { headers?: Record<string, unknown> } | undefined;
      expect(answer?.headers, path).toHaveProperty("Location");
    }
  });
});
