// Search answers kept in brotli (src/server/http/kept-answers.ts) and the car search cache in front of the supplier
// (src/server/suppliers/cars/caching.ts): issue "Every page fast on a phone", search at 20 clients. Both stay within
// their bounds (bytes of brotli; quotes) and their age, and a repeat gets what was made.
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { brotliWithTail } from "@/server/http/compression";
import { KeptAnswers, KeptResultAnswers, withTail, type KeptAnswer } from "@/server/http/kept-answers";
import { CachingCarSupplier } from "@/server/suppliers/cars/caching";
import { resolveCarLocation } from "@/server/suppliers/cars/locations";
import { SandboxCarSupplier } from "@/server/suppliers/cars/sandbox";
import type { CarSupplierSearch } from "@/server/suppliers/cars/types";

const text = (answer: KeptAnswer) => ("brotli" in answer ? brotliDecompressSync(answer.brotli).toString("utf8") : answer.json.toString());
/** JSON that brotli cannot shrink much: `n` random hex characters. */
const noise = (n: number) => JSON.stringify(Array.from({ length: n / 8 }, () => Math.random().toString(16).slice(2, 10)).join(""));

/** The window a brotli stream declares: WBITS, its first bits, least significant first (RFC 7932 §9.1). */
function windowBits(stream: Buffer): number {
  const bits = stream.readUInt8(0);
  if ((bits & 1) === 0) return 16;
  const n = (bits >> 1) & 7;
  if (n !== 0) return 17 + n;
  const m = (bits >> 4) & 7;
  return m === 0 ? 17 : 8 + m;
}
const brotliOf = (answer: KeptAnswer) => ("brotli" in answer ? answer.brotli : Buffer.alloc(0));

describe("KeptAnswers", () => {
  it("compresses an answer in a window no longer than it needs, and gives the same text back", async () => {
    expect(windowBits(brotliCompressSync("{}"))).toBe(22);
    const kept = new KeptAnswers({ maxBytes: 1 << 20 });
    const small = noise(20_000);
    const large = noise(300_000);
    const a = await kept.answer("small", () => Promise.resolve({ json: small, meta: undefined }), true);
    const b = await kept.answer("large", () => Promise.resolve({ json: large, meta: undefined }), true);
    expect([windowBits(brotliOf(a.answer)), windowBits(brotliOf(b.answer))]).toEqual([16, 19]);
    expect([text(a.answer), text(b.answer)]).toEqual([small, large]);
  });

  it("an opening is kept flushed and ended per request: in brotli without compressing again, or as JSON", async () => {
    const kept = new KeptAnswers<number>({ maxBytes: 1 << 20 });
    const opening = `{"data":{"firstPoll":${noise(200_000)}`;
    const make = vi.fn(() => Promise.resolve({ json: opening, meta: 1 }));
    const first = await kept.answer("start", make, true, true);
    const again = await kept.answer("start", make, true, true);
    const plain = await kept.answer("start", make, false, true);
    expect(make).toHaveBeenCalledTimes(1);
    expect(windowBits(brotliOf(first.answer))).toBe(18);
    // The same kept bytes end two searches' answers, each with its own id; a client without brotli gets the JSON.
    expect(text(withTail(first.answer, ',"id":"a"}}'))).toBe(`${opening},"id":"a"}}`);
    expect(JSON.parse(text(withTail(again.answer, ',"id":"b"}}')))).toEqual({ data: { firstPoll: JSON.parse(opening.slice(21)), id: "b" } });
    expect(text(withTail(plain.answer, ',"id":"c"}}'))).toBe(`${opening},"id":"c"}}`);
    // A finished answer under the same key is not an opening: it is made again as one.
    await kept.answer("whole", () => Promise.resolve({ json: "{}", meta: 2 }), true);
    const reopened = await kept.answer("whole", () => Promise.resolve({ json: '{"a":', meta: 3 }), true, true);
    expect([reopened.meta, text(withTail(reopened.answer, "1}"))]).toEqual([3, '{"a":1}']);
  });

  it("brotliWithTail: a tail longer than one uncompressed meta-block (64 KiB) goes in several", () => {
    const opening = brotliCompressSync('{"a":', { finishFlush: constants.BROTLI_OPERATION_FLUSH });
    const tail = `${noise(150_000)}}`;
    expect(brotliDecompressSync(brotliWithTail(opening, Buffer.from(tail))).toString()).toBe(`{"a":${tail}`);
  });

  it("sends a kept answer again, in brotli or as JSON, with its meta, without making it", async () => {
    const kept = new KeptAnswers<number>({ maxBytes: 1 << 20 });
    const make = vi.fn(() => Promise.resolve({ json: '{"a":1}', meta: 7 }));
    const first = await kept.answer("k", make, true);
    const again = await kept.answer("k", make, true);
    const plain = await kept.answer("k", make, false);
    expect(make).toHaveBeenCalledTimes(1);
    expect([text(first.answer), text(again.answer), text(plain.answer)]).toEqual(['{"a":1}', '{"a":1}', '{"a":1}']);
    expect("brotli" in again.answer && "json" in plain.answer).toBe(true);
    expect(again.meta).toBe(7);
  });

  it("keeps at most maxBytes of brotli, the least recently sent going first", async () => {
    const kept = new KeptAnswers({ maxBytes: 40_000 });
    for (let i = 0; i < 10; i++) await kept.answer(`k${i}`, () => Promise.resolve({ json: noise(16_000), meta: undefined }), true);
    expect(kept.bytes).toBeLessThanOrEqual(40_000);
    expect(kept.size).toBeLessThan(10);
    const make = vi.fn(() => Promise.resolve({ json: "{}", meta: undefined }));
    await kept.answer("k9", make, true);
    expect(make).not.toHaveBeenCalled();
    await kept.answer("k0", make, true);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it("makes an answer afresh once it is older than maxAgeMs", async () => {
    let now = 0;
    const kept = new KeptAnswers({ maxBytes: 1 << 20, maxAgeMs: 1000, now: () => now });
    const make = vi.fn(() => Promise.resolve({ json: "{}", meta: undefined }));
    await kept.answer("k", make, true);
    now = 1000;
    await kept.answer("k", make, true);
    now = 2001;
    await kept.answer("k", make, true);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it("KeptResultAnswers: per frozen result, rule and message; a result not frozen is never kept", async () => {
    const kept = new KeptResultAnswers({ maxBytes: 1 << 20 });
    const make = vi.fn(() => "{}");
    const result = Object.freeze({ offers: [] });
    await kept.answer(result, { markup: 1 }, "OK", make, true);
    await kept.answer(result, { markup: 1 }, "OK", make, true);
    expect(make).toHaveBeenCalledTimes(1);
    await kept.answer(result, { markup: 2 }, "OK", make, true);
    await kept.answer(result, { markup: 1 }, "Vale", make, true);
    await kept.answer(Object.freeze({ offers: [] }), { markup: 1 }, "OK", make, true);
    expect(make).toHaveBeenCalledTimes(4);
    const open = { offers: [] };
    await kept.answer(open, { markup: 1 }, "OK", make, true);
    await kept.answer(open, { markup: 1 }, "OK", make, true);
    expect(make).toHaveBeenCalledTimes(6);
  });
});

describe("CachingCarSupplier", () => {
  const jfk = resolveCarLocation({ kind: "airport", code: "JFK" });
  const lax = resolveCarLocation({ kind: "airport", code: "LAX" });
  if (!jfk || !lax) throw new Error("JFK and LAX are in the reference list");
  const searchAt = (pickUp = jfk, day = "2030-05-10"): CarSupplierSearch => ({
    pickUp,
    dropOff: pickUp,
    pickUpDateTime: `${day}T10:00`,
    returnDateTime: "2030-05-14T10:00",
    age: 30,
    countryOfResidence: "US",
    currency: "USD",
  });
  const sandbox = () => new SandboxCarSupplier({ rates: { USD: 1 }, reservations: () => Promise.resolve(null) });

  it("hands out one frozen result per search within its minute, a fresh one after it; searches in flight are shared", async () => {
    let now = 60_000 * 1000;
    const inner = sandbox();
    const searches = vi.spyOn(inner, "search");
    const cache = new CachingCarSupplier(inner, { now: () => now });
    const [a, b] = await Promise.all([cache.search(searchAt()), cache.search(searchAt())]);
    expect(searches).toHaveBeenCalledTimes(1);
    expect(b).toBe(a);
    expect(Object.isFrozen(a) && Object.isFrozen(a.cars[0])).toBe(true);
    now += 59_999;
    expect(await cache.search(searchAt())).toBe(a);
    expect(await cache.search(searchAt(lax))).not.toBe(a);
    now += 1;
    expect(await cache.search(searchAt())).not.toBe(a);
    expect(searches).toHaveBeenCalledTimes(3);
  });

  it("keeps at most maxCars quotes together", async () => {
    const inner = sandbox();
    const one = (await inner.search(searchAt())).cars.length;
    const cache = new CachingCarSupplier(inner, { maxCars: one * 2 });
    for (const day of ["2030-05-01", "2030-05-02", "2030-05-03", "2030-05-04"]) await cache.search(searchAt(jfk, day));
    expect(cache.size).toBe(2);
  });
});
