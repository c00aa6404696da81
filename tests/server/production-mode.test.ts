// "Production mode": the mode is chosen explicitly; production refuses to start while anything it
// needs is missing or the demo's data is present, and it sends Secure cookies and HSTS; the demo
// listens on loopback only unless told otherwise.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OAUTH_COOKIE } from "@/server/accounts/social-routes";
import { buildApp } from "@/server/app";
import { seed } from "@/server/seed";
import { HSTS_VALUE } from "@/server/security/headers";
import { demoListenProblem, modeFromEnv, StartupRefused } from "@/server/security/mode";
import { serverEntry } from "../../bench/lib/server-process";
import { createTestDatabase } from "./helpers";
import { createProductionWorld, PROD_HOST, productionEnv, startProductionApp, type ProductionWorld } from "./production-support";
import { loadAccountsConfig } from "@/server/accounts/config";
import { paymentsConfigFromEnv } from "@/server/payments/config";

describe("choosing the mode", () => {
  it.each([
    [{}, "demo"],
    [{ NODE_ENV: "development" }, "demo"],
    [{ NODE_ENV: "production" }, "production"],
    [{ WAYPOINT_MODE: "production" }, "production"],
    [{ WAYPOINT_MODE: "demo", NODE_ENV: "production" }, "demo"],
  ] as const)("%j → %s", (env, mode) => {
    expect(modeFromEnv(env)).toBe(mode);
  });

  it("a misspelt WAYPOINT_MODE refuses to start rather than guess", () => {
    expect(() => modeFromEnv({ WAYPOINT_MODE: "prod" })).toThrow(StartupRefused);
  });

  it.each(["127.0.0.1", "localhost", "::1", "127.0.0.2"])("the demo listens on loopback %s", (host) => {
    expect(demoListenProblem(host, {})).toBeNull();
  });

  it.each(["0.0.0.0", "::", "192.168.1.20"])("the demo refuses %s unless DEMO_ALLOW_NETWORK=true", (host) => {
    expect(demoListenProblem(host, {})).toMatch(/Demo mode refuses to listen/);
    expect(demoListenProblem(host, { DEMO_ALLOW_NETWORK: "true" })).toBeNull();
  });

  it("npm start's entry point exits with the reason, not a stack, for a demo on 0.0.0.0", async () => {
    const { code, stderr } = await startEntryPoint({ ...process.env, WAYPOINT_MODE: "demo", HOST: "0.0.0.0", PORT: "0", DATA_DIR: ".tmp/never-created" });
    expect(code).toBe(1);
    expect(stderr).toContain("Demo mode refuses to listen on HOST=0.0.0.0");
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it("a WAYPOINT_FAULT_POINT the server does not know refuses to start: a test's kill that would never happen", async () => {
    const { code, stderr } = await startEntryPoint({ ...process.env, WAYPOINT_MODE: "demo", WAYPOINT_FAULT_POINT: "after-captur", PORT: "0", DATA_DIR: ".tmp/never-created" });
    expect(code).toBe(1);
    expect(stderr).toContain('WAYPOINT_FAULT_POINT is "after-captur"; use one of after-authorise, after-supplier-hold, after-capture, after-issue, during-mail.');
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});

/** Runs npm start's entry point with this environment and returns how it ended. */
async function startEntryPoint(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, await serverEntry(), { env, stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { code, stderr };
}

describe("production refuses to start", () => {
  let world: ProductionWorld;
  beforeAll(async () => {
    world = await createProductionWorld();
  });
  afterAll(async () => world?.close());

  it.each([
    ["no upload secret", undefined],
    ["a short upload secret", "too-short"],
  ])("with %s", async (_case, uploadSecret) => {
    const saved = process.env.UPLOAD_SECRET;
    delete process.env.UPLOAD_SECRET;
    try {
      const { uploadSecret: _ignored, ...options } = world.options;
      await expect(buildApp({ ...options, ...(uploadSecret ? { uploadSecret } : {}) })).rejects.toThrow(/UPLOAD_SECRET must be set/);
    } finally {
      if (saved !== undefined) process.env.UPLOAD_SECRET = saved;
    }
  });

  it("with an OpenID provider configured without its client secret, or on a plain-http remote issuer", async () => {
    const env = productionEnv(world.google.issuer);
    const noSecret = loadAccountsConfig({ ...env, GOOGLE_CLIENT_SECRET: "" }, "production");
    await expect(buildApp({ ...world.options, accounts: noSecret })).rejects.toThrow(/GOOGLE_ISSUER is set but GOOGLE_CLIENT_SECRET is not/);
    const plainHttp = loadAccountsConfig({ ...env, FACEBOOK_ISSUER: "http://id.example", FACEBOOK_CLIENT_ID: "fb", FACEBOOK_CLIENT_SECRET: "s" }, "production");
    await expect(buildApp({ ...world.options, accounts: plainHttp })).rejects.toThrow(/FACEBOOK_ISSUER must be an https:\/\/ URL/);
  });

  it("on the sandbox gateway unless the site is a staging one (WAYPOINT_ALLOW_SANDBOX_PAYMENTS); with Stripe's keys it starts", async () => {
    const sandbox = paymentsConfigFromEnv({});
    await expect(buildApp({ ...world.options, payments: sandbox })).rejects.toThrow(/STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are not set.*WAYPOINT_ALLOW_SANDBOX_PAYMENTS=1/s);
    const staging = await buildApp({ ...world.options, payments: paymentsConfigFromEnv({ WAYPOINT_ALLOW_SANDBOX_PAYMENTS: "1" }) });
    await staging.close();
    const keys = { STRIPE_SECRET_KEY: "sk_live_abc", STRIPE_PUBLISHABLE_KEY: "pk_live_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };
    const live = await buildApp({ ...world.options, payments: paymentsConfigFromEnv(keys) });
    await live.close();
  });

  it("with some of Stripe's keys but not all, keys that are not Stripe's, or a live key beside a test one", async () => {
    await expect(buildApp({ ...world.options, payments: paymentsConfigFromEnv({ STRIPE_SECRET_KEY: "sk_live_abc", WAYPOINT_ALLOW_SANDBOX_PAYMENTS: "1" }) })).rejects.toThrow(
      /STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are not set: Stripe payments need/,
    );
    const wrong = paymentsConfigFromEnv({ STRIPE_SECRET_KEY: "pk_live_abc", STRIPE_PUBLISHABLE_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "abc" });
    const refused = await buildApp({ ...world.options, payments: wrong }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StartupRefused);
    for (const problem of ["STRIPE_SECRET_KEY is not a Stripe secret key", "STRIPE_WEBHOOK_SECRET is not a webhook signing secret", "different modes"]) {
      expect((refused as StartupRefused).message).toContain(problem);
    }
  });

  it("on PGlite unless WAYPOINT_SINGLE_INSTANCE says one instance is meant", async () => {
    const pglite = { ...world.options, databaseKind: "pglite" as const };
    await expect(buildApp({ ...pglite, singleInstance: false })).rejects.toThrow(/DATABASE_URL is not set.*WAYPOINT_SINGLE_INSTANCE=1/s);
    const single = await buildApp({ ...pglite, singleInstance: true });
    await single.close();
    const postgres = await buildApp({ ...world.options, databaseKind: "postgres", singleInstance: false });
    await postgres.close();
  });

  it("with WAYPOINT_FAULT_POINT set: a test's order to kill the process in the middle of a payment", async () => {
    const saved = process.env.WAYPOINT_FAULT_POINT;
    process.env.WAYPOINT_FAULT_POINT = "after-capture";
    try {
      await expect(buildApp(world.options)).rejects.toThrow(/WAYPOINT_FAULT_POINT is set \("after-capture"\): it kills this process at a step of every payment, for tests only/);
    } finally {
      if (saved === undefined) delete process.env.WAYPOINT_FAULT_POINT;
      else process.env.WAYPOINT_FAULT_POINT = saved;
    }
  });

  it("with a provider's client id or secret set but not its issuer", async () => {
    const env = { ...productionEnv(world.google.issuer), FACEBOOK_CLIENT_ID: "fb" };
    await expect(buildApp({ ...world.options, accounts: loadAccountsConfig(env, "production") })).rejects.toThrow(
      /FACEBOOK_CLIENT_ID is set but FACEBOOK_ISSUER and FACEBOOK_CLIENT_SECRET are not: facebook sign-in needs all three/,
    );
  });

  it("npm start's entry point without DATABASE_URL: exits before making a PGlite, listing every missing setting", async () => {
    const dataDir = `.tmp/production-never-created-${process.pid}`;
    const { DATABASE_URL: _db, UPLOAD_SECRET: _secret, SMTP_URL: _smtp, WAYPOINT_SINGLE_INSTANCE: _single, ...inherited } = process.env;
    const { code, stderr } = await startEntryPoint({ ...inherited, WAYPOINT_MODE: "production", PORT: "0", DATA_DIR: dataDir, GOOGLE_CLIENT_SECRET: "s", WAYPOINT_FAULT_POINT: "after-issue" });
    expect(code).toBe(1);
    expect(stderr).toContain("Waypoint refuses to start in production mode");
    for (const missing of [
      "DATABASE_URL is not set",
      "SMTP_URL is not set",
      "UPLOAD_SECRET must be set",
      "GOOGLE_CLIENT_SECRET is set but GOOGLE_ISSUER and GOOGLE_CLIENT_ID are not",
      "WAYPOINT_FAULT_POINT is set",
      "STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are not set",
    ]) {
      expect(stderr).toContain(missing);
    }
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(dataDir)).toBe(false);
  });

  it("on a database the demo seeded (public demo logins), listing every problem at once", async () => {
    const database = await createTestDatabase();
    try {
      await seed(database.db);
      const refused = await buildApp({ ...world.options, db: database.db, uploadSecret: "x" }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(StartupRefused);
      const message = (refused as StartupRefused).message;
      expect(message).toMatch(/^Waypoint refuses to start in production mode/);
      expect(message).toContain("The database holds the demo logins");
      expect(message).toContain("UPLOAD_SECRET must be set");
      expect(message).toContain("enables facebook sign-in");
    } finally {
      await database.close();
    }
  });
});

describe("production answers", () => {
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

  it("HSTS on a real host, not on localhost", async () => {
    const real = await app.inject({ method: "GET", url: "/api/agency", headers: { host: PROD_HOST } });
    expect(real.statusCode).toBe(200);
    expect(real.headers["strict-transport-security"]).toBe(HSTS_VALUE);
    const local = await app.inject({ method: "GET", url: "/api/health", headers: { host: "localhost" } });
    expect(local.headers["strict-transport-security"]).toBeUndefined();
  });

  it("server cookies are Secure, even over the plain http of a TLS-terminating proxy", async () => {
    const res = await app.inject({ method: "GET", url: "/api/social/auth/google?isSignup=false", headers: { host: PROD_HOST } });
    expect(res.statusCode).toBe(302);
    expect(res.cookies.find((c) => c.name === OAUTH_COOKIE)).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true });
  });
});
