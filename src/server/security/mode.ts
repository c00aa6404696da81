import { and, eq, inArray, or } from "drizzle-orm";
import type { AccountsConfig } from "../accounts/config";
import { DEV_SSO_SECRET } from "../accounts/dev-sso";
import type { Db } from "../db/client";
import { agencies, users } from "../db/schema";
import { paymentSettingsProblems, type PaymentsConfig } from "../payments/config";
import { DEMO_LOGINS } from "../seed";

/**
 * "Production mode" (docs/deploy.md, docs/security.md "What each mode exposes"). demo: what
 * `npm start` gives a new user on one machine — seeded agencies and logins, the embedded mailbox,
 * the local OpenID provider and Acme's public SSO secret. production: none of those, Secure
 * cookies and HSTS, and a refusal to start while anything production needs is missing.
 */
export type ServerMode = "demo" | "production";

/** A reason the server will not start; serve.ts (`runServer`) prints the message alone, without a stack. */
export class StartupRefused extends Error {
  constructor(
    readonly problems: string[],
    heading: string,
  ) {
    super([heading, ...problems.map((p) => `  - ${p}`)].join("\n"));
    this.name = "StartupRefused";
  }
}

/**
 * WAYPOINT_MODE (demo | production) wins; else NODE_ENV=production means production; anything
 * else is the demo. A misspelt WAYPOINT_MODE refuses to start rather than guess.
 */
export function modeFromEnv(env: NodeJS.ProcessEnv = process.env): ServerMode {
  const chosen = env.WAYPOINT_MODE?.trim().toLowerCase();
  if (chosen === "demo" || chosen === "production") return chosen;
  if (chosen) throw new StartupRefused([`WAYPOINT_MODE is "${env.WAYPOINT_MODE}"; use "demo" or "production".`], "Waypoint cannot start:");
  return env.NODE_ENV === "production" ? "production" : "demo";
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/** True for loopback listen addresses (127.0.0.0/8, ::1, localhost). */
export function isLoopbackListenHost(host: string): boolean {
  const h = host.trim().toLowerCase();
  return LOOPBACK_HOSTS.has(h) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/**
 * The demo's logins, mailbox and OpenID provider let anyone who reaches the port sign in as
 * anyone, so the demo listens on loopback only unless DEMO_ALLOW_NETWORK=true says otherwise.
 */
export function demoListenProblem(host: string, env: NodeJS.ProcessEnv = process.env): string | null {
  if (isLoopbackListenHost(host) || env.DEMO_ALLOW_NETWORK === "true") return null;
  return (
    `Demo mode refuses to listen on HOST=${host}: anyone who reaches it can read every mail in /mailbox and sign in as any ` +
    `demo user. Listen on 127.0.0.1, run production (WAYPOINT_MODE=production, docs/deploy.md), or set DEMO_ALLOW_NETWORK=true ` +
    `to expose the demo knowingly.`
  );
}

/** Upload links are signed with this; shorter than 32 characters is guessable. */
const MIN_SECRET_LENGTH = 32;

export interface ProductionSettings {
  accounts: AccountsConfig;
  uploadSecret: string | undefined;
  /** postgres: DATABASE_URL is set; pglite: the embedded database in DATA_DIR. */
  databaseKind: "pglite" | "postgres";
  /** WAYPOINT_SINGLE_INSTANCE: the operator runs one instance and accepts PGlite (singleInstanceFromEnv). */
  singleInstance: boolean;
  /** WAYPOINT_FAULT_POINT (src/server/fault-points.ts): a test's order to kill this process at a step of the saga. */
  faultPoint?: string | undefined;
  /** The card gateway's settings (src/server/payments/config.ts): Stripe, or the sandbox on a staging site only. */
  payments: PaymentsConfig;
}

/** WAYPOINT_SINGLE_INSTANCE=1 (or true): production may run on PGlite, one process, knowingly. */
export function singleInstanceFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.WAYPOINT_SINGLE_INSTANCE?.trim().toLowerCase();
  return value === "1" || value === "true";
}

/** An issuer the client secret may be sent to: https, or plain http to this machine only. */
function secureIssuer(issuer: string): boolean {
  try {
    const url = new URL(issuer);
    return url.protocol === "https:" || (url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname));
  } catch {
    return false;
  }
}

/**
 * What production needs from the environment (docs/deploy.md "Settings production needs"). serve.ts asks
 * this before it opens a database, so a production without DATABASE_URL never creates a PGlite cluster.
 */
export function settingsProblems(settings: ProductionSettings): string[] {
  const problems: string[] = [];
  // PGlite is one process's database: a second instance on the same DATA_DIR cannot open it, and one on
  // another DATA_DIR counts logins, rate limits and bookings apart (docs/deploy.md "Several instances").
  if (settings.databaseKind === "pglite" && !settings.singleInstance) {
    problems.push(
      "DATABASE_URL is not set: production keeps its data in PostgreSQL, shared by every instance. To run one instance " + "on the embedded PGlite database in DATA_DIR instead, set WAYPOINT_SINGLE_INSTANCE=1.",
    );
  }
  // A fault point kills the process in the middle of a payment: a test's tool (docs/deploy.md), never a server's.
  if (settings.faultPoint) {
    problems.push(`WAYPOINT_FAULT_POINT is set ("${settings.faultPoint}"): it kills this process at a step of every payment, for tests only. Unset it.`);
  }
  problems.push(...paymentSettingsProblems(settings.payments));
  if (!settings.accounts.smtpUrl) {
    problems.push("SMTP_URL is not set: production sends mail through a mail server (the demo's /mailbox does not exist here).");
  }
  const secret = settings.uploadSecret?.trim() ?? "";
  if (secret.length < MIN_SECRET_LENGTH) {
    problems.push(`UPLOAD_SECRET must be set to a random value of at least ${MIN_SECRET_LENGTH} characters (e.g. \`openssl rand -base64 32\`), ` + "the same on every instance: it signs upload links.");
  }
  if (secret === DEV_SSO_SECRET) problems.push("UPLOAD_SECRET is the demo's public SSO secret; choose a new one.");
  // Every configured OpenID provider is checked at start, not at a user's first sign-in: without its
  // secret the code exchange fails for everyone, and a plain-http issuer would send it in the clear.
  for (const [provider, prefix] of [
    ["google", "GOOGLE"],
    ["facebook", "FACEBOOK"],
  ] as const) {
    const missing = settings.accounts.incompleteProviders[provider];
    if (missing)
      problems.push(
        `${missing.set.join(" and ")} ${missing.set.length > 1 ? "are" : "is"} set but ${missing.unset.join(" and ")} ${missing.unset.length > 1 ? "are" : "is"} not: ${provider} sign-in needs all three.`,
      );
    const configured = settings.accounts.providers[provider];
    if (!configured) continue;
    if (!configured.clientSecret.trim()) problems.push(`${prefix}_ISSUER is set but ${prefix}_CLIENT_SECRET is not: ${provider} sign-in cannot exchange its codes.`);
    if (!secureIssuer(configured.issuer)) problems.push(`${prefix}_ISSUER must be an https:// URL, or http:// on loopback only (it is ${configured.issuer}).`);
  }
  return problems;
}

/** What production must not find in its database: the demo's secrets and logins, social sign-in without a client. */
async function databaseProblems(db: Db, settings: ProductionSettings): Promise<string[]> {
  const problems: string[] = [];
  const demoSso = await db.select({ code: agencies.code }).from(agencies).where(eq(agencies.ssoSecret, DEV_SSO_SECRET));
  if (demoSso.length > 0) {
    problems.push(`Agency ${demoSso.map((a) => a.code).join(", ")} signs SSO with the demo's public secret; anyone can sign in as its users. ` + "Give it its own ssoSecret or ssoJwksUrl, or turn SSO off.");
  }
  const demoEmails = DEMO_LOGINS.map((login) => login.email);
  const demoUsers = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(agencies, eq(users.agencyId, agencies.id))
    .where(and(inArray(users.email, demoEmails), inArray(agencies.subdomain, [...new Set(DEMO_LOGINS.map((l) => l.subdomain))])))
    .limit(3);
  if (demoUsers.length > 0) {
    problems.push(`The database holds the demo logins (${demoUsers.map((u) => u.email).join(", ")}…), whose password is public. ` + "Run production on a database the demo never seeded.");
  }
  const social = await db
    .select({ code: agencies.code, google: agencies.isGoogleEnabled, facebook: agencies.isFacebookEnabled })
    .from(agencies)
    .where(or(eq(agencies.isGoogleEnabled, true), eq(agencies.isFacebookEnabled, true)));
  for (const [provider, prefix] of [
    ["google", "GOOGLE"],
    ["facebook", "FACEBOOK"],
  ] as const) {
    const needing = social.filter((a) => a[provider]).map((a) => a.code);
    if (needing.length > 0 && !settings.accounts.providers[provider]) {
      problems.push(`Agency ${needing.join(", ")} enables ${provider} sign-in but ${prefix}_ISSUER and ${prefix}_CLIENT_ID are not set ` + "(production has no local OpenID provider).");
    }
  }
  return problems;
}

/** The heading of production's refusal, above its list of problems. */
export const PRODUCTION_REFUSAL = "Waypoint refuses to start in production mode (docs/deploy.md):";

/** Throws StartupRefused listing every problem at once, so an operator fixes them in one go. */
export async function assertProductionReady(db: Db, settings: ProductionSettings): Promise<void> {
  const problems = [...settingsProblems(settings), ...(await databaseProblems(db, settings))];
  if (problems.length > 0) {
    throw new StartupRefused(problems, PRODUCTION_REFUSAL);
  }
}
