import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginResponse, socialResponse } from "@/shared/api/auth";
import { OAUTH_COOKIE } from "@/server/accounts/social-routes";
import { createTestApp, type TestContext } from "./helpers";
import { ACME, call, lastMailTo, NOMAD, sixDigitCode } from "./accounts-support";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ localOpenIdProvider: true });
});
afterAll(async () => ctx?.close());

interface ProviderLogin {
  email?: string;
  name?: string;
  emailVerified?: boolean;
}

/**
 * The whole redirect dance over HTTP: the app's authorize redirect, the local provider's login
 * form, its redirect to the app's callback, and the callback's redirect to the web's /social page.
 */
async function dance(provider: "google" | "facebook", isSignup: boolean, who: ProviderLogin, host = ACME) {
  const start = await call(ctx.app, "GET", `/api/social/auth/${provider}?isSignup=${String(isSignup)}`, { host });
  expect(start.status).toBe(302);
  const authorize = new URL(String(start.res.headers.location));
  const cookie = start.res.cookies.find((c) => c.name === OAUTH_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, path: "/api/social", sameSite: "Lax" });
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("redirect_uri")).toBe(`http://${host}/api/social/callback`);

  const page = await fetch(authorize);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('name="email"');

  const form = new URLSearchParams();
  for (const name of ["client_id", "redirect_uri", "state", "nonce", "code_challenge", "code_challenge_method", "scope"]) {
    form.set(name, authorize.searchParams.get(name) ?? "");
  }
  form.set("email", who.email ?? "");
  form.set("name", who.name ?? "");
  if (who.emailVerified !== false) form.set("email_verified", "true");
  const submitted = await fetch(new URL("/authorize", authorize), { method: "POST", body: form, redirect: "manual" });
  expect(submitted.status).toBe(302);
  const callback = new URL(String(submitted.headers.get("location")));
  expect(callback.pathname).toBe("/api/social/callback");

  const cookies = { [OAUTH_COOKIE]: cookie?.value ?? "" };
  const back = await call(ctx.app, "GET", `${callback.pathname}${callback.search}`, { host, cookies });
  expect(back.status).toBe(302);
  const social = new URL(String(back.res.headers.location));
  expect(social.pathname).toBe("/social");
  expect(social.searchParams.get("type")).toBe(provider);
  expect(social.searchParams.get("isSignup")).toBe(String(isSignup));
  const code = social.searchParams.get("code") ?? "";
  return { code, cookies, state: callback.searchParams.get("state") ?? "" };
}

const exchange = (path: "/api/social" | "/api/social/signup", body: object, cookies: Record<string, string>, host = ACME) => call(ctx.app, "POST", path, { host, body, cookies });

describe("social sign-in against the local OpenID provider", () => {
  it("signup with a verified Google email creates and logs in the user", async () => {
    const { code, cookies } = await dance("google", true, { email: "Gina@Gmail.example", name: "Gina Green" });
    const res = await exchange("/api/social/signup", { code, type: "google", isSignup: true }, cookies);
    expect(res.status).toBe(200);
    const data = socialResponse.parse(res.body).data;
    expect(data).toMatchObject({ requireEmailVerification: false, email: "gina@gmail.example", name: "Gina Green", loginCount: 1, userType: "Customer" });
    if (data.requireEmailVerification) throw new Error("unexpected");
    expect((await call(ctx.app, "GET", "/api/user/getProfile", { token: data.token })).status).toBe(200);
    expect(res.res.cookies.find((c) => c.name === OAUTH_COOKIE)?.value).toBe("");
  });

  it("a code is exchanged once; a second exchange fails with 400", async () => {
    const { code, cookies } = await dance("google", false, { email: "gina@gmail.example" });
    expect((await exchange("/api/social", { code, type: "google", isSignup: false }, cookies)).status).toBe(200);
    expect((await exchange("/api/social", { code, type: "google", isSignup: false }, cookies)).status).toBe(400);
  });

  it("login of an existing password user links the identity (Facebook)", async () => {
    const { code, cookies } = await dance("facebook", false, { email: "alice@acme.test" });
    const res = await exchange("/api/social", { code, type: "facebook", isSignup: false }, cookies);
    expect(socialResponse.parse(res.body).data).toMatchObject({ requireEmailVerification: false, email: "alice@acme.test" });
  });

  it("login of an unknown user is 404 (the web sends them to /signup)", async () => {
    const { code, cookies } = await dance("google", false, { email: "stranger@gmail.example" });
    const res = await exchange("/api/social", { code, type: "google", isSignup: false }, cookies);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("user doesn't exist, Please sign up");
  });

  it("without a verified email: requireEmailVerification, then registerEmail mails a code, verifyCode logs in", async () => {
    const { code, cookies } = await dance("facebook", true, { email: "fred@fb.example", emailVerified: false, name: "Fred Blue" });
    const res = await exchange("/api/social/signup", { code, type: "facebook", isSignup: true }, cookies);
    const data = socialResponse.parse(res.body).data;
    if (!data.requireEmailVerification) throw new Error("expected the code step");
    const wrongId = await call(ctx.app, "POST", "/api/social/registerEmail", { body: { _id: "00000000-0000-0000-0000-000000000000", email: "fred@fb.example" } });
    expect(wrongId.status).toBe(400);
    const bad = await call(ctx.app, "POST", "/api/social/registerEmail", { body: { _id: data._id, email: "fred" } });
    expect(bad.body.field).toBe("body.email");
    const sent = await call(ctx.app, "POST", "/api/social/registerEmail", { body: { _id: data._id, email: "fred.real@example.com" } });
    expect(sent.status).toBe(200);
    const mailed = sixDigitCode((await lastMailTo(ctx.database.db, "fred.real@example.com")).text);
    const wrong = await call(ctx.app, "POST", "/api/social/verifyCode", { body: { _id: data._id, code: mailed === "000000" ? "999999" : "000000" } });
    expect(wrong.status).toBe(400);
    const ok = await call(ctx.app, "POST", "/api/social/verifyCode", { body: { _id: data._id, code: mailed } });
    expect(ok.status).toBe(200);
    expect(loginResponse.parse(ok.body).data).toMatchObject({ email: "fred.real@example.com", name: "Fred Blue" });

    // The identity is now linked: the next Facebook login skips the code step.
    const next = await dance("facebook", false, { email: "fred@fb.example", emailVerified: false });
    const again = await exchange("/api/social", { code: next.code, type: "facebook", isSignup: false }, next.cookies);
    expect(socialResponse.parse(again.body).data).toMatchObject({ requireEmailVerification: false, email: "fred.real@example.com" });
  });

  it("refuses a callback without the browser's transaction or with a forged state", async () => {
    const { code, cookies } = await dance("google", true, { email: "eve@gmail.example" });
    // No error page: the browser goes back to the login page, which says 'Error during Social login'.
    for (const res of [await call(ctx.app, "GET", `/api/social/callback?code=${code}&state=forged`, { cookies }), await call(ctx.app, "GET", `/api/social/callback?code=${code}&state=x`)]) {
      expect(res.status).toBe(302);
      expect(res.res.headers.location).toBe("/login?socialError=true");
    }
    // A code the callback did not receive with this transaction's response is refused.
    expect((await exchange("/api/social/signup", { code: `${code}x`, type: "google", isSignup: true }, cookies)).status).toBe(400);
    // The web posts without the cookie (another browser): nothing to check the code against.
    expect((await exchange("/api/social/signup", { code, type: "google", isSignup: true }, {})).status).toBe(400);
    // Wrong provider for the transaction.
    expect((await exchange("/api/social/signup", { code, type: "facebook", isSignup: true }, cookies)).status).toBe(400);
  });

  it("a cancelled provider login goes back to the login page", async () => {
    const start = await call(ctx.app, "GET", "/api/social/auth/google?isSignup=false");
    const state = new URL(String(start.res.headers.location)).searchParams.get("state") ?? "";
    const cookie = start.res.cookies.find((c) => c.name === OAUTH_COOKIE)?.value ?? "";
    const back = await call(ctx.app, "GET", `/api/social/callback?error=access_denied&state=${state}`, { cookies: { [OAUTH_COOKIE]: cookie } });
    expect(back.status).toBe(302);
    expect(back.res.headers.location).toBe(`http://${ACME}/login`);
  });

  it("a provider the agency disabled is 403; validation names the field", async () => {
    expect((await call(ctx.app, "GET", "/api/social/auth/facebook?isSignup=false", { host: NOMAD })).status).toBe(403);
    const badProvider = await call(ctx.app, "GET", "/api/social/auth/twitter");
    expect(badProvider.status).toBe(400);
    expect(badProvider.body.field).toBe("params.provider");
    const badBody = await call(ctx.app, "POST", "/api/social", { body: { code: "", type: "google", isSignup: false } });
    expect(badBody.body.field).toBe("body.code");
  });
});
