import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "./helpers";
import { scaled } from "../browser/slowdown";

// TRUST_PROXY (docs/server.md): behind a proxy the client address comes from X-Forwarded-For, so
// the login throttle and the rate limit count clients, not the proxy.
const contexts: TestContext[] = [];
afterAll(async () => Promise.all(contexts.map((ctx) => ctx.close())));

async function clientIp(trustProxy: boolean | string[]): Promise<string> {
  const ctx = await createTestApp({ trustProxy });
  contexts.push(ctx);
  ctx.app.get("/api/__test/ip", async (request) => ({ ip: request.ip }));
  const res = await ctx.app.inject({ method: "GET", url: "/api/__test/ip", remoteAddress: "10.0.0.2", headers: { host: "localhost", "x-forwarded-for": "203.0.113.7" } });
  return (res.json() as { ip: string }).ip;
}

describe("trustProxy", () => {
  it("is off by default: X-Forwarded-For is not believed", async () => {
    expect(await clientIp(false)).toBe("10.0.0.2");
  });
  it("believes the proxy it is told to trust", { timeout: scaled(120_000) }, async () => {
    expect(await clientIp(true)).toBe("203.0.113.7");
    expect(await clientIp(["10.0.0.0/8"])).toBe("203.0.113.7");
    expect(await clientIp(["192.168.0.1"])).toBe("10.0.0.2");
  });
});
