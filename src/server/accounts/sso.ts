import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import type { AgencyRow } from "../db/schema";
import { safeRedirectPath } from "@/shared/security/redirect";

/** SSO tokens must be short-lived: at most this long between now (or iat) and exp. */
const SSO_MAX_LIFETIME_SECONDS = 600;
const CLOCK_TOLERANCE_SECONDS = 30;

export interface SsoClaims {
  email: string;
  name: string | null;
  subject: string;
  /** What makes this token single-use: its jti, else the token itself. */
  tokenId: string;
  expiresAt: Date;
}

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/**
 * Verifies the agency's SSO JWT: signature (HS256 with the agency secret, or the agency's JWKS),
 * exp (required, and short), audience = agency code, and an email claim. Throws on any failure.
 */
export async function verifySsoToken(agency: AgencyRow, token: string): Promise<SsoClaims> {
  const options = { audience: agency.code, requiredClaims: ["exp"], clockTolerance: CLOCK_TOLERANCE_SECONDS };
  let payload: JWTPayload;
  if (agency.ssoSecret) {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(agency.ssoSecret), { ...options, algorithms: ["HS256"] }));
  } else if (agency.ssoJwksUrl) {
    let jwks = jwksCache.get(agency.ssoJwksUrl);
    if (!jwks) {
      jwks = createRemoteJWKSet(new URL(agency.ssoJwksUrl));
      jwksCache.set(agency.ssoJwksUrl, jwks);
    }
    ({ payload } = await jwtVerify(token, jwks, { ...options, algorithms: ["RS256", "PS256", "ES256", "EdDSA"] }));
  } else {
    throw new Error("agency has no SSO key");
  }
  const now = Math.floor(Date.now() / 1000);
  const issuedAt = typeof payload.iat === "number" ? payload.iat : now;
  if (payload.exp === undefined || payload.exp - Math.min(issuedAt, now) > SSO_MAX_LIFETIME_SECONDS) {
    throw new Error("SSO token lifetime too long");
  }
  const email = typeof payload.email === "string" ? payload.email.trim().toLowerCase() : "";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error("SSO token has no valid email");
  return {
    email,
    name: typeof payload.name === "string" && payload.name.trim() ? payload.name.trim() : null,
    subject: typeof payload.sub === "string" && payload.sub ? payload.sub : email,
    tokenId: typeof payload.jti === "string" && payload.jti ? `jti:${payload.jti}` : `jwt:${token}`,
    expiresAt: new Date((payload.exp + CLOCK_TOLERANCE_SECONDS) * 1000),
  };
}

/** spec A §4 "Single sign-on": a deep link is honoured only when it is a path on the same site (one rule for every redirect, "Web security"). */
export function sameSiteDeepLink(deepLink: string | undefined): string | null {
  return safeRedirectPath(deepLink);
}
