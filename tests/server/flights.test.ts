import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlightOffer, RepriceResult } from "@/shared/api/flights";
import { repriceResponse } from "@/shared/api/flights";
import { applyPricing } from "@/server/pricing/markup";
import { flightSearches } from "@/server/db/schema-flights";
import { createTestApp, type TestContext } from "./helpers";
import { agencyId, call, firstOffer, oneWay, plainDate, priceChangeTrip, signIn, type Caller } from "./flights-fixtures";

let ctx: TestContext;
let acme: Caller;
let nomad: Caller;
let dormant: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  acme = { agencyId: await agencyId(ctx.database.db, "acme") };
  nomad = { agencyId: await agencyId(ctx.database.db, "nomad") };
  dormant = { agencyId: await agencyId(ctx.database.db, "dormant") };
});
afterAll(async () => ctx?.close());

const json = <T>(res: { json(): unknown }) => res.json() as { status: boolean; message: string; data: T; field?: string };

describe("GET /api/flight/airports", () => {
  it("suggests real airports by city or code", async () => {
    const res = await call(ctx.app, acme, { method: "GET", url: "/api/flight/airports?search=london" });
    expect(res.statusCode).toBe(200);
    const codes = json<{ code: string }[]>(res).data.map((a) => a.code);
    expect(codes).toContain("LHR");
  });
  it("400 names the missing search field", async () => {
    const res = await call(ctx.app, acme, { method: "GET", url: "/api/flight/airports" });
    expect(res.statusCode).toBe(400);
    expect(json(res).field).toBe("querystring.search");
  });
});

describe("POST /api/flight/search", () => {
  it("answers offers priced with the agency markup, and the Cheapest/Best/Quickest cards", async () => {
    const res = await call(ctx.app, acme, { method: "POST", url: "/api/flight/search", body: oneWay(plainDate()) });
    expect(res.statusCode).toBe(200);
    const data = json<{ offers: FlightOffer[]; cheapFlight: { totalAmount: { amount: number } } | null; fareFamilies: unknown[] }>(res).data;
    expect(data.offers.length).toBeGreaterThan(0);
    expect(data.fareFamilies.length).toBeGreaterThan(0);
    const cheapest = Math.min(...data.offers.map((o) => o.totalAmount.amount));
    expect(data.cheapFlight?.totalAmount.amount).toBe(cheapest);
  });
  it("the same answer in brotli, gzip or as it is, first made or kept, with Content-Encoding and Vary (Fast on a phone)", async () => {
    const body = oneWay(plainDate(), undefined, "BOS", "MIA");
    const search = (encoding?: string) => call(ctx.app, acme, { method: "POST", url: "/api/flight/search", body, headers: encoding ? { "accept-encoding": encoding } : {} });
    const first = await search("gzip, deflate, br");
    const plain = await search();
    const kept = await search("br");
    const gzip = await search("gzip, br;q=0.5");
    const text = plain.rawPayload.toString("utf8");
    expect(JSON.parse(text)).toMatchObject({ status: true, data: { offers: expect.any(Array) } });
    for (const [res, encoding] of [
      [first, "br"],
      [kept, "br"],
      [gzip, "gzip"],
    ] as const) {
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(Number(res.headers["content-length"] ?? res.rawPayload.length)).toBe(res.rawPayload.length);
      expect((encoding === "br" ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload)).toString("utf8")).toBe(text);
    }
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });
  it("400 names the field: unknown route type, same origin and destination", async () => {
    const bad = await call(ctx.app, acme, { method: "POST", url: "/api/flight/search", body: { ...oneWay(plainDate()), routeType: "Sideways" } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).field).toBe("body.routeType");
    const same = await call(ctx.app, acme, { method: "POST", url: "/api/flight/search", body: oneWay(plainDate(), undefined, "JFK", "JFK") });
    expect(same.statusCode).toBe(400);
    expect(json(same).field).toBe("body.formData.0.to.location");
  });
  it("a supplier timeout (TMO) is a 504 with a translated message", async () => {
    const res = await call(ctx.app, acme, { method: "POST", url: "/api/flight/search", body: oneWay(plainDate(), undefined, "TMO", "CCS") });
    expect(res.statusCode).toBe(504);
    expect(json(res).message).toMatch(/did not answer in time/);
  });
  it("an inactive agency cannot search (spec A §4)", async () => {
    const res = await call(ctx.app, dormant, { method: "POST", url: "/api/flight/search", body: oneWay(plainDate()) });
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe("Agency is inactive, Please contact the administrator");
  });
});

describe("POST /api/flight/fareRules", () => {
  it("answers the fare family and its rules", async () => {
    const offer = await firstOffer(ctx.app, acme, oneWay(plainDate()));
    const res = await call(ctx.app, acme, { method: "POST", url: "/api/flight/fareRules", body: { offerId: offer.id } });
    expect(res.statusCode).toBe(200);
    const data = json<{ rules: { title: string }[] }>(res).data;
    expect(data.rules.map((r) => r.title)).toContain("Cancellation");
  });
  it("400 for a missing offerId, 404 for an unknown one", async () => {
    const missing = await call(ctx.app, acme, { method: "POST", url: "/api/flight/fareRules", body: {} });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).field).toBe("body.offerId");
    const unknown = await call(ctx.app, acme, { method: "POST", url: "/api/flight/fareRules", body: { offerId: "nope" } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("POST /api/flight/reprice", () => {
  it("carries markupType and markup; a customer sees one total and no breakdown", async () => {
    const alice = await signIn(ctx.app, ctx.database.db, "acme", "alice@acme.test");
    const offer = await firstOffer(ctx.app, alice, oneWay(plainDate()));
    const res = await call(ctx.app, alice, { method: "POST", url: "/api/flight/reprice", body: { offerId: offer.id } });
    expect(res.statusCode).toBe(200);
    const data = repriceResponse.parse(res.json()).data;
    expect(data).toMatchObject({ priceChanged: false, previousTotal: null, markupType: "percent", markup: 8 });
    expect(data.breakdown).toBeUndefined();
    expect(data.totalAmount).toEqual(offer.totalAmount);
  });
  it("an agent sees net, markup (8 %) and fee (USD 15) adding up to the total", async () => {
    const agent = await signIn(ctx.app, ctx.database.db, "acme", "agent@acme.test");
    const offer = await firstOffer(ctx.app, agent, oneWay(plainDate()));
    const data = json<RepriceResult>(await call(ctx.app, agent, { method: "POST", url: "/api/flight/reprice", body: { offerId: offer.id } })).data;
    const b = data.breakdown;
    expect(b).toBeDefined();
    if (!b) return;
    expect(b).toEqual(applyPricing(b.net, { markupType: "percent", markupValue: 8, agencyFee: 1500 }));
    expect(b.fee.amount).toBe(1500);
    expect(b.net.amount + b.markup.amount + b.fee.amount).toBe(data.totalAmount.amount);
  });
  it("Nomad adds a fixed 20.00 markup", async () => {
    const owner = await signIn(ctx.app, ctx.database.db, "nomad", "owner@nomad.test");
    const offer = await firstOffer(ctx.app, owner, oneWay(plainDate()));
    const data = json<RepriceResult>(await call(ctx.app, owner, { method: "POST", url: "/api/flight/reprice", body: { offerId: offer.id } })).data;
    expect(data).toMatchObject({ markupType: "fixed", markup: 2000 });
    expect(data.breakdown?.markup.amount).toBe(2000);
    expect(data.breakdown?.fee.amount).toBe(0);
  });
  it("flags a price change (sandbox: a flight to PRC) and the new offer then holds", async () => {
    const offer = await firstOffer(ctx.app, acme, priceChangeTrip());
    const first = json<RepriceResult>(await call(ctx.app, acme, { method: "POST", url: "/api/flight/reprice", body: { offerId: offer.id } }));
    expect(first.data.priceChanged).toBe(true);
    expect(first.data.previousTotal).toEqual(offer.totalAmount);
    expect(first.data.totalAmount.amount).toBeGreaterThan(offer.totalAmount.amount);
    expect(first.message).toMatch(/price of this flight has changed/);
    const again = json<RepriceResult>(await call(ctx.app, acme, { method: "POST", url: "/api/flight/reprice", body: { offerId: first.data.offer.id } }));
    expect(again.data.priceChanged).toBe(false);
    expect(again.data.totalAmount).toEqual(first.data.totalAmount);
  });
  it("400 names offerId; a bad clientId is a 400 too", async () => {
    const res = await call(ctx.app, acme, { method: "POST", url: "/api/flight/reprice", body: { offerId: 42 } });
    expect(res.statusCode).toBe(400);
    expect(json(res).field).toBe("body.offerId");
    const client = await call(ctx.app, acme, { method: "POST", url: "/api/flight/reprice", body: { offerId: "x", clientId: "nope" } });
    expect(json(client).field).toBe("body.clientId");
  });
});

describe("POST /api/flight/flightStore and DELETE /api/flight/:id", () => {
  it("stores a search and removes it once", async () => {
    const stored = await call(ctx.app, acme, { method: "POST", url: "/api/flight/flightStore", body: { search: oneWay(plainDate()), url: "/booknow/flights/search?x=1" } });
    expect(stored.statusCode).toBe(200);
    const id = json<{ id: string }>(stored).data.id;
    const [row] = await ctx.database.db.select().from(flightSearches).where(eq(flightSearches.id, id));
    expect(row?.search.formData[0]?.from.location).toBe("JFK");
    const gone = await call(ctx.app, acme, { method: "DELETE", url: `/api/flight/${id}` });
    expect(gone.statusCode).toBe(200);
    expect(json(gone).data).toEqual({ id, deleted: true });
    expect((await call(ctx.app, acme, { method: "DELETE", url: `/api/flight/${id}` })).statusCode).toBe(404);
  });
  it("another agency cannot remove it (404); bad input is a 400 naming the field", async () => {
    const stored = await call(ctx.app, acme, { method: "POST", url: "/api/flight/flightStore", body: { search: oneWay(plainDate()) } });
    const id = json<{ id: string }>(stored).data.id;
    expect((await call(ctx.app, nomad, { method: "DELETE", url: `/api/flight/${id}` })).statusCode).toBe(404);
    const badId = await call(ctx.app, acme, { method: "DELETE", url: "/api/flight/not-a-uuid" });
    expect(badId.statusCode).toBe(400);
    expect(json(badId).field).toBe("params.id");
    const badBody = await call(ctx.app, acme, { method: "POST", url: "/api/flight/flightStore", body: { search: { formData: [] } } });
    expect(badBody.statusCode).toBe(400);
    expect(json(badBody).field).toBe("body.search.formData");
  });
});
