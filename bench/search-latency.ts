// POST /api/flight/search latency and throughput at 20 concurrent clients against the real server
// (buildApp on a fresh PGlite in a temp dir, loopback, ephemeral port). Two phases: cold (mixed,
// mostly distinct searches) then warm (10 repeated searches, served by the search cache).
// Prints figures; asserts nothing.
// Usage: node --import tsx bench/search-latency.ts [--short] [--seconds N] [--clients N]
import { createClient } from "./lib/http";
import { startBenchServer } from "./lib/server";
import { machineLine, mib, ms, seeded, summarize, table } from "./lib/stats";
import { mixedSearch } from "./lib/workload";

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const short = process.argv.includes("--short");
const seconds = arg("--seconds", short ? 3 : 10);
const clients = arg("--clients", 20);

const server = await startBenchServer();
const http = createClient(server.base, clients);
const headers = { host: "acme.localhost" };
try {
  // Warm-up: JIT, the airport index and the first PGlite queries.
  const random = seeded(7);
  for (let i = 0; i < 10; i++) await http.request("POST", "/api/flight/search", { body: mixedSearch(i, random).body, headers });

  console.log(`\nPOST /api/flight/search — ${clients} concurrent clients, ${seconds} s per phase, ${server.database}`);
  console.log(`machine: ${machineLine()}`);
  // Cold: route, trip type and date vary per request (~2400 distinct searches), so the search cache
  // (src/server/suppliers/flights/caching.ts) rarely hits and every answer is generated.
  await phase("cold (mixed searches)", (n, rnd) => mixedSearch(n, rnd));
  // Warm: everybody asks for the same 10 popular searches, as on a sale day; after the first of
  // each they come from the cache (and its pre-serialised JSON).
  await phase("warm (10 repeated searches)", (n) => mixedSearch(n % 10, seeded(500 + (n % 10))));
} finally {
  http.close();
  await server.close();
}

async function phase(title: string, next: (n: number, rnd: () => number) => ReturnType<typeof mixedSearch>): Promise<void> {
  const latencies: number[] = [];
  const byKind = new Map<string, { ms: number[]; bytes: number[]; offers: number[] }>();
  let errors = 0;
  let n = 0;
  const rssSamples: number[] = [];
  let sampling = false;
  const sampler = setInterval(() => {
    if (sampling) return;
    sampling = true;
    void server.rss().then((r) => {
      rssSamples.push(r);
      sampling = false;
    });
  }, 500);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      const rnd = seeded(1000 + c);
      while (performance.now() < deadline) {
        const { body, label } = next(n++, rnd);
        const res = await http.request("POST", "/api/flight/search", { body, headers });
        latencies.push(res.ms);
        if (res.status !== 200) {
          errors++;
          continue;
        }
        const kind = label.endsWith("RT") ? "round trip" : "one way";
        const k = byKind.get(kind) ?? { ms: [], bytes: [], offers: [] };
        k.ms.push(res.ms);
        k.bytes.push(Buffer.byteLength(res.body));
        k.offers.push((JSON.parse(res.body) as { data: { offers: unknown[] } }).data.offers.length);
        byKind.set(kind, k);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const s = summarize(latencies);
  console.log(`\n${title}, ${elapsed.toFixed(1)} s\n`);
  console.log(
    table([
      ["requests", "req/s", "p50", "p95", "p99", "max", "errors", "server RSS (max)"],
      [s.count, (s.count / elapsed).toFixed(1), ms(s.p50), ms(s.p95), ms(s.p99), ms(s.max), errors, mib(Math.max(0, ...rssSamples))],
    ]),
  );
  console.log("");
  console.log(
    table([
      ["kind", "requests", "p50", "p95", "p99", "mean offers", "mean body"],
      ...[...byKind].map(([kind, k]) => {
        const ks = summarize(k.ms);
        const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
        return [kind, ks.count, ms(ks.p50), ms(ks.p95), ms(ks.p99), mean(k.offers).toFixed(0), `${(mean(k.bytes) / 1024).toFixed(0)} KiB`];
      }),
    ]),
  );
}
