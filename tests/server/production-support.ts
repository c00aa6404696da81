// Shared by the production-mode tests: an app in production mode on a database the demo never
// seeded, with one agency of its own and a real (here: locally started) OpenID provider for Google.
import { randomBytes } from "node:crypto";
import { buildApp, type AppOptions } from "@/server/app";
import { loadAccountsConfig } from "@/server/accounts/config";
import { DEV_CLIENTS } from "@/server/accounts/social-client";
import type { Database } from "@/server/db/client";
import { agencies, users } from "@/server/db/schema";
import { hashPassword } from "@/server/auth/password";
import { startDevOidcProvider, type DevOidcProvider } from "@/server/oidc/dev-provider";
import type { FastifyInstance } from "fastify";
import { createTestDatabase } from "./helpers";

/** The production agency: code ACME (the code the demo's SSO secret was seeded on), its own hosts. */
export const PROD_HOST = "travel.globe.example";
export const PROD_OWNER = { email: "owner@globe.example", password: "Real@Secret9" };

export const productionEnv = (issuer: string): NodeJS.ProcessEnv => ({
  SMTP_URL: "smtp://127.0.0.1:9",
  GOOGLE_ISSUER: issuer,
  GOOGLE_CLIENT_ID: DEV_CLIENTS.google.clientId,
  GOOGLE_CLIENT_SECRET: DEV_CLIENTS.google.clientSecret,
});

export interface ProductionWorld {
  database: Database;
  google: DevOidcProvider;
  /** Everything buildApp needs for a production start that passes its checks. */
  options: AppOptions;
  close(): Promise<void>;
}

/** A migrated, unseeded database with one agency (Google sign-in on) and its owner. */
export async function createProductionWorld(): Promise<ProductionWorld> {
  const database = await createTestDatabase();
  const google = await startDevOidcProvider({ host: "127.0.0.1", port: 0, clients: [DEV_CLIENTS.google] });
  const [agency] = await database.db
    .insert(agencies)
    .values({
      code: "ACME",
      agencyName: "Globe Travel",
      subdomain: "globe",
      customDomains: [PROD_HOST],
      isSubscribed: true,
      isGoogleEnabled: true,
      bookingMenuItemOptions: [{ title: "Air Travel", active: true }],
    })
    .returning({ id: agencies.id });
  if (!agency) throw new Error("agency not inserted");
  await database.db.insert(users).values({
    agencyId: agency.id,
    name: "Globe Owner",
    email: PROD_OWNER.email,
    passwordHash: await hashPassword(PROD_OWNER.password),
    userType: "AgencyOwner",
    emailVerified: true,
  });
  return {
    database,
    google,
    options: {
      mode: "production",
      db: database.db,
      databaseKind: database.kind,
      // The test database is PGlite unless DATABASE_URL is set: one instance, as WAYPOINT_SINGLE_INSTANCE=1 says.
      singleInstance: database.kind === "pglite",
      rateLimitPerMinute: false,
      accounts: loadAccountsConfig(productionEnv(google.issuer), "production"),
      uploadSecret: randomBytes(32).toString("base64url"),
      // A staging site: production on the sandbox gateway, knowingly (docs/deploy.md "Payments").
      payments: { stripe: null, missingStripeKeys: [], allowSandbox: true },
    },
    close: async () => {
      await google.close();
      await database.close();
    },
  };
}

/** Builds the app and lets it finish starting (onReady hooks: where the demo seeded its SSO secret). */
export async function startProductionApp(world: ProductionWorld, overrides: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ ...world.options, ...overrides });
  await app.ready();
  return app;
}
