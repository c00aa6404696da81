// Regression, "The local OpenID provider runs by default": it stands in for Google and Facebook and
// signs in any typed email (owner@… included). Production never starts it: social sign-in goes to
// the configured provider, and an agency that enables a provider with no client refuses the start.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadAccountsConfig } from "@/server/accounts/config";
import { buildApp } from "@/server/app";
import { agencies } from "@/server/db/schema";
import { createProductionWorld, PROD_HOST, productionEnv, startProductionApp, type ProductionWorld } from "./production-support";

let world: ProductionWorld;
let app: FastifyInstance;
beforeAll(async () => {
  world = await createProductionWorld();
  app = await startProductionApp(world);
});
afterAll(async () => {
  await app?.close();
  await world?.close();
});

describe("the local OpenID provider", () => {
  it("production has no local provider, whatever OIDC_DEV_PORT says; the demo keeps it", () => {
    expect(loadAccountsConfig({ PORT: "3000" }, "production").devOidcPort).toBeNull();
    expect(loadAccountsConfig({ PORT: "3000", OIDC_DEV_PORT: "3001" }, "production").devOidcPort).toBeNull();
    expect(loadAccountsConfig({ PORT: "3000" }, "demo").devOidcPort).toBe(3001);
  });

  it("production sends Google sign-in to the configured provider only", async () => {
    const res = await app.inject({ method: "GET", url: "/api/social/auth/google?isSignup=false", headers: { host: PROD_HOST } });
    expect(res.statusCode).toBe(302);
    expect(new URL(String(res.headers.location)).origin).toBe(world.google.issuer);
  });

  it("production refuses to start when an agency enables a provider that has no OpenID client", async () => {
    await world.database.db.update(agencies).set({ isFacebookEnabled: true });
    try {
      await expect(buildApp(world.options)).rejects.toThrow(/Agency ACME enables facebook sign-in but FACEBOOK_ISSUER and FACEBOOK_CLIENT_ID are not set/);
    } finally {
      await world.database.db.update(agencies).set({ isFacebookEnabled: false });
    }
    const { GOOGLE_ISSUER: _issuer, ...noGoogle } = productionEnv(world.google.issuer);
    await expect(buildApp({ ...world.options, accounts: loadAccountsConfig(noGoogle, "production") })).rejects.toThrow(/enables google sign-in/);
  });
});
