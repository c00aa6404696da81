// The app's per-request cost against a bare Fastify 5 route, measured side by side in one run (issue "Fast
// on a phone": `GET /api/health` throughput ≥ 0.25× bare Fastify). Each server runs in its own process;
// the two are measured in turns (bare, app, bare, app …) so that other work on the machine weighs on both
// alike. Prints figures and the ratio; asserts nothing.
// Usage: node --import tsx bench/server-overhead.ts [--short] [--seconds N] [--connections N] [--rounds N]
import { createClient } from "./lib/http";
import { startBenchServer, type BenchServer } from "./lib/server";
import { machineLine, summarize, table } from "./lib/stats";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const short = process.argv.includes("--short");
const seconds = arg("--seconds", short ? 3 : 10);
const connections = arg("--connections", 20);
const rounds = arg("--rounds", short ? 1 : 2);

const bare = await startBenchServer({ script: "bare-fastify-child.ts" });
const app = await startBenchServer();
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
try {
  console.log(`\nGET /api/health — ${connections} keep-alive connections, ${seconds} s per turn, ${rounds} round(s)`);
  console.log(`machine: ${machineLine()}`);
  const rows: Array<Array<string | number>> = [["server", "turn", "requests", "req/s", "p50", "p99", "errors", "RSS after"]];
  const rates = { bare: [] as number[], app: [] as number[] };
  for (let round = 1; round <= rounds; round++) {
    for (const [name, server] of [
      ["bare", bare],
      ["app", app],
    ] as const) {
      const result = await hammer(server, seconds);
      rates[name].push(result.rate);
      rows.push([
        name === "bare" ? "bare Fastify 5" : "Waypoint (buildApp, PGlite)",
        round,
        result.count,
        result.rate.toFixed(0),
        `${result.p50.toFixed(1)} ms`,
        `${result.p99.toFixed(1)} ms`,
        result.errors,
        mib(await server.rss()),
      ]);
    }
  }
  console.log(table(rows));
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  console.log(`\napp / bare throughput: ${(mean(rates.app) / mean(rates.bare)).toFixed(3)}× (target ≥ 0.25×)`);
} finally {
  await app.close();
  await bare.close();
}

async function hammer(server: BenchServer, forSeconds: number): Promise<{ count: number; rate: number; p50: number; p99: number; errors: number }> {
  const http = createClient(server.base, connections);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + forSeconds * 1000;
  try {
    // A short warm-up (JIT, first connections) that is not counted.
    await Promise.all(Array.from({ length: connections }, () => http.request("GET", "/api/health", { headers: { host: "acme.localhost" } })));
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const res = await http.request("GET", "/api/health", { headers: { host: "acme.localhost" } });
          if (res.status === 200) latencies.push(res.ms);
          else errors += 1;
        }
      }),
    );
  } finally {
    http.close();
  }
  const elapsed = (performance.now() - started) / 1000;
  const summary = summarize(latencies);
  return { count: latencies.length, rate: latencies.length / elapsed, p50: summary.p50, p99: summary.p99, errors };
}
