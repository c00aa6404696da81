import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
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
  // What the build's precompress step writes beside a hashed asset.
  writeFileSync(join(dist, "assets", "app-3f2a1b.js.br"), brotliCompressSync("console.log('app')"));
  writeFileSync(join(dist, "media", "slide-1.jpg"), "jpeg");
  ctx = await createTestApp({ staticDir: dist });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: "GET", url, headers: { host: "acme.localhost:3000", ...headers } });

describe("production static serving", () => {
  it("hashed assets are immutable for a year", async () => {
    const res = await get("/assets/app-3f2a1b.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("a hashed asset is sent precompressed to a browser that accepts brotli, and plain otherwise", async () => {
    const br = await get("/assets/app-3f2a1b.js", { "accept-encoding": "br, gzip" });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe("console.log('app')");

    const plain = await get("/assets/app-3f2a1b.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("console.log('app')");
  });

  it("a JSON answer comes back brotli-encoded when asked, gzip for gzip-only clients, plain when not", async () => {
    const plain = await get("/api/code");
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const expected = plain.json();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await get("/api/code", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);

    const gz = await get("/api/code", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(expected);
  });

  it("index.html is revalidated every time", async () => {
    const res = await get("/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.headers["cache-control"]).toBe("private, no-cache");
  });

  it("client routes fall back to index.html", async () => {
    for (const path of ["/login", "/booknow/flights/search?from=LIS", "/agency-terms-and-conditions/abc"]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      // The host's agency written in (tests/server/first-html.test.ts).
      expect(res.body).toContain("<title>Acme Travel</title><div id=root></div>");
      expect(res.headers["cache-control"]).toBe("private, no-cache");
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
