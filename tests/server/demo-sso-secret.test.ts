// Regression, "A public demo SSO secret": every start seeded Acme (code ACME) with an HS256 secret
// printed in the docs, so a token { email: owner, aud: "ACME" } signed with it logged in as the
// owner. Production seeds no secret and will not start while an agency still uses the demo's.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_SSO_SECRET } from "@/server/accounts/dev-sso";
import { buildApp } from "@/server/app";
import { agencies } from "@/server/db/schema";
import { call } from "./accounts-support";
import { createProductionWorld, PROD_HOST, PROD_OWNER, startProductionApp, type ProductionWorld } from "./production-support";

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

const demoToken = () =>
  new SignJWT({ email: PROD_OWNER.email, name: "Not the owner" })
    .setProtectedHeader({ alg: "HS256" })
    .setJti(crypto.randomUUID())
    .setSubject(PROD_OWNER.email)
    .setAudience("ACME")
    .setIssuedAt()
    .setExpirationTime("5m")
    .sign(new TextEncoder().encode(DEV_SSO_SECRET));

describe("a public demo SSO secret", () => {
  it("production leaves agency ACME without an SSO secret, so a token signed with the demo's does not sign in", async () => {
    const [row] = await world.database.db.select({ ssoSecret: agencies.ssoSecret, isSSOEnabled: agencies.isSSOEnabled }).from(agencies).where(eq(agencies.code, "ACME"));
    expect(row).toEqual({ ssoSecret: null, isSSOEnabled: false });
    const res = await call(app, "POST", "/api/sso", { host: PROD_HOST, body: { token: await demoToken() } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(JSON.stringify(res.body)).not.toContain('token":"');
  });

  it("production refuses to start while an agency signs SSO with the demo's secret, naming the agency", async () => {
    await world.database.db.update(agencies).set({ isSSOEnabled: true, ssoSecret: DEV_SSO_SECRET }).where(eq(agencies.code, "ACME"));
    try {
      await expect(buildApp(world.options)).rejects.toThrow(/Agency ACME signs SSO with the demo's public secret/);
    } finally {
      await world.database.db.update(agencies).set({ isSSOEnabled: false, ssoSecret: null }).where(eq(agencies.code, "ACME"));
    }
  });
});
