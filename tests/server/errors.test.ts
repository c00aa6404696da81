import { z } from "zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorEnvelope } from "@/shared/api/envelope";
import { createTranslator, pickLanguage } from "@/server/i18n";
import { createTestApp, type TestContext } from "./helpers";

let ctx: TestContext;

beforeAll(async () => {
  // Compiled-catalog form of two Spanish messages (what `lingui compile` writes), so the test
  // does not depend on the translator having filled locales/es yet.
  const translator = await createTranslator({
    es: {
      "error.invalidField": ["Valor no válido para ", ["field"], ": ", ["reason"]],
      "validation.required": "Obligatorio",
    },
  });
  ctx = await createTestApp({ translator });
  const r = ctx.app.withTypeProvider<ZodTypeProvider>();
  r.post("/api/test/echo", { schema: { body: z.object({ email: z.email(), age: z.number().int().min(18).optional() }) } }, async (request) => ({ status: true, message: "ok", data: request.body }));
  r.get("/api/test/boom", async () => {
    throw new Error("secret internal detail at /srv/app.ts:42");
  });
});
afterAll(async () => ctx?.close());

describe("validation errors", () => {
  it("400 answers the spec's message alone, the missing field in its own property", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/test/echo", payload: {} });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelope.parse(res.json())).toEqual({
      status: false,
      message: "Required",
      data: null,
      field: "body.email",
    });
  });

  it("400 explains a wrong value", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/test/echo", payload: { email: "a@b.co", age: 12 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: "Invalid value for age: must be at least 18", field: "body.age" });
  });

  it("400 is translated for Accept-Language es", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: {},
      headers: { "accept-language": "es-ES,es;q=0.9,en;q=0.8" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: "Obligatorio", field: "body.email" });
  });

  it("the lng query wins over Accept-Language", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/test/echo?lng=es", payload: {}, headers: { "accept-language": "en" } });
    expect(res.json()).toMatchObject({ message: "Obligatorio" });
  });

  it("malformed JSON is a 400 envelope", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, data: null });
  });
});

describe("unexpected errors", () => {
  it("500 carries the request id and a generic message, never the stack or the error text", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/test/boom", headers: { "x-request-id": "req-123" } });
    expect(res.statusCode).toBe(500);
    const body = errorEnvelope.parse(res.json());
    expect(body.requestId).toBe("req-123");
    expect(body.message).toContain("req-123");
    expect(res.headers["x-request-id"]).toBe("req-123");
    expect(res.body).not.toMatch(/secret|stack|app\.ts/);
  });

  it("a fresh uuid is the request id when the caller sends none", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/test/boom" });
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json()).toMatchObject({ requestId: res.headers["x-request-id"] });
  });
});

describe("unknown API routes", () => {
  it("404 in the envelope", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/does-not-exist" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, message: "Not found", data: null });
  });
});

describe("rate limit", () => {
  it("answers 429 in the envelope when exceeded", async () => {
    const limited = await createTestApp({ rateLimitPerMinute: 2 });
    try {
      const codes: number[] = [];
      let last: unknown;
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({ method: "GET", url: "/api/getCurrentPaymentGateway" });
        codes.push(res.statusCode);
        last = res.json();
      }
      expect(codes).toEqual([200, 200, 429]);
      expect(last).toMatchObject({ status: false, data: null, message: expect.stringMatching(/too many requests/i) });
    } finally {
      await limited.close();
    }
  });
});

describe("language choice", () => {
  it.each([
    [undefined, "pt-BR,pt;q=0.9", "pt"],
    [undefined, "fr-FR,es;q=0.5,en;q=0.4", "es"],
    [undefined, "de", "en"],
    ["es", "pt", "es"],
    ["xx", "pt", "pt"],
    [undefined, undefined, "en"],
  ])("lng=%s Accept-Language=%s → %s", (lng, accept, expected) => {
    expect(pickLanguage(lng, accept)).toBe(expected);
  });
});

describe("a body over the limit", () => {
  let real: TestContext;
  beforeAll(async () => {
    // The compiled catalogs, so the answer is the translators' text in each language.
    real = await createTestApp();
    real.app.post("/api/test/sink", async () => ({ status: true, message: "ok", data: null }));
  });
  afterAll(async () => real?.close());

  it.each([
    ["en", "The request is too large to be accepted. Send less at once."],
    ["es", "La solicitud es demasiado grande para aceptarla. Envía menos de una vez."],
    ["pt", "A solicitação é grande demais para ser aceita. Envie menos de uma vez."],
  ])("answers 413 in the envelope with a message in %s, not 'Something went wrong'", async (lang, message) => {
    const res = await real.app.inject({
      method: "POST",
      url: `/api/test/sink?lng=${lang}`,
      payload: JSON.stringify({ text: "x".repeat(1024 * 1024 + 1) }),
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(413);
    expect(errorEnvelope.parse(res.json())).toEqual({ status: false, message, data: null });
  });
});
