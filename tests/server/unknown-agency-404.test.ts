// Regression, "An unknown agency shows 'Agency not found!' with HTTP 200": the page of a host that
// serves no agency is still the SPA (which says 'Agency not found!'), now with status 404; the API
// already answered 404 with that message.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "./helpers";

let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "waypoint-dist-"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>spa</title><div id=root></div>");
  ctx = await createTestApp({ staticDir: dist });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, host: string) => ctx.app.inject({ method: "GET", url, headers: { host } });

describe("an unknown agency", () => {
  it.each(["/", "/login", "/booknow/flights/search"])("answers the page %s with 404, the SPA still rendering the message", async (path) => {
    const res = await get(path, "nowhere.localhost:3000");
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("<title>spa</title>");
  });

  it("answers the API with 404 and 'Agency not found!'", async () => {
    const res = await get("/api/agency", "nowhere.localhost:3000");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, message: "Agency not found!" });
  });

  it("a known agency's pages stay 200", async () => {
    expect((await get("/", "acme.localhost:3000")).statusCode).toBe(200);
    expect((await get("/login", "travel.acme.test")).statusCode).toBe(200);
  });
});
