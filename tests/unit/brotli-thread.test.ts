// Brotli on a thread of its own for kept search answers (src/server/http/brotli-thread.ts; issue "Every page fast on a
// phone": search at 20 clients): each answer comes back whole and to its own caller, a refusal or the thread's end
// refuses what it was doing and the next compression still works.
import { brotliDecompressSync, constants } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { BrotliThread } from "@/server/http/brotli-thread";

const threads: BrotliThread[] = [];
const thread = () => {
  const made = new BrotliThread();
  threads.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(threads.splice(0).map((t) => t.close()));
});
const json = (i: number, n: number) => JSON.stringify({ i, hotels: Array.from({ length: n }, (_, k) => ({ id: `${i}-${k}`, name: `Hotel ${k} of ${i}` })) });

describe("BrotliThread", () => {
  it("answers each of many compressions at once with its own JSON", async () => {
    const t = thread();
    const inputs = Array.from({ length: 24 }, (_, i) => json(i, i % 3 === 0 ? 2_000 : 20));
    const bodies = await Promise.all(inputs.map((input) => t.compress(input)));
    expect(bodies.map((body) => brotliDecompressSync(body).toString("utf8"))).toEqual(inputs);
  });

  it("refuses a setting brotli refuses, and compresses the next one", async () => {
    const t = thread();
    await expect(t.send("{}", { params: { 999: 1 } })).rejects.toThrow(/999/);
    const body = await t.compress('{"after":true}');
    expect(brotliDecompressSync(body).toString("utf8")).toBe('{"after":true}');
  });

  it("refuses what it was compressing when the thread ends, then starts a new one", async () => {
    const t = thread();
    await t.compress("{}");
    const inFlight = t.send(json(1, 5_000), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    await (t as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await expect(inFlight).rejects.toThrow(/exited/);
    const body = await t.compress('{"again":1}');
    expect(brotliDecompressSync(body).toString("utf8")).toBe('{"again":1}');
  });

  it("compresses bytes as well as text", async () => {
    const t = thread();
    const body = await t.send(Buffer.from('{"bytes":"é"}'), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    expect(brotliDecompressSync(body).toString("utf8")).toBe('{"bytes":"é"}');
  });
});
