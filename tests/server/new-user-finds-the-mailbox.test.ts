// Regression, "a new user cannot find where the verification mail went": neither the README, the start
// banner nor the signup page said where a demo's mail goes. The health answer now says whether the
// embedded mailbox is served, and the signup page points to it then (tests/browser/accounts.spec.ts).
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadAccountsConfig } from "../../src/server/accounts/config";
import { createTestApp, type TestContext } from "./helpers";
import { createProductionWorld, startProductionApp, type ProductionWorld } from "./production-support";

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

const mailboxServed = async (app: FastifyInstance) => {
  const response = await app.inject({ method: "GET", url: "/api/health" });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { mailbox: boolean } }).data.mailbox;
};

describe("a new user finds where the verification mail went", () => {
  it("the demo without SMTP says its mailbox is served", async () => {
    expect(await mailboxServed(demo.app)).toBe(true);
  });
  it("with SMTP, or in production, there is no mailbox to point to", async () => {
    expect(await mailboxServed(withSmtp.app)).toBe(false);
    expect(await mailboxServed(production)).toBe(false);
  });
});
