// spec A §3 analytics: the pages of an agency that measures visits may load gtag.js and the Facebook pixel
// (after the visitor consents, in the browser); every other agency keeps script-src 'self'.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withAnalyticsSources } from "@/server/security/analytics-csp";
import { ACME, call, login, NOMAD } from "./accounts-support";
import { createTestApp, type TestContext } from "./helpers";
import { scaled } from "../browser/slowdown";

let ctx: TestContext;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "waypoint-spa-"));
  await writeFile(join(dir, "index.html"), "<!doctype html><title>x</title><script type=module src=/assets/app.js></script>");
  ctx = await createTestApp({ staticDir: dir });
  const token = await login(ctx.app, "owner@nomad.test", undefined, NOMAD);
  const saved = await call(ctx.app, "PATCH", "/api/agency", { host: NOMAD, token, body: { analytics: { isEnabled: true, googleAnalyticsId: "G-NOMAD42", facebookAnalyticsId: "" } } });
  expect(saved.status).toBe(200);
}, scaled(60_000));
afterAll(async () => {
  await ctx?.close();
  await rm(dir, { recursive: true, force: true });
});

const scriptSrc = async (host: string, url = "/") => {
  const res = await ctx.app.inject({ method: "GET", url, headers: { host } });
  return /script-src ([^;]*)/.exec(String(res.headers["content-security-policy"]))?.[1];
};

describe("analytics sources in the CSP", () => {
  it("only on the HTML pages of an agency with analytics on", async () => {
    expect(await scriptSrc(NOMAD)).toBe("'self' https://www.googletagmanager.com https://connect.facebook.net");
    expect(await scriptSrc(NOMAD, "/login")).toContain("https://www.googletagmanager.com");
    expect(await scriptSrc(ACME)).toBe("'self'");
    // The API never needs them.
    expect(await scriptSrc(NOMAD, "/api/agency")).toBe("'self'");
  });

  it("adds the sources to their own directives only", () => {
    expect(withAnalyticsSources("default-src 'self';script-src 'self';object-src 'none'")).toBe(
      "default-src 'self';script-src 'self' https://www.googletagmanager.com https://connect.facebook.net;object-src 'none'",
    );
  });
});
