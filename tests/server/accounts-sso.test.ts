import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ssoResponse } from "@/shared/api/auth";
import { DEV_SSO_SECRET } from "@/server/accounts/dev-sso";
import { agencies, users } from "@/server/db/schema";
import { createTestApp, type TestContext } from "./helpers";
import { call, NOMAD } from "./accounts-support";

let ctx: TestContext;
beforeAll(async () => {
  // This file edits the agency's row behind the app's back, as another instance would: no cached agency.
  ctx = await createTestApp({ agencyCacheMs: 0 });
  await ctx.app.ready(); // seeds the demo SSO key on Acme
});
afterAll(async () => ctx?.close());

async function ssoToken(claims: Record<string, unknown>, opts: { audience?: string; expiresIn?: string; secret?: string; iat?: number } = {}) {
  const jwt = new SignJWT({ name: "Sam Single", ...claims })
    .setProtectedHeader({ alg: "HS256" })
    .setJti(crypto.randomUUID())
    .setSubject(String(claims.email ?? "x"))
    .setAudience(opts.audience ?? "ACME")
    .setIssuedAt(opts.iat)
    .setExpirationTime(opts.expiresIn ?? "5m");
  return jwt.sign(new TextEncoder().encode(opts.secret ?? DEV_SSO_SECRET));
}

const sso = (token: string, deepLink?: string, host?: string) => call(ctx.app, "POST", "/api/sso", { ...(host ? { host } : {}), body: { token, ...(deepLink !== undefined ? { deepLink } : {}) } });

describe("POST /api/sso", () => {
  it("creates the user on first use, logs in, and echoes a same-site deep link", async () => {
    const res = await sso(await ssoToken({ email: "Sam@Corp.example" }), "/booknow/hotels/search?city=LIS");
    expect(res.status).toBe(200);
    const data = ssoResponse.parse(res.body).data;
    expect(data).toMatchObject({ email: "sam@corp.example", name: "Sam Single", userType: "Customer", loginCount: 1, code: "ACME", deepLink: "/booknow/hotels/search?city=LIS" });
    expect((await call(ctx.app, "GET", "/api/user/getProfile", { token: data.token })).status).toBe(200);
    const again = ssoResponse.parse((await sso(await ssoToken({ email: "sam@corp.example" }))).body).data;
    expect(again).toMatchObject({ _id: data._id, loginCount: 2, deepLink: null });
  });

  it.each(["https://evil.example/x", "//evil.example/x", "/\\evil.example", "booknow", "javascript:alert(1)", "/\t/evil.example"])("drops the foreign deep link %s", async (deepLink) => {
    const res = await sso(await ssoToken({ email: "sam@corp.example" }), deepLink);
    expect(res.status).toBe(200);
    expect(ssoResponse.parse(res.body).data.deepLink).toBeNull();
  });

  it("logs in an existing user of the agency by email", async () => {
    const res = await sso(await ssoToken({ email: "agent@acme.test" }));
    expect(ssoResponse.parse(res.body).data).toMatchObject({ isTravelAgent: true, userType: "Agent" });
  });

  it.each([
    ["expired", () => ssoToken({ email: "a@corp.example" }, { iat: Math.floor(Date.now() / 1000) - 600, expiresIn: "-1m" })],
    ["foreign audience", () => ssoToken({ email: "a@corp.example" }, { audience: "NOMAD" })],
    ["wrong secret", () => ssoToken({ email: "a@corp.example" }, { secret: "another-secret-another-secret-123" })],
    ["too long-lived", () => ssoToken({ email: "a@corp.example" }, { expiresIn: "2h" })],
    ["no email", () => ssoToken({})],
    ["not a JWT", () => Promise.resolve("not-a-jwt")],
  ])("rejects a %s token with 400", async (_, make) => {
    const res = await sso(await make());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, message: "The single sign-on token is invalid or has expired" });
  });

  it("signs in once per token: a replayed token (same jti, or the same token without one) is refused", async () => {
    const token = await ssoToken({ email: "replay@corp.example" });
    expect((await sso(token)).status).toBe(200);
    const again = await sso(token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ status: false, message: "The single sign-on token is invalid or has expired" });
    const bare = await new SignJWT({ email: "replay@corp.example" }).setProtectedHeader({ alg: "HS256" }).setAudience("ACME").setExpirationTime("5m").sign(new TextEncoder().encode(DEV_SSO_SECRET));
    expect((await sso(bare)).status).toBe(200);
    expect((await sso(bare)).status).toBe(400);
  });

  it("is refused where SSO is not enabled, and validates the body", async () => {
    const res = await sso(await ssoToken({ email: "a@corp.example" }, { audience: "NOMAD" }), undefined, NOMAD);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Single sign-on is not enabled for this agency");
    const bad = await call(ctx.app, "POST", "/api/sso", { body: { deepLink: "/" } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("body.token");
  });

  it("agencies that disallow direct login keep SSO users off the password login", async () => {
    // Sam (SSO) gets a password through some other path; the agency then disables direct login.
    await ctx.database.db
      .update(users)
      .set({ passwordHash: (await ctx.database.db.select().from(users).where(eq(users.email, "agent@acme.test")))[0]?.passwordHash ?? null })
      .where(eq(users.email, "sam@corp.example"));
    await ctx.database.db.update(agencies).set({ isDirectLoginAllowedForSSOUsers: false }).where(eq(agencies.code, "ACME"));
    const res = await call(ctx.app, "POST", "/api/user/login", { body: { email: "sam@corp.example", password: "Demo@1234" } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Please sign in through your agency's website.");
    await ctx.database.db.update(agencies).set({ isDirectLoginAllowedForSSOUsers: true }).where(eq(agencies.code, "ACME"));
  });
});
