import * as oidc from "openid-client";
import type { SocialProvider } from "../../shared/api/auth";
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

/**
 * OpenID Connect clients (openid-client) for Google and Facebook. `resolve` gives a provider's
 * endpoints: the environment's, or the local dev provider's once it listens. Discovery runs once
 * per provider and is retried after a failure.
 */
export class SocialClients {
  private readonly configs = new Map<SocialProvider, Promise<oidc.Configuration>>();

  constructor(private readonly resolve: (provider: SocialProvider) => ExternalProviderConfig | null) {}

  isConfigured(provider: SocialProvider): boolean {
    return this.resolve(provider) !== null;
  }

  private config(provider: SocialProvider): Promise<oidc.Configuration> {
    let pending = this.configs.get(provider);
    if (!pending) {
      const settings = this.resolve(provider);
      if (!settings) return Promise.reject(new Error(`${provider} sign-in is not configured`));
      const issuer = new URL(settings.issuer);
      pending = oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        // Plain http only for loopback providers (the local dev provider).
        ...(issuer.protocol === "http:" ? { execute: [oidc.allowInsecureRequests] } : {}),
        timeout: 10,
      });
      pending.catch(() => this.configs.delete(provider));
      this.configs.set(provider, pending);
    }
    return pending;
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
   * Exchanges the code at the token endpoint and validates the id_token (signature, issuer,
   * audience, nonce); reads email from the id_token, else from userinfo.
   */
  async exchange(provider: SocialProvider, p: AuthorizationParams & { code: string }): Promise<SocialIdentity> {
    const config = await this.config(provider);
    const callback = new URL(p.redirectUri);
    callback.searchParams.set("code", p.code);
    callback.searchParams.set("state", p.state);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: p.codeVerifier,
      expectedState: p.state,
      expectedNonce: p.nonce,
      idTokenExpected: true,
    });
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
