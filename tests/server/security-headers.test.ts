// Security hardening, "Web security": response headers (CSP, frame-ancestors, referrer policy, no HSTS in
// the demo, nosniff) on the API and the built SPA, and the cookie policy. Production: production-mode.test.ts.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OAUTH_COOKIE } from "@/server/accounts/social-routes";
import Fastify from "fastify";
import { hardenSetCookie } from "@/server/security/cookies";
import { registerSecurityHeaders } from "@/server/security/headers";
import { createTestApp, type TestContext } from "./helpers";
import { ACME } from "./security/world";

const DIST = resolve("dist/web");
const hasBuild = existsSync(resolve(DIST, "index.html"));

/** CSP as { directive: [sources] }. */
function csp(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

/** `<script>` elements without src, and on*= handler attributes: both need 'unsafe-inline'. */
function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? "";
    if (!/\bsrc\s*=/.test(attrs) && !/type\s*=\s*["']?application\/(ld\+)?json/.test(attrs)) found.push(m[0].slice(0, 80));
  }
  for (const m of html.matchAll(/<[^>]+\son[a-z]+\s*=/gi)) found.push(m[0].slice(0, 80));
  return found;
}

describe("security headers in demo mode (no HSTS)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ staticDir: hasBuild ? DIST : null, localOpenIdProvider: true });
  });
  afterAll(async () => ctx?.close());

  const pages = ["/api/agency", "/api/nope", ...(hasBuild ? ["/", "/login", "/index.html"] : [])];

  it.each(pages)("%s: CSP without inline scripts, no framing, referrer policy, nosniff", async (url) => {
    const res = await ctx.app.inject({ method: "GET", url, headers: { host: ACME } });
    const policy = csp(res.headers["content-security-policy"]);
    expect(policy["script-src"]).toEqual(["'self'"]);
    expect(policy["script-src-attr"]).toEqual(["'none'"]);
    expect(policy["default-src"]).toEqual(["'self'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    expect(policy["form-action"]).toEqual(["'self'"]);
    // Documented exception (docs/security.md): inline *styles* only.
    expect(policy["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(JSON.stringify(policy)).not.toContain("unsafe-eval");
    expect(policy["upgrade-insecure-requests"]).toBeUndefined();
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("the SPA's HTML has no inline script, so script-src 'self' is enough", () => {
    const sources = [readFileSync(resolve("src/web/index.html"), "utf8")];
    if (hasBuild) sources.push(readFileSync(resolve(DIST, "index.html"), "utf8"));
    for (const html of sources) {
      expect(inlineScripts(html)).toEqual([]);
      expect(html).toMatch(/<script\b[^>]*\bsrc=/);
    }
  });

  it("the server's cookie (social sign-in) is HttpOnly, SameSite=Lax, path-scoped; not Secure on plain-http localhost", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/social/auth/google?isSignup=false", headers: { host: ACME } });
    expect(res.statusCode).toBe(302);
    const cookie = res.cookies.find((c) => c.name === OAUTH_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/social" });
    expect(cookie?.secure).toBeUndefined();
  });

  it("the app sets no session cookie: login answers the token in JSON only (spec A §9: the client stores it)", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/user/login", headers: { host: ACME }, payload: { email: "alice@acme.test", password: "Demo@1234" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });
});

describe("the CSP of a server that charges through Stripe", () => {
  async function policyOf(stripe: boolean) {
    const app = Fastify();
    await registerSecurityHeaders(app, { production: false, stripe });
    app.get("/", async () => "ok");
    const res = await app.inject({ method: "GET", url: "/" });
    await app.close();
    return csp(res.headers["content-security-policy"]);
  }

  it("lets in Stripe.js, its frames (card field, 3-D Secure) and its API, and nothing else changes", async () => {
    const sandbox = await policyOf(false);
    const stripe = await policyOf(true);
    expect(sandbox["script-src"]).toEqual(["'self'"]);
    expect(sandbox["frame-src"]).toBeUndefined();
    expect(stripe["script-src"]).toEqual(["'self'", "https://js.stripe.com", "https://*.js.stripe.com"]);
    expect(stripe["frame-src"]).toEqual(["'self'", "https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"]);
    expect(stripe["connect-src"]).toEqual(["'self'", "https://api.stripe.com"]);
    const { "script-src": _s, "frame-src": _f, "connect-src": _c, ...rest } = stripe;
    const { "script-src": _s2, "connect-src": _c2, ...sandboxRest } = sandbox;
    expect(rest).toEqual(sandboxRest);
  });
});

describe("hardenSetCookie (the cookie policy on every Set-Cookie)", () => {
  it.each([
    ["a=1", false, "a=1; SameSite=Lax; HttpOnly"],
    ["a=1; Path=/", true, "a=1; Path=/; SameSite=Lax; HttpOnly; Secure"],
    ["a=1; SameSite=None", false, "a=1; SameSite=Lax; HttpOnly"],
    ["a=1; HttpOnly; SameSite=Strict; Secure", true, "a=1; HttpOnly; SameSite=Strict; Secure"],
  ] as const)("%s (secure %s) → %s", (line, secure, want) => {
    expect(hardenSetCookie(line, { secure })).toBe(want);
  });
});
