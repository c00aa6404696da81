import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { socialResponse } from "@/shared/api/auth";
import { loadAccountsConfig } from "@/server/accounts/config";
import { SocialClients } from "@/server/accounts/social-client";
import { OAUTH_COOKIE } from "@/server/accounts/social-routes";
import { createTestApp, type TestContext } from "./helpers";
import { ACME, call } from "./accounts-support";

// Social sign-in against a real, standard OpenID provider (the `oidc-provider` package, as Keycloak
// and others behave): it sends `iss` in the authorization response (RFC 9207), requires PKCE and
// puts the email in userinfo only. The app is configured for it as both Google and Facebook.

const SECRET = "a-client-secret-long-enough-for-hs256-0123456789";
let server: Server;
let issuer = "";
let discoveries = 0;
let ctx: TestContext;

beforeAll(async () => {
  let handler: RequestListener | null = null;
  server = createServer((req, res) => handler?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const redirect_uris = [`http://${ACME}/api/social/callback`];
  const provider = new Provider(issuer, {
    clients: [
      { client_id: "waypoint-google", client_secret: SECRET, redirect_uris, grant_types: ["authorization_code"], response_types: ["code"] },
      { client_id: "waypoint-facebook", client_secret: SECRET, redirect_uris, grant_types: ["authorization_code"], response_types: ["code"] },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // The login form's "login" is the account id; here it is the email address.
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, email: id, email_verified: true, name: "Olive Provider" }) }),
  });
  provider.use(async (koa, next) => {
    if (koa.path === "/.well-known/openid-configuration") discoveries += 1;
    await next();
  });
  handler = provider.callback();
  const env = {
    VITEST: "1",
    GOOGLE_ISSUER: issuer,
    GOOGLE_CLIENT_ID: "waypoint-google",
    GOOGLE_CLIENT_SECRET: SECRET,
    FACEBOOK_ISSUER: issuer,
    FACEBOOK_CLIENT_ID: "waypoint-facebook",
    FACEBOOK_CLIENT_SECRET: SECRET,
  };
  ctx = await createTestApp({ accounts: loadAccountsConfig(env, "demo") });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** A browser at the provider: keeps its cookies and follows its redirects until one leaves for the app. */
async function atProvider(start: URL, email: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = start;
  let body: URLSearchParams | null = null;
  for (let hops = 0; hops < 20; hops++) {
    const res: Response = await fetch(url, {
      method: body ? "POST" : "GET",
      redirect: "manual",
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
      ...(body ? { body } : {}),
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair = ""] = set.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    body = null;
    const location = res.headers.get("location");
    if (location) {
      url = new URL(location, url);
      if (url.origin !== issuer) return url;
      continue;
    }
    expect(res.status).toBe(200);
    // The provider's own pages: its login form, then its consent form.
    const page: string = await res.text();
    body = new URLSearchParams(page.includes('name="login"') ? { prompt: "login", login: email, password: "any" } : { prompt: "consent" });
  }
  throw new Error("the provider never sent the browser back");
}

async function signIn(provider: "google" | "facebook", isSignup: boolean, email: string, tamper?: (callback: URL) => void) {
  const start = await call(ctx.app, "GET", `/api/social/auth/${provider}?isSignup=${String(isSignup)}`);
  expect(start.status).toBe(302);
  const cookies = { [OAUTH_COOKIE]: start.res.cookies.find((c) => c.name === OAUTH_COOKIE)?.value ?? "" };
  const callback = await atProvider(new URL(String(start.res.headers.location)), email);
  expect(callback.pathname).toBe("/api/social/callback");
  tamper?.(callback);
  const back = await call(ctx.app, "GET", `${callback.pathname}${callback.search}`, { cookies });
  expect(back.status).toBe(302);
  return { callback, cookies, location: new URL(String(back.res.headers.location), `http://${ACME}`) };
}

describe("social sign-in with a standard OpenID provider (oidc-provider)", () => {
  it("signs up through the whole code flow with iss in the response (Google settings), then logs in (Facebook settings)", async () => {
    const { callback, cookies, location } = await signIn("google", true, "olive@provider.example");
    expect(callback.searchParams.get("iss")).toBe(issuer);
    expect(location.pathname).toBe("/social");
    const code = location.searchParams.get("code") ?? "";
    const res = await call(ctx.app, "POST", "/api/social/signup", { body: { code, type: "google", isSignup: true }, cookies });
    expect(res.status).toBe(200);
    const data = socialResponse.parse(res.body).data;
    if (data.requireEmailVerification) throw new Error("the provider proved the email");
    expect(data).toMatchObject({ email: "olive@provider.example", name: "Olive Provider" });
    expect((await call(ctx.app, "GET", "/api/user/getProfile", { token: data.token })).status).toBe(200);

    const again = await signIn("facebook", false, "olive@provider.example");
    const login = await call(ctx.app, "POST", "/api/social", {
      body: { code: again.location.searchParams.get("code"), type: "facebook", isSignup: false },
      cookies: again.cookies,
    });
    expect(login.status).toBe(200);
    expect(socialResponse.parse(login.body).data).toMatchObject({ requireEmailVerification: false, email: "olive@provider.example" });
  });

  it("another issuer in the response, or none from a provider that sends it, goes back to the page with a translated error", async () => {
    for (const tamper of [(u: URL) => u.searchParams.set("iss", "https://evil.example"), (u: URL) => u.searchParams.delete("iss")]) {
      const { location, cookies, callback } = await signIn("google", true, "mallory@provider.example", tamper);
      expect(`${location.pathname}${location.search}`).toBe("/signup?socialError=true");
      // Nothing was kept for the exchange: the code alone signs no one in.
      const res = await call(ctx.app, "POST", "/api/social/signup", { body: { code: callback.searchParams.get("code"), type: "google", isSignup: true }, cookies });
      expect(res.status).toBe(400);
    }
  });

  it("a provider error other than a cancel shows the error on the login page", async () => {
    const { location } = await signIn("google", false, "olive@provider.example", (u) => {
      u.searchParams.delete("code");
      u.searchParams.set("error", "server_error");
    });
    expect(`${location.pathname}${location.search}`).toBe("/login?socialError=true");
  });

  it("discovery is fetched again after its time to live and after a failed exchange", async () => {
    let now = 0;
    const clients = new SocialClients(() => ({ issuer, clientId: "waypoint-google", clientSecret: SECRET }), { discoveryTtlMs: 1000, now: () => now });
    const params = { redirectUri: `http://${ACME}/api/social/callback`, state: "s", nonce: "n", codeVerifier: "v".repeat(43) };
    const before = discoveries;
    await clients.authorizationUrl("google", params);
    await clients.authorizationUrl("google", params);
    expect(discoveries - before).toBe(1);
    now = 1001;
    await clients.authorizationUrl("google", params);
    expect(discoveries - before).toBe(2);
    await expect(clients.exchange("google", { ...params, response: { code: "forged", state: "s", iss: issuer } })).rejects.toThrow();
    await clients.authorizationUrl("google", params);
    expect(discoveries - before).toBe(3);
  });
});
