import * as oidc from "openid-client";
import type { SocialProvider } from "@/shared/api/auth";
import type { ExternalProviderConfig } from "./config";

/** What the app learns from a provider after the code exchange. */
export interface SocialIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

interface AuthorizationParams {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The local provider's clients (src/server/oidc/dev-provider.ts). */
export const DEV_CLIENTS: Record<SocialProvider, ExternalProviderConfig & { title: string }> = {
  google: { issuer: "", clientId: "google-dev", clientSecret: "google-dev-secret", title: "Sign in to Google (local OpenID provider)" },
  facebook: { issuer: "", clientId: "facebook-dev", clientSecret: "facebook-dev-secret", title: "Log in to Facebook (local OpenID provider)" },
};

/** How long a provider's discovery document (endpoints, issuer, keys' URL) is reused before it is fetched again. */
export const DISCOVERY_TTL_MS = 60 * 60_000;

/** The authorization response as the provider sent it to the callback (code, state, iss, …). */
export type AuthorizationResponse = Record<string, string>;

/**
 * OpenID Connect clients (openid-client) for Google and Facebook, or any standard OpenID provider
 * configured in their place. `resolve` gives a provider's endpoints: the environment's, or the local
 * dev provider's once it listens. A provider rotates its keys and may move its endpoints, so discovery
 * is reused for `DISCOVERY_TTL_MS` only, fetched again after a failure, and dropped when a code exchange
 * fails (a key it no longer finds: the next sign-in discovers afresh).
 */
export class SocialClients {
  private readonly configs = new Map<SocialProvider, { pending: Promise<oidc.Configuration>; expiresAt: number }>();
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly resolve: (provider: SocialProvider) => ExternalProviderConfig | null,
    opts: { discoveryTtlMs?: number; now?: () => number } = {},
  ) {
    this.ttlMs = opts.discoveryTtlMs ?? DISCOVERY_TTL_MS;
    this.now = opts.now ?? Date.now;
  }

  isConfigured(provider: SocialProvider): boolean {
    return this.resolve(provider) !== null;
  }

  private config(provider: SocialProvider): Promise<oidc.Configuration> {
    const cached = this.configs.get(provider);
    if (cached && cached.expiresAt > this.now()) return cached.pending;
    const settings = this.resolve(provider);
    if (!settings) return Promise.reject(new Error(`${provider} sign-in is not configured`));
    const issuer = new URL(settings.issuer);
    const pending = oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
      // Plain http only for loopback providers (the local dev provider, the tests' provider).
      ...(issuer.protocol === "http:" ? { execute: [oidc.allowInsecureRequests] } : {}),
      timeout: 10,
    });
    const entry = { pending, expiresAt: this.now() + this.ttlMs };
    pending.catch(() => this.forget(provider, entry));
    this.configs.set(provider, entry);
    return pending;
  }

  /** Drops a cached discovery (only the one that failed: a newer one may already be in flight). */
  private forget(provider: SocialProvider, entry = this.configs.get(provider)): void {
    if (this.configs.get(provider) === entry) this.configs.delete(provider);
  }

  /**
   * RFC 9207: a provider that says it sends `iss` in the authorization response must send its own
   * issuer there, and any `iss` sent must be its issuer (a mix-up attack hands another provider's code
   * to this one). Checked at the callback so the user gets a translated error, not a failed exchange.
   */
  async issuerMatches(provider: SocialProvider, response: AuthorizationResponse): Promise<boolean> {
    const metadata = (await this.config(provider)).serverMetadata();
    const iss = response.iss;
    if (iss === undefined) return metadata.authorization_response_iss_parameter_supported !== true;
    return iss === metadata.issuer;
  }

  async authorizationUrl(provider: SocialProvider, p: AuthorizationParams): Promise<URL> {
    const config = await this.config(provider);
    return oidc.buildAuthorizationUrl(config, {
      redirect_uri: p.redirectUri,
      scope: "openid email profile",
      response_type: "code",
      state: p.state,
      nonce: p.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(p.codeVerifier),
      code_challenge_method: "S256",
    });
  }

  /**
   * Exchanges the code at the token endpoint and validates the whole authorization response (state,
   * RFC 9207 `iss`) and the id_token (signature, issuer, audience, nonce); reads email from the
   * id_token, else from userinfo.
   */
  async exchange(provider: SocialProvider, p: AuthorizationParams & { response: AuthorizationResponse }): Promise<SocialIdentity> {
    const config = await this.config(provider);
    const callback = new URL(p.redirectUri);
    for (const [name, value] of Object.entries(p.response)) callback.searchParams.set(name, value);
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: p.codeVerifier,
        expectedState: p.state,
        expectedNonce: p.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      this.forget(provider);
      throw error;
    }
    const claims = tokens.claims();
    if (!claims) throw new Error("no id_token claims");
    let source: Record<string, unknown> = claims;
    if (typeof claims.email !== "string" && config.serverMetadata().userinfo_endpoint) {
      source = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    }
    const email = typeof source.email === "string" && source.email.includes("@") ? source.email.trim().toLowerCase() : null;
    return {
      subject: claims.sub,
      email,
      emailVerified: email !== null && source.email_verified === true,
      name: typeof source.name === "string" && source.name.trim() ? source.name.trim() : null,
    };
  }
}
