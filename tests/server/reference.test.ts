import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countriesResponse, exchangeResponse, paymentGatewayResponse } from "@/shared/api/reference";
import { healthResponse } from "@/shared/api/health";
import { createTestApp, type TestContext } from "./helpers";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url });

describe("GET /api/code", () => {
  it("lists countries sorted by name, the US with USD and $", async () => {
    const res = await get("/api/code");
    expect(res.statusCode).toBe(200);
    const countries = countriesResponse.parse(res.json()).data;
    expect(countries.length).toBeGreaterThan(200);
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(countries.find((c) => c.code === "US")).toMatchObject({
      name: "United States",
      currency: "USD",
      symbol: "$",
      emoji: "🇺🇸",
      unicode: "U+1F1FA U+1F1F8",
    });
    expect(countries.find((c) => c.code === "GB")).toMatchObject({ currency: "GBP", symbol: "£" });
    expect(countries.find((c) => c.code === "US")?.image).toBe("/api/code/US/flag.svg");
  });

  it("serves each country's flag where the list says, cached for a year; an unknown code is a 404", async () => {
    const flag = await get("/api/code/US/flag.svg");
    expect(flag.statusCode).toBe(200);
    expect(flag.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(flag.headers["cache-control"]).toContain("immutable");
    expect(flag.body).toContain("🇺🇸");
    expect((await get("/api/code/XX/flag.svg")).statusCode).toBe(404);
    expect((await get("/api/code/usa/flag.svg")).statusCode).toBe(404);
  });
});

describe("GET /api/multi-currency/exchange", () => {
  it("serves the dated embedded table, base USD", async () => {
    const res = await get("/api/multi-currency/exchange");
    const table = exchangeResponse.parse(res.json()).data;
    expect(table).toMatchObject({ base: "USD", date: "2026-11-01", source: "embedded snapshot" });
    expect(table.rates.USD).toBe(1);
    expect(Object.keys(table.rates).length).toBeGreaterThanOrEqual(35);
    expect(table.rates.EUR).toBeGreaterThan(0.5);
    expect(table.rates.EUR).toBeLessThan(1.5);
  });

  it("re-expresses the table in another base", async () => {
    const table = exchangeResponse.parse((await get("/api/multi-currency/exchange?base=eur")).json()).data;
    expect(table.base).toBe("EUR");
    expect(table.rates.EUR).toBe(1);
    expect(table.rates.USD).toBeGreaterThan(1);
  });

  it("an unknown base is a 400 naming the field", async () => {
    const res = await get("/api/multi-currency/exchange?base=XYZ");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, field: "querystring.base" });
  });
});

describe("other reference routes", () => {
  it("GET /api/getCurrentPaymentGateway names the configured gateway: the sandbox without Stripe keys", async () => {
    expect(paymentGatewayResponse.parse((await get("/api/getCurrentPaymentGateway")).json()).data).toEqual({ gateway: "SANDBOX" });
  });

  it("GET /api/health checks the database and tells the public nothing more", async () => {
    const body = (await get("/api/health")).json();
    expect(healthResponse.parse(body).data).toEqual({ ok: true });
    // The raw answer, not the parsed one (parsing drops keys): no database kind, uptime or versions.
    expect(body).toEqual({ status: true, message: expect.any(String), data: { ok: true } });
  });
});

describe("OpenAPI", () => {
  it("GET /api/openapi.json is OpenAPI 3.1 and lists the routes", async () => {
    const res = await get("/api/openapi.json");
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\.1/);
    for (const path of ["/api/agency", "/api/agency/{id}", "/api/code", "/api/multi-currency/exchange", "/api/getCurrentPaymentGateway", "/api/health"]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
    expect(doc.paths["/api/openapi.json"]).toBeUndefined();
  });

  it("GET /api/docs serves the docs page", async () => {
    const res = await get("/api/docs/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
  });
});
