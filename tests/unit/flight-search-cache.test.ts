import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { flightSearchResponse, type FlightOffer } from "@/shared/api/flights";
import { FLIGHT_MAX_RESULTS } from "@/shared/constants";
import { brotliOptionsFor } from "@/server/http/compression";
import { SearchResponseCache, searchPayload } from "@/server/flights/search-response";
import type { KeptAnswer as SearchAnswer } from "@/server/http/kept-answers";
import type { PricingRule } from "@/server/pricing/markup";
import { CachingFlightSupplier, searchCacheKey } from "@/server/suppliers/flights/caching";
import { SandboxFlightSupplier } from "@/server/suppliers/flights/sandbox";
import { SupplierError, type FlightSupplier, type SupplierSearchRequest, type SupplierSearchResult } from "@/server/suppliers/flights/types";

const MIN = 60_000;
/** On a 5-minute bucket boundary, so bucket arithmetic in the tests is exact. */
const T0 = Date.parse("2030-05-01T10:00:00Z");

function clockAt(start = T0) {
  let now = start;
  return { clock: () => new Date(now), set: (ms: number) => (now = ms), advance: (ms: number) => (now += ms) };
}

const request = (origin = "JFK", destination = "LHR", departureDate = "2030-05-10", adults = 1): SupplierSearchRequest => ({
  slices: [{ origin, destination, departureDate }],
  passengers: { ADT: adults, CHD: 0, INF: 0 },
  cabin: "NoPreference",
  maxResults: FLIGHT_MAX_RESULTS,
});

/** A supplier that counts searches and answers offers expiring `ttlMs` after its clock. */
function fakeSupplier(clock: () => Date, opts: { ttlMs?: number; gate?: Promise<void>; fail?: () => boolean } = {}) {
  let calls = 0;
  const supplier = {
    name: "fake",
    async search(r: SupplierSearchRequest): Promise<SupplierSearchResult> {
      calls++;
      const now = clock();
      if (opts.gate) await opts.gate;
      if (opts.fail?.()) throw new SupplierError("SUPPLIER_TIMEOUT", "timeout", true);
      const expiresAt = new Date(now.getTime() + (opts.ttlMs ?? 30 * MIN)).toISOString();
      const offer = { id: `${r.slices[0]?.origin}-${calls}`, expiresAt, totalAmount: { amount: 10_000, currency: "USD" } } as unknown as FlightOffer;
      return { offers: [offer], searchedAt: now.toISOString(), expiresAt };
    },
  } as unknown as FlightSupplier;
  return { supplier, calls: () => calls };
}

describe("CachingFlightSupplier", () => {
  it("freezes everything in a result, down to a segment's and a passenger price's last object", async () => {
    const t = clockAt();
    const found = await new CachingFlightSupplier(new SandboxFlightSupplier({ clock: t.clock }), { clock: t.clock }).search(request());
    const unfrozen: string[] = [];
    let objects = 0;
    const walk = (value: unknown, path: string) => {
      if (value === null || typeof value !== "object") return;
      objects += 1;
      if (!Object.isFrozen(value)) unfrozen.push(path);
      for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
    };
    walk(found, "result");
    expect(unfrozen).toEqual([]);
    expect(found.offers[0]?.flights[0]?.segments[0]?.origin).toBe("JFK");
    expect(found.offers[0]?.passengers[0]?.taxAmount.amount).toBeGreaterThan(0);
    expect(objects).toBeGreaterThan(10 * found.offers.length);
  });

  it("answers a repeated search from the cache, the same frozen result; another request is a miss", async () => {
    const t = clockAt();
    const fake = fakeSupplier(t.clock);
    const cache = new CachingFlightSupplier(fake.supplier, { clock: t.clock });
    const a = await cache.search(request());
    t.advance(MIN);
    const b = await cache.search({ maxResults: FLIGHT_MAX_RESULTS, cabin: "NoPreference", passengers: { INF: 0, CHD: 0, ADT: 1 }, slices: [{ departureDate: "2030-05-10", destination: "LHR", origin: "JFK" }] });
    expect(b).toBe(a);
    expect(fake.calls()).toBe(1);
    expect(Object.isFrozen(a) && Object.isFrozen(a.offers) && Object.isFrozen(a.offers[0]) && Object.isFrozen(a.offers[0]?.totalAmount)).toBe(true);
    await cache.search(request("JFK", "LHR", "2030-05-10", 2));
    await cache.search(request("JFK", "CDG"));
    expect(fake.calls()).toBe(3);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 3, size: 3 });
    expect(searchCacheKey(request())).not.toBe(searchCacheKey(request("JFK", "LHR", "2030-05-10", 2)));
  });

  it("serves an entry up to the end of its time bucket and searches again at the boundary", async () => {
    const t = clockAt();
    const fake = fakeSupplier(t.clock);
    const cache = new CachingFlightSupplier(fake.supplier, { clock: t.clock, ttlMs: 5 * MIN });
    const first = await cache.search(request());
    t.set(T0 + 5 * MIN - 1);
    expect(await cache.search(request())).toBe(first);
    t.set(T0 + 5 * MIN);
    const second = await cache.search(request());
    expect(second).not.toBe(first);
    expect(fake.calls()).toBe(2);
  });

  it("never serves offers closer to their expiry than minRemainingMs, whatever the TTL", async () => {
    const t = clockAt();
    // Offers live 25 min; with 20 min required the entry is good for just under 5 min, though the TTL is 10.
    const fake = fakeSupplier(t.clock, { ttlMs: 25 * MIN });
    const cache = new CachingFlightSupplier(fake.supplier, { clock: t.clock, ttlMs: 10 * MIN, minRemainingMs: 20 * MIN });
    const first = await cache.search(request());
    t.set(T0 + 5 * MIN - 1);
    expect(await cache.search(request())).toBe(first);
    t.set(T0 + 5 * MIN);
    expect(await cache.search(request())).not.toBe(first);
    // A supplier whose offers are already too short-lived is never cached (but still shared in flight).
    const short = fakeSupplier(t.clock, { ttlMs: 10 * MIN });
    const noCache = new CachingFlightSupplier(short.supplier, { clock: t.clock, minRemainingMs: 20 * MIN });
    await noCache.search(request());
    await noCache.search(request());
    expect(short.calls()).toBe(2);
    expect(noCache.stats().size).toBe(0);
  });

  it("shares one in-flight search between identical concurrent requests, and does not keep a failure", async () => {
    const t = clockAt();
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let failing = true;
    const fake = fakeSupplier(t.clock, { gate, fail: () => failing });
    const cache = new CachingFlightSupplier(fake.supplier, { clock: t.clock });
    const pending = Array.from({ length: 10 }, () => cache.search(request()));
    const other = cache.search(request("LAX", "NRT"));
    expect(fake.calls()).toBe(2);
    open();
    const settled = await Promise.allSettled([...pending, other]);
    expect(settled.every((s) => s.status === "rejected" && (s.reason as SupplierError).code === "SUPPLIER_TIMEOUT")).toBe(true);
    expect(cache.stats()).toMatchObject({ shared: 9, misses: 2, size: 0 });
    failing = false;
    const [a, b] = await Promise.all([cache.search(request()), cache.search(request())]);
    expect(a).toBe(b);
    expect(fake.calls()).toBe(3);
  });

  it("keeps at most maxEntries, dropping the least recently used", async () => {
    const t = clockAt();
    const fake = fakeSupplier(t.clock);
    const cache = new CachingFlightSupplier(fake.supplier, { clock: t.clock, maxEntries: 3 });
    const codes = ["AAA", "BBB", "CCC", "DDD", "EEE"];
    for (const code of codes.slice(0, 3)) await cache.search(request(code));
    await cache.search(request("AAA")); // touch: AAA is now the most recent
    for (const code of codes.slice(3)) await cache.search(request(code));
    expect(cache.stats().size).toBe(3);
    const before = fake.calls();
    await cache.search(request("AAA"));
    await cache.search(request("EEE"));
    expect(fake.calls()).toBe(before);
    await cache.search(request("BBB"));
    expect(fake.calls()).toBe(before + 1);
  });

  it("keeps at most maxOffers over all entries", async () => {
    const t = clockAt();
    const fake = fakeSupplier(t.clock); // one offer per search
    const cache = new CachingFlightSupplier(fake.supplier, { clock: t.clock, maxOffers: 2 });
    for (const code of ["AAA", "BBB", "CCC"]) await cache.search(request(code));
    expect(cache.stats()).toMatchObject({ size: 2, offers: 2 });
    await cache.search(request("AAA"));
    expect(fake.calls()).toBe(4);
  });

  it("passes everything but search straight to the wrapped supplier", async () => {
    const t = clockAt();
    const sandbox = new SandboxFlightSupplier({ clock: t.clock });
    const cache = new CachingFlightSupplier(sandbox, { clock: t.clock });
    const found = await cache.search(request());
    expect(cache.name).toBe("sandbox");
    t.advance(4 * MIN);
    const offer = found.offers[0];
    if (!offer) throw new Error("no offers");
    // A cached offer still has more than 25 minutes: reprice and fare rules answer as for a fresh one.
    expect(Date.parse(offer.expiresAt) - t.clock().getTime()).toBeGreaterThan(25 * MIN);
    expect((await cache.reprice(offer.id)).offer.id).toBe(offer.id);
    expect(await cache.fareRules(offer.id)).toEqual(await sandbox.fareRules(offer.id));
  });
});

describe("search response cache (below pricing)", () => {
  const acme: PricingRule = { markupType: "percent", markupValue: 8, agencyFee: 1500 };
  const nomad: PricingRule = { markupType: "fixed", markupValue: 2000, agencyFee: 0 };
  const validate = (payload: unknown) => JSON.stringify(flightSearchResponse.parse(payload));
  /** The JSON text of an answer, whichever form it came in. */
  const text = (answer: SearchAnswer) => ("brotli" in answer ? brotliDecompressSync(answer.brotli).toString("utf8") : answer.json.toString());

  it("gives each agency its own markup on one cached search, byte-equal to an uncached answer", async () => {
    const t = clockAt();
    const sandbox = new SandboxFlightSupplier({ clock: t.clock });
    const cache = new CachingFlightSupplier(sandbox, { clock: t.clock });
    const responses = new SearchResponseCache();
    const found = await cache.search(request());
    const net = JSON.stringify(found);

    const forAcme = text(await responses.answer(found, acme, "OK", validate, false));
    const forNomad = text(await responses.answer(await cache.search(request()), nomad, "OK", validate, false));
    expect(forNomad).not.toBe(forAcme);
    // What the route answered before the caches: a fresh search, priced, through the zod serializer.
    const fresh = await new SandboxFlightSupplier({ clock: t.clock }).search(request());
    expect(forAcme).toBe(validate(searchPayload(fresh, acme, "OK")));
    expect(forNomad).toBe(validate(searchPayload(fresh, nomad, "OK")));
    const first = (body: string) => (JSON.parse(body) as { data: { offers: FlightOffer[] } }).data.offers[0]?.totalAmount.amount;
    const netFirst = found.offers[0]?.totalAmount.amount ?? 0;
    expect(first(forNomad)).toBe(netFirst + 2000);
    expect(first(forAcme)).not.toBe(first(forNomad));
    // Pricing never wrote into the shared net result.
    expect(JSON.stringify(found)).toBe(net);
  });

  it("validates once per (result, rule, message) and keeps nothing for results that are not frozen", async () => {
    const t = clockAt();
    const cache = new CachingFlightSupplier(new SandboxFlightSupplier({ clock: t.clock }), { clock: t.clock });
    const responses = new SearchResponseCache();
    let validations = 0;
    const counting = (payload: unknown) => {
      validations++;
      return validate(payload);
    };
    const found = await cache.search(request());
    const a = text(await responses.answer(found, acme, "OK", counting, false));
    expect(text(await responses.answer(found, { ...acme }, "OK", counting, false))).toBe(a);
    expect(validations).toBe(1);
    await responses.answer(found, acme, "Bien", counting, false);
    await responses.answer(found, { ...acme, agencyFee: 0 }, "OK", counting, false);
    expect(validations).toBe(3);

    const unfrozen = await new SandboxFlightSupplier({ clock: t.clock }).search(request());
    await responses.answer(unfrozen, acme, "OK", counting, false);
    await responses.answer(unfrozen, acme, "OK", counting, false);
    expect(validations).toBe(5);
    expect(responses.size).toBe(3);
  });

  it("answers brotli to a client that takes it, the first time and from the kept body, and JSON to any other", async () => {
    const t = clockAt();
    const cache = new CachingFlightSupplier(new SandboxFlightSupplier({ clock: t.clock }), { clock: t.clock });
    const responses = new SearchResponseCache();
    const found = await cache.search(request());
    const json = validate(searchPayload(found, acme, "OK"));
    const first = await responses.answer(found, acme, "OK", validate, true);
    const again = await responses.answer(found, acme, "OK", validate, true);
    const plain = await responses.answer(found, acme, "OK", validate, false);
    if (!("brotli" in first) || !("brotli" in again) || !("json" in plain)) throw new Error("wrong forms");
    // The kept body itself goes out again: one compression for every brotli client.
    expect(again.brotli).toBe(first.brotli);
    expect(text(first)).toBe(json);
    expect(plain.json.toString()).toBe(json);
    // ~30× smaller than the JSON it stands for.
    expect(first.brotli.length * 20).toBeLessThan(json.length);
  });

  it("stays within its byte budget", async () => {
    const t = clockAt();
    const cache = new CachingFlightSupplier(new SandboxFlightSupplier({ clock: t.clock }), { clock: t.clock });
    const found = await cache.search(request());
    const json = Buffer.from(validate(searchPayload(found, acme, "OK")));
    const one = brotliCompressSync(json, brotliOptionsFor(json.length)).length;
    // Room for two answers (their sizes differ by a few bytes with the fee), not three.
    const responses = new SearchResponseCache({ maxBytes: Math.round(one * 2.5) });
    for (const fee of [0, 100, 200, 300]) await responses.answer(found, { ...acme, agencyFee: fee }, "OK", validate, true);
    expect(responses.size).toBe(2);
  });
});
