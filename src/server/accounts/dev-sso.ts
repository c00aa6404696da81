import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { agencies } from "../db/schema";

/**
 * Demo agency Acme accepts SSO tokens signed with this HS256 secret (docs/accounts.md). Like the
 * demo passwords, it is public: a real agency gets its own secret or a JWKS URL.
 */
export const DEV_SSO_AGENCY_CODE = "ACME";
export const DEV_SSO_SECRET = "acme-dev-sso-secret-change-me-0123456789";

/**
 * Turns SSO on for Acme once (only while it has no key, so an operator's change survives restarts).
 * Lives here rather than in seed.ts because this folder owns SSO; registerAccounts runs it when
 * the app is ready.
 */
export async function seedDevSso(db: Db): Promise<void> {
  await db
    .update(agencies)
    .set({ isSSOEnabled: true, ssoSecret: DEV_SSO_SECRET })
    .where(and(eq(agencies.code, DEV_SSO_AGENCY_CODE), isNull(agencies.ssoSecret), isNull(agencies.ssoJwksUrl)));
}
