// Regression, "GET /api/social/auth/google with Host: evil.example": with the agency key, the
// redirect_uri was built from whatever Host the client sent (redirect_uri=http://evil.example/…).
// Only the agency's own hosts may appear in a redirect; anything else is 421 Misdirected Request.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_AGENCY_KEY_HEADER } from "@/shared/constants";
import { agencies } from "@/server/db/schema";
import { createTestApp, type TestContext } from "./helpers";

let ctx: TestContext;
let acmeId: string;
beforeAll(async () => {
  ctx = await createTestApp({ localOpenIdProvider: true });
  await ctx.app.ready(); // the local OpenID provider stands in for Google
  const [acme] = await ctx.database.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, "ACME"));
  acmeId = acme?.id ?? "";
});
afterAll(async () => ctx?.close());

const auth = (host: string, key?: string) => ctx.app.inject({ method: "GET", url: "/api/social/auth/google?isSignup=false", headers: { host, ...(key ? { [API_AGENCY_KEY_HEADER]: key } : {}) } });

const redirectUri = (location: unknown) => new URL(String(location)).searchParams.get("redirect_uri");

describe("social sign-in redirect_uri", () => {
  it.each(["evil.example", "evil.example:3000", "acme.localhost.evil.example", "nomad.localhost:3000"])("Host %s with Acme's key is refused with 421 and no redirect", async (host) => {
    const res = await auth(host, acmeId);
    expect(res.statusCode).toBe(421);
    expect(res.headers.location).toBeUndefined();
  });

  it.each([
    ["acme.localhost:3000", "http://acme.localhost:3000/api/social/callback"],
    ["travel.acme.test", "http://travel.acme.test/api/social/callback"],
  ])("Acme's own host %s stays the redirect_uri", async (host, expected) => {
    const res = await auth(host, acmeId);
    expect(res.statusCode).toBe(302);
    expect(redirectUri(res.headers.location)).toBe(expected);
  });
});
