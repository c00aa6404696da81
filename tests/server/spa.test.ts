import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "./helpers";

let ctx: TestContext;
let dist: string;

beforeAll(async () => {
  // A stand-in for `vite build` output (dist/web).
  dist = mkdtempSync(join(tmpdir(), "waypoint-dist-"));
  mkdirSync(join(dist, "assets"));
  mkdirSync(join(dist, "media"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>spa</title><div id=root></div>");
  writeFileSync(join(dist, "assets", "app-3f2a1b.js"), "console.log('app')");
  writeFileSync(join(dist, "media", "slide-1.jpg"), "jpeg");
  ctx = await createTestApp({ staticDir: dist });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: "GET", url, headers: { host: "acme.localhost:3000" } });

describe("production static serving", () => {
  it("hashed assets are immutable for a year", async () => {
    const res = await get("/assets/app-3f2a1b.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("index.html is revalidated every time", async () => {
    const res = await get("/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("client routes fall back to index.html", async () => {
    for (const path of ["/login", "/booknow/flights/search?from=LIS", "/agency-terms-and-conditions/abc"]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body).toContain("<title>spa</title>");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("other public files are served with a short cache", async () => {
    const res = await get("/media/slide-1.jpg");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("a missing asset is a 404, not the HTML page", async () => {
    const res = await get("/assets/gone-000000.js");
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("<title>spa</title>");
  });

  it("unknown /api paths stay JSON 404 envelopes", async () => {
    const res = await get("/api/nothing/here");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, message: "Not found", data: null });
  });

  it("API routes still work beside the SPA", async () => {
    const res = await get("/api/agency");
    expect(res.statusCode).toBe(200);
  });

  it("the SPA gets a CSP that allows itself, inline styles, data: images and its own media", async () => {
    const csp = (await get("/")).headers["content-security-policy"];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("media-src 'self'");
  });
});
