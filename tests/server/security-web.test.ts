// Security hardening, "Web security": open redirects, CSRF, the Host/agency-key guard, login rate limits and
// secrets in logs — against the real app.
import { Writable } from "node:stream";
import fc from "fast-check";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_SSO_SECRET } from "@/server/accounts/dev-sso";
import { OAUTH_COOKIE } from "@/server/accounts/social-routes";
import { errorSerializer, redactUrl } from "@/server/security/logging";
import { safeExternalUrl, safeRedirectPath } from "@/shared/security/redirect";
import { createTestApp, type TestContext } from "./helpers";
import { lastMailTo, linkToken } from "./accounts-support";
import { ACME, DEMO_PASSWORD, oneWaySearch, rowCounts, send, TEST_CARD } from "./security/world";

const ORIGIN = "http://acme.localhost";

const UNSAFE_REDIRECTS = [
  "//evil.com",
  "///evil.com",
  "/\\evil.com",
  "\\\\evil.com",
  "\\/evil.com",
  "/%2F%2Fevil.com",
  "/%2f/evil.com",
  "%2F%2Fevil.com",
  "/%252F%252Fevil.com",
  "/%5Cevil.com",
  "/%5c%5cevil.com",
  "/%09/evil.com",
  "/\t/evil.com",
  "/\n/evil.com",
  "/\r\n//evil.com",
  "\u0000/x",
  "/x\u0000",
  "/%00x",
  "/x%0d%0aSet-Cookie:a=1",
  " //evil.com",
  "/\u2028//evil.com",
  "/\u200b/evil.com",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "https://evil.com",
  "http:evil.com",
  "http:/evil.com",
  "evil.com",
  "",
  `/${"a".repeat(3000)}`,
];

const SAFE_REDIRECTS = ["/", "/login", "/booknow/hotels/search?city=New%20York&adults=2#results", "/trips/FLABC123", "/a?next=//evil.com", "/search?q=%E2%9C%88", "/100%"];

describe("safeRedirectPath (src/shared/security/redirect.ts)", () => {
  it.each(UNSAFE_REDIRECTS)("refuses %j", (input) => {
    expect(safeRedirectPath(input)).toBeNull();
    expect(safeRedirectPath(input, "/")).toBe("/");
  });

  it.each(SAFE_REDIRECTS)("keeps %j", (input) => {
    expect(safeRedirectPath(input)).toBe(input);
  });

  it("whatever it keeps stays on the same origin, before and after decoding (property)", () => {
    const prefixes = fc.constantFrom("", "/", "//", "/\\", "\\", "/%2F", "/%5C", "%2F", "/%252F", "javascript:", "http://", "/\t", " ");
    fc.assert(
      fc.property(prefixes, fc.string({ unit: "binary", maxLength: 30 }), (prefix, rest) => {
        const kept = safeRedirectPath(prefix + rest);
        if (kept === null) return;
        for (const base of [ORIGIN, "https://travel.acme.test:8443"]) {
          const origin = new URL(base).origin;
          expect(new URL(kept, base).origin).toBe(origin);
          let decoded = kept;
          try {
            decoded = decodeURIComponent(kept);
          } catch {
            // a stray % stays as it is
          }
          expect(new URL(decoded.replace(/[\t\n\r]/g, ""), base).origin).toBe(origin);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("safeExternalUrl: only absolute http(s) URLs without credentials (the agency's return URL)", () => {
    expect(safeExternalUrl("https://acme.example/thanks?x=1")).toBe("https://acme.example/thanks?x=1");
    expect(safeExternalUrl("http://acme.localhost:3000/")).toBe("http://acme.localhost:3000/");
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "//evil.com", "/relative", "https://user:pw@evil.com/", "ftp://x.test/", "java\nscript:alert(1)", "", null, 42]) {
      expect(safeExternalUrl(bad)).toBeNull();
    }
  });
});

describe("redirects of the running app", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ localOpenIdProvider: true });
  });
  afterAll(async () => ctx?.close());

  async function ssoToken(email: string) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email })
      .setProtectedHeader({ alg: "HS256" })
      .setJti(crypto.randomUUID())
      .setAudience("ACME")
      .setIssuedAt(now)
      .setExpirationTime(now + 120)
      .sign(new TextEncoder().encode(DEV_SSO_SECRET));
  }

  async function ssoDeepLink(deepLink: string): Promise<string | null> {
    const res = await send(ctx.app, "POST", "/api/sso", { host: ACME, body: { token: await ssoToken("sso.redirect@acme.test"), deepLink } });
    // A NUL byte is refused before anything reads the link (400 naming the field): no link at all.
    if (deepLink.includes("\u0000")) {
      expect(res.statusCode).toBe(400);
      return null;
    }
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { deepLink: string | null } }).data.deepLink;
  }

  it("SSO deep link: an unsafe link comes back null; whatever comes back stays on the agency's origin", async () => {
    for (const input of UNSAFE_REDIRECTS.filter((u) => u.length > 0)) {
      const back = await ssoDeepLink(input);
      if (back !== null) expect(new URL(back, ORIGIN).origin, input).toBe(ORIGIN);
    }
    for (const input of ["/", "/booknow/hotels/search?x=1"]) expect(await ssoDeepLink(input)).toBe(input);
  });

  // Defence in depth: sso.ts's sameSiteDeepLink keeps percent-encoded hosts ("/%2F%2Fevil.com"),
  // which are harmless only as long as no client decodes before navigating. Fails (as a reminder)
  // once the server uses safeRedirectPath; then make it a plain `it`.
  it("the SSO deep link is checked with safeRedirectPath (encoded '//' refused)", async () => {
    for (const input of UNSAFE_REDIRECTS.filter((u) => u.length > 0)) {
      expect(await ssoDeepLink(input), input).toBeNull();
    }
  });

  it("social callback: the browser is sent back to the agency's own origin, whatever the query holds", async () => {
    const start = await send(ctx.app, "GET", "/api/social/auth/google?isSignup=false", { host: ACME });
    expect(start.statusCode).toBe(302);
    const state = new URL(String(start.headers.location)).searchParams.get("state") ?? "";
    const cookie = start.cookies.find((c) => c.name === OAUTH_COOKIE)?.value ?? "";
    for (const query of [`code=${encodeURIComponent("//evil.com")}&state=${state}`, `error=access_denied&state=${state}`]) {
      const res = await ctx.app.inject({ method: "GET", url: `/api/social/callback?${query}`, headers: { host: ACME }, cookies: { [OAUTH_COOKIE]: cookie } });
      expect(res.statusCode).toBe(302);
      expect(new URL(String(res.headers.location)).origin).toBe(ORIGIN);
    }
    // A forged state (another browser's flow) is refused: back to the login page by a relative path (no
    // origin is trusted without the transaction), which says 'Error during Social login'.
    const forged = await ctx.app.inject({ method: "GET", url: "/api/social/callback?code=x&state=forged", headers: { host: ACME }, cookies: { [OAUTH_COOKIE]: cookie } });
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe("/login?socialError=true");
  });

  it("login answers a navigateTo that is a same-site path (or null) for every demo user", async () => {
    for (const who of ["owner", "admin", "agent", "restricted", "alice", "bob"]) {
      const res = await send(ctx.app, "POST", "/api/user/login", { host: ACME, body: { email: `${who}@acme.test`, password: DEMO_PASSWORD } });
      const navigateTo = (res.json() as { data: { navigateTo: string | null } }).data.navigateTo;
      if (navigateTo !== null) expect(safeRedirectPath(navigateTo)).toBe(navigateTo);
    }
  });
});

describe("CSRF: a cross-site page cannot change state", () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    const res = await send(ctx.app, "POST", "/api/user/login", { host: ACME, body: { email: "alice@acme.test", password: DEMO_PASSWORD } });
    token = (res.json() as { data: { token: string } }).data.token;
  });
  afterAll(async () => ctx?.close());

  const signUp = "name=Mallory&email=mallory%40evil.test&password=Fresh%4098765&hostName=evil.example";

  it.each([
    ["application/x-www-form-urlencoded", signUp],
    ["multipart/form-data; boundary=x", `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nmallory@evil.test\r\n--x--`],
    ["text/plain", JSON.stringify({ name: "Mallory", email: "mallory@evil.test", password: "Fresh@98765", hostName: "evil.example" })],
  ])("a %s form post (what a cross-site <form> can send) is 415 and stores nothing", async (type, payload) => {
    const before = await rowCounts(ctx.database.db);
    const res = await ctx.app.inject({ method: "POST", url: "/api/user/signUp", headers: { host: ACME, "content-type": type }, payload });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: false, data: null, message: expect.stringContaining("JSON") });
    expect(await rowCounts(ctx.database.db)).toEqual(before);
  });

  it("a form post carrying the session cookie (no x-access-token) changes nothing: cookies are not credentials", async () => {
    for (const [type, payload] of [
      ["application/x-www-form-urlencoded", "name=Pwned"],
      ["application/json", JSON.stringify({ name: "Pwned" })],
    ] as const) {
      const res = await ctx.app.inject({ method: "POST", url: "/api/user/editProfile", headers: { host: ACME, "content-type": type }, cookies: { token }, payload });
      expect([401, 415]).toContain(res.statusCode);
    }
    const profile = await send(ctx.app, "GET", "/api/user/getProfile", { host: ACME, token });
    expect((profile.json() as { data: { name: string } }).data.name).not.toBe("Pwned");
  });

  it("a request the browser marks Sec-Fetch-Site: cross-site is 403, even as JSON with a token", async () => {
    const res = await send(ctx.app, "POST", "/api/user/editProfile", { host: ACME, token, body: { name: "Pwned" }, headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" } });
    expect(res.statusCode).toBe(403);
    const same = await send(ctx.app, "POST", "/api/user/editProfile", { host: ACME, token, body: { name: "Alice Martin" }, headers: { "sec-fetch-site": "same-origin" } });
    expect(same.statusCode).toBe(200);
  });

  it("no CORS: a preflight from another origin gets no Access-Control-Allow-Origin", async () => {
    const res = await ctx.app.inject({
      method: "OPTIONS",
      url: "/api/user/editProfile",
      headers: { host: ACME, origin: "https://evil.example", "access-control-request-method": "POST", "access-control-request-headers": "x-access-token,content-type" },
    });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    expect(res.headers["access-control-allow-headers"]).toBeUndefined();
  });

  it("Host poisoning: a mutation whose Host does not serve the x-agency-key agency is 421 and mails nothing", async () => {
    const agency = await send(ctx.app, "GET", "/api/agency", { host: ACME });
    const acmeId = (agency.json() as { data: { _id: string } }).data._id;
    for (const host of ["evil.example", "nomad.localhost", "travel.evil.test"]) {
      const before = await rowCounts(ctx.database.db);
      const res = await send(ctx.app, "POST", "/api/user/forgotPassword", { host, headers: { "x-agency-key": acmeId }, body: { email: "bob@acme.test", hostName: host } });
      expect(res.statusCode, host).toBe(421);
      expect(await rowCounts(ctx.database.db)).toEqual(before);
    }
    // The agency's own hosts and the platform's bare host still work with the key.
    for (const host of [ACME, "travel.acme.test", "localhost:3000"]) {
      const res = await send(ctx.app, "POST", "/api/user/forgotPassword", { host, headers: { "x-agency-key": acmeId }, body: { email: "bob@acme.test", hostName: host } });
      expect(res.statusCode, host).toBe(200);
    }
    const mail = await lastMailTo(ctx.database.db, "bob@acme.test");
    expect(mail.text).not.toContain("evil");
  });
});

describe("login rate limits", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx?.close());

  const login = (email: string, password: string, remoteAddress = "203.0.113.7") =>
    ctx.app.inject({ method: "POST", url: "/api/user/login", headers: { host: ACME }, remoteAddress, payload: { email, password } });

  it("5 wrong passwords from one address make that address wait for that account (429 + Retry-After), even for the right password", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login("agent@acme.test", `Wrong@${i}234`, "198.51.100.9")).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const right = await login("agent@acme.test", DEMO_PASSWORD, "198.51.100.9");
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(0);
    expect((right.json() as { message: string }).message).toMatch(/too many/i);
    // Lockout is no weapon (OWASP ASVS V2.2): the owner, from another address, still logs in.
    expect((await login("agent@acme.test", DEMO_PASSWORD, "198.51.100.99")).statusCode).toBe(200);
  });

  it("20 failures from one address block that address, whatever the accounts", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await login(`nobody${i}@acme.test`, "Wrong@1234", "192.0.2.50")).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await login("owner@acme.test", DEMO_PASSWORD, "192.0.2.51")).statusCode).toBe(200);
  });
});

describe("no secrets in logs", () => {
  let ctx: TestContext;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    ctx = await createTestApp({ logger: { level: "trace", stream } });
  });
  afterAll(async () => ctx?.close());

  it("login, signup, SSO, links, the OAuth callback and card payment leave no password, token, code or card number", async () => {
    const secrets: string[] = ["Fresh@98765", DEMO_PASSWORD, "Wrong-Secret@1", "4242424242424242", "4242 4242 4242 4242", "CODEsecret123", "STATEsecret456"];
    const app = ctx.app;
    expect((await send(app, "POST", "/api/user/signUp", { host: ACME, body: { name: "Log Test", email: "log.test@example.test", password: "Fresh@98765", hostName: ACME, checked: true } })).statusCode).toBe(
      200,
    );
    const verify = linkToken((await lastMailTo(ctx.database.db, "log.test@example.test")).text, "/verify");
    secrets.push(verify);
    expect((await send(app, "POST", "/api/user/verify", { host: ACME, body: { token: verify } })).statusCode).toBe(200);
    expect((await send(app, "POST", "/api/user/login", { host: ACME, body: { email: "alice@acme.test", password: "Wrong-Secret@1" } })).statusCode).toBe(400);
    const login = await send(app, "POST", "/api/user/login", { host: ACME, body: { email: "alice@acme.test", password: DEMO_PASSWORD } });
    const token = (login.json() as { data: { token: string } }).data.token;
    const ownerToken = ((await send(app, "POST", "/api/user/login", { host: ACME, body: { email: "owner@acme.test", password: DEMO_PASSWORD } })).json() as { data: { token: string } }).data.token;
    secrets.push(token, ownerToken);

    expect((await send(app, "POST", "/api/agency/invitations", { host: ACME, token: ownerToken, body: { email: "log.invitee@example.test" } })).statusCode).toBe(200);
    const invitation = linkToken((await lastMailTo(ctx.database.db, "log.invitee@example.test")).text, "/signup");
    secrets.push(invitation);
    expect((await send(app, "GET", `/api/agency/invitations/${invitation}`, { host: ACME })).statusCode).toBe(200);

    expect((await send(app, "POST", "/api/user/forgotPassword", { host: ACME, body: { email: "bob@acme.test", hostName: ACME } })).statusCode).toBe(200);
    const reset = linkToken((await lastMailTo(ctx.database.db, "bob@acme.test")).text, "/newPassword");
    secrets.push(reset);
    expect((await send(app, "POST", "/api/user/forgotPwdValidity", { host: ACME, body: { token: reset } })).statusCode).toBe(200);

    const now = Math.floor(Date.now() / 1000);
    const jwt = await new SignJWT({ email: "log.sso@acme.test" })
      .setProtectedHeader({ alg: "HS256" })
      .setJti(crypto.randomUUID())
      .setAudience("ACME")
      .setIssuedAt(now)
      .setExpirationTime(now + 120)
      .sign(new TextEncoder().encode(DEV_SSO_SECRET));
    secrets.push(jwt);
    expect((await send(app, "POST", "/api/sso", { host: ACME, body: { token: jwt, deepLink: "/x" } })).statusCode).toBe(200);
    await send(app, "GET", `/sso?token=${jwt}&navigateTo=/x`, { host: ACME });
    await send(app, "GET", `/verify?token=${verify}`, { host: ACME });
    await send(app, "GET", "/api/social/callback?code=CODEsecret123&state=STATEsecret456", { host: ACME });
    await send(app, "GET", "/api/user/getProfile", { host: ACME, headers: { authorization: `Bearer ${token}`, cookie: `token=${token}` } });

    const search = await send(app, "POST", "/api/flight/search", { host: ACME, token, body: oneWaySearch(35) });
    const offerId = (search.json() as { data: { offers: { id: string }[] } }).data.offers[0]?.id ?? "";
    const key = "log-test-booking-key";
    const booking = await send(app, "POST", "/api/flight/booking", {
      host: ACME,
      token,
      body: {
        idempotencyKey: key,
        offerId,
        passengers: [{ type: "ADT", firstName: "Log", lastName: "Test", birthDate: "1985-04-02", citizenship: "US" }],
        contact: { email: "log@example.test", phone: "+1 415 555 0100" },
      },
    });
    const referenceNumber = (booking.json() as { data: { referenceNumber: string } }).data.referenceNumber;
    expect((await send(app, "POST", "/api/flight/payment", { host: ACME, token, body: { idempotencyKey: key, referenceNumber, card: TEST_CARD } })).statusCode).toBe(200);
    // A declined card and an invalid one log too.
    await send(app, "POST", "/api/flight/payment", { host: ACME, token, body: { idempotencyKey: "log-test-2", referenceNumber, card: { ...TEST_CARD, number: "4000 0000 0000 0002" } } });
    secrets.push("4000000000000002", "4000 0000 0000 0002");

    const log = lines.join("");
    expect(log).toContain("incoming request");
    expect(log).toContain("[REDACTED]");
    expect(secrets.filter((s) => log.includes(s))).toEqual([]);
  });

  it("redactUrl hides link tokens, OAuth codes and invitation tokens; errorSerializer drops bound parameters", () => {
    expect(redactUrl("/sso?token=abc.def&navigateTo=/x")).toBe("/sso?token=[REDACTED]&navigateTo=/x");
    expect(redactUrl("/api/social/callback?code=c&state=s&x=1")).toBe("/api/social/callback?code=[REDACTED]&state=[REDACTED]&x=1");
    expect(redactUrl("/api/agency/invitations/tok123?lng=es")).toBe("/api/agency/invitations/[REDACTED]?lng=es");
    expect(redactUrl("/signup?invitationToken=t")).toBe("/signup?invitationToken=[REDACTED]");
    const error = Object.assign(new Error('Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: mallory@evil.test,scrypt$hash'), {
      params: ["mallory@evil.test", "scrypt$hash"],
    });
    const serialized = JSON.stringify(errorSerializer(error));
    expect(serialized).toContain("Failed query");
    expect(serialized).not.toContain("mallory@evil.test");
    expect(serialized).not.toContain("scrypt$hash");
  });
});
