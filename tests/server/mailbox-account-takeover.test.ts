// Regression, "Account takeover through the public mailbox": with no SMTP configured the mailbox
// (no login needed) showed anyone every mail of the agency, so forgotPassword + reading the reset
// link signed in as the owner. Production has no mailbox and will not start without SMTP_URL.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadAccountsConfig } from "@/server/accounts/config";
import { buildApp } from "@/server/app";
import { StartupRefused } from "@/server/security/mode";
import { call } from "./accounts-support";
import { createProductionWorld, PROD_HOST, PROD_OWNER, productionEnv, startProductionApp, type ProductionWorld } from "./production-support";

let world: ProductionWorld;
let app: FastifyInstance;
beforeAll(async () => {
  world = await createProductionWorld();
  // A built SPA, so the page route is served as in production.
  const spaDir = mkdtempSync(join(tmpdir(), "waypoint-spa-"));
  writeFileSync(join(spaDir, "index.html"), "<!doctype html><title>Waypoint</title>");
  app = await startProductionApp(world, { staticDir: spaDir });
});
afterAll(async () => {
  await app?.close();
  await world?.close();
});

describe("account takeover through the public mailbox", () => {
  it("production answers 404 for the mailbox API, after a reset mail was queued for the owner", async () => {
    const forgot = await call(app, "POST", "/api/user/forgotPassword", { host: PROD_HOST, body: { email: PROD_OWNER.email, hostName: `https://${PROD_HOST}` } });
    expect(forgot.status).toBe(200);
    const list = await call(app, "GET", "/api/mailbox", { host: PROD_HOST });
    expect(list.status).toBe(404);
    expect(JSON.stringify(list.body)).not.toContain(PROD_OWNER.email);
    const one = await call(app, "GET", "/api/mailbox/00000000-0000-4000-8000-000000000000", { host: PROD_HOST });
    expect(one.status).toBe(404);
  });

  it("production answers the mailbox page with 404, other pages with 200", async () => {
    expect((await app.inject({ method: "GET", url: "/mailbox", headers: { host: PROD_HOST } })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/mailbox/?id=x", headers: { host: PROD_HOST } })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/login", headers: { host: PROD_HOST } })).statusCode).toBe(200);
  });

  it("production refuses to start without SMTP_URL, saying so", async () => {
    const { SMTP_URL: _smtp, ...env } = productionEnv(world.google.issuer);
    const started = buildApp({ ...world.options, accounts: loadAccountsConfig(env, "production") });
    await expect(started).rejects.toBeInstanceOf(StartupRefused);
    await expect(started).rejects.toThrow(/SMTP_URL is not set/);
  });
});
