// Regression, "a new user cannot find where the verification mail went": neither the README, the start
// banner nor the signup page said where a demo's mail goes. The signup page asks the embedded mailbox's
// list, which answers only where the mailbox is served, and points to it then (tests/browser/accounts.spec.ts).
// The public health check says nothing of it (docs/decisions.md "The health check says ok and nothing else").
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadAccountsConfig } from "@/server/accounts/config";
import { ACME } from "./accounts-support";
import { createTestApp, type TestContext } from "./helpers";
import { createProductionWorld, PROD_HOST, startProductionApp, type ProductionWorld } from "./production-support";

let demo: TestContext;
let withSmtp: TestContext;
let world: ProductionWorld;
let production: FastifyInstance;
beforeAll(async () => {
  demo = await createTestApp();
  withSmtp = await createTestApp({ accounts: loadAccountsConfig({ SMTP_URL: "smtp://127.0.0.1:2525" }, "demo") });
  world = await createProductionWorld();
  production = await startProductionApp(world);
});
afterAll(async () => {
  await demo?.close();
  await withSmtp?.close();
  await production?.close();
  await world?.close();
});

const mailboxServed = async (app: FastifyInstance, host = ACME) => {
  const response = await app.inject({ method: "GET", url: "/api/mailbox", headers: { host } });
  expect([200, 404]).toContain(response.statusCode);
  const health = await app.inject({ method: "GET", url: "/api/health", headers: { host } });
  expect(health.json()).toMatchObject({ status: true, data: { ok: true } });
  expect(Object.keys((health.json() as { data: object }).data)).toEqual(["ok"]);
  return response.statusCode === 200;
};

describe("a new user finds where the verification mail went", () => {
  it("the demo without SMTP says its mailbox is served", async () => {
    expect(await mailboxServed(demo.app)).toBe(true);
  });
  it("with SMTP, or in production, there is no mailbox to point to", async () => {
    expect(await mailboxServed(withSmtp.app)).toBe(false);
    expect(await mailboxServed(production, PROD_HOST)).toBe(false);
  });
});
