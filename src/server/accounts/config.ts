import type { SocialProvider } from "@/shared/api/auth";
import type { ServerMode } from "../security/mode";

/** An OpenID provider configured through the environment (GOOGLE_*, FACEBOOK_*). */
export interface ExternalProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface AccountsConfig {
  smtpUrl: string | null;
  mailFrom: string;
  throttle: { maxPerAccount: number; maxPerAddress: number; windowMs: number };
  /** Providers with real endpoints; the others use the local dev provider when it is enabled. */
  providers: Partial<Record<SocialProvider, ExternalProviderConfig>>;
  /**
   * Providers given some of their settings but not their issuer or client id (so not in `providers`): which
   * are set and which are not. Production refuses to start on one (src/server/security/mode.ts); the demo
   * uses the local provider for it.
   */
  incompleteProviders: Partial<Record<SocialProvider, { set: string[]; unset: string[] }>>;
  /** Port of the local OpenID provider; null disables it (OIDC_DEV_PORT=off). 0 = any free port. */
  devOidcPort: number | null;
  devOidcHost: string;
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== "" && Number.isInteger(n) && n >= 0 ? n : fallback;
};

function provider(env: NodeJS.ProcessEnv, prefix: string): ExternalProviderConfig | undefined {
  const issuer = env[`${prefix}_ISSUER`];
  const clientId = env[`${prefix}_CLIENT_ID`];
  if (!issuer || !clientId) return undefined;
  return { issuer, clientId, clientSecret: env[`${prefix}_CLIENT_SECRET`] ?? "" };
}

function incomplete(env: NodeJS.ProcessEnv, prefix: string): { set: string[]; unset: string[] } | undefined {
  const names = ["ISSUER", "CLIENT_ID", "CLIENT_SECRET"].map((name) => `${prefix}_${name}`);
  const set = names.filter((name) => !!env[name]?.trim());
  if (set.length === 0 || provider(env, prefix)) return undefined;
  return { set, unset: names.filter((name) => !set.includes(name)) };
}

/**
 * Everything the account routes read from the environment (documented in docs/accounts.md).
 * Production never starts the local OpenID provider: it signs in anyone who types an email.
 */
export function loadAccountsConfig(env: NodeJS.ProcessEnv = process.env, mode: ServerMode = "demo"): AccountsConfig {
  const providers: AccountsConfig["providers"] = {};
  const google = provider(env, "GOOGLE");
  const facebook = provider(env, "FACEBOOK");
  if (google) providers.google = google;
  if (facebook) providers.facebook = facebook;
  const incompleteProviders: AccountsConfig["incompleteProviders"] = {};
  const googleMissing = incomplete(env, "GOOGLE");
  const facebookMissing = incomplete(env, "FACEBOOK");
  if (googleMissing) incompleteProviders.google = googleMissing;
  if (facebookMissing) incompleteProviders.facebook = facebookMissing;
  // Tests run many apps in parallel: a fixed port would collide, so any free port there.
  const underTest = env.VITEST !== undefined || env.NODE_ENV === "test";
  const devPortRaw = env.OIDC_DEV_PORT;
  const devOidcPort = mode === "production" || devPortRaw === "off" || (google && facebook) ? null : int(devPortRaw, underTest ? 0 : int(env.PORT, 3000) + 1);
  return {
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || "Waypoint <no-reply@waypoint.test>",
    throttle: {
      maxPerAccount: int(env.LOGIN_MAX_FAILURES_PER_ACCOUNT, 5),
      maxPerAddress: int(env.LOGIN_MAX_FAILURES_PER_ADDRESS, 20),
      windowMs: int(env.LOGIN_THROTTLE_WINDOW_MINUTES, 15) * 60_000,
    },
    providers,
    incompleteProviders,
    devOidcPort,
    devOidcHost: env.OIDC_DEV_HOST || "127.0.0.1",
  };
}
