// Search latency and the server's memory at 20 concurrent clients against the real server (buildApp on a fresh
// PGlite in a temp dir, loopback, ephemeral port), for each vertical's search as its results page makes it
// (bench/lib/vertical-searches.ts; a hotel search is its start, its polls and its pages). Per vertical, three phases
// back to back: `GET /api/health` at the same concurrency for 2 s (the baseline: what the machine and the HTTP floor
// give now), cold (place and dates vary, so answers are made afresh) and warm (ten popular searches, made once
// untimed, then repeated), 10 s each. Then a memory run: every vertical's cold searches mixed for `--rss-minutes` (5
// by default), the server's RSS sampled every 10 s, to see whether it stays flat. Prints figures with the baseline
// beside them; asserts nothing.
// Usage: node --import tsx bench/search-latency.ts [--short] [--seconds N] [--clients N] [--only flight,hotel]
//        [--rss-minutes M] [--bundle] [--cpu-prof <dir>] [--paged] [--postgres] [--driver-threads N] [--health-seconds N]
// `--bundle` measures the production start (dist/server/main.js with npm start's settings and node flags, as
// bench/load.ts --bundle; build it first): the memory figure that counts, since the server from source also holds
// tsx and its transpiled modules. `--cpu-prof <dir>` runs the server with node's own profiler (a .cpuprofile when it
// stops, for Chrome DevTools' Performance panel). `--paged` adds a hotel phase made as the results page made it before
// the first poll came with the start and the whole completed list with the last poll (start, polls, pages of 50).
// `--postgres` runs the server on a fresh PostgreSQL database made beside DATABASE_URL's (as bench/load.ts does;
// .ci/run's cluster serves): what an agency live on several instances runs, instead of the embedded PGlite.
// `--driver-threads N` (1 by default) spreads the clients over N worker threads of this process: a machine with cores
// to spare gives the driver its own (on two cores, two threads took the server's CPU: docs/performance.md part 39).
import { startClientThreads, type Work } from "./lib/client-threads";
import { startBenchServer, startBundledServer } from "./lib/server";
import { npmStart, processCpuMs } from "./lib/server-process";
import { machineLine, mib, ms, summarize, table } from "./lib/stats";
import { VERTICALS, type SearchResult, type Vertical } from "./lib/vertical-searches";
import { arg } from "./lib/args";

const short = process.argv.includes("--short");
const seconds = Number(arg("--seconds") ?? (short ? 3 : 10));
// The baseline's own length: at thousands of health checks a second, 10 s of them left garbage that the next cold
// phase's collections paid for (docs/performance.md parts 38–39); two seconds give its p99 from ~10,000 samples.
const healthSeconds = Number(arg("--health-seconds") ?? Math.min(seconds, 2));
const clients = Number(arg("--clients") ?? 20);
const rssMinutes = Number(arg("--rss-minutes") ?? (short ? 0.5 : 5));
const only = (arg("--only") ?? "").split(",").filter(Boolean);
const verticals = VERTICALS.filter((v) => only.length === 0 || only.includes(v));
const cpuProf = arg("--cpu-prof");
const paged = process.argv.includes("--paged");
const databaseUrl = process.argv.includes("--postgres") ? process.env.DATABASE_URL : undefined;
if (process.argv.includes("--postgres") && !databaseUrl) throw new Error("--postgres needs DATABASE_URL (an admin URL of a PostgreSQL server)");

const profiling = cpuProf ? ["--cpu-prof", "--cpu-prof-dir", cpuProf] : [];
const production = npmStart();
const server = process.argv.includes("--bundle")
  ? await startBundledServer({ nodeArgs: [...production.nodeArgs, ...profiling], env: production.env, databaseUrl })
  : await startBenchServer({ execArgv: profiling, databaseUrl });
// The clients on worker threads (bench/lib/client-threads.ts), one unless `--driver-threads` says more.
const driverThreads = Math.min(clients, Number(arg("--driver-threads") ?? 1));
const driver = await startClientThreads(server.base, clients, driverThreads);
interface Phase {
  title: string;
  results: SearchResult[];
  elapsed: number;
  rssMax: number;
  /** The server process's CPU time over the phase, ms (user + system). */
  cpuMs: number;
}
const rows: Array<Array<string | number>> = [
  [
    "vertical",
    "phase",
    "searches",
    "/s",
    "p50",
    "p95",
    "p99",
    "max",
    "errors",
    "mean items",
    "requests / search",
    "mean body",
    "RSS max",
    "server CPU / search",
    "health p99 (same run)",
    "p99 × health",
    "load before → after",
  ],
];
try {
  console.log(`\nSearch at ${clients} concurrent clients, ${seconds} s per phase, ${server.database}`);
  console.log(`machine: ${machineLine()}; the clients on ${driverThreads} thread${driverThreads === 1 ? "" : "s"} (--driver-threads)`);
  for (const vertical of verticals) {
    // Warm-up: JIT (the server's and each client thread's), the reference data and the first queries of this vertical.
    await driver.warmUp({ kind: "search", vertical, warm: false }, [10_000, 10_001, 10_002], 7);
    const before = load();
    const health = await phase(`${vertical}: GET /api/health`, { kind: "health" }, healthSeconds);
    const cold = await phase(`${vertical}: cold`, { kind: "search", vertical, warm: false });
    // Warm means made before: the ten popular searches once each, untimed, so a short phase under load is not its misses.
    await driver.warmUp({ kind: "search", vertical, warm: true }, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 7);
    const warm = await phase(`${vertical}: warm`, { kind: "search", vertical, warm: true });
    // The same cold searches the old way, in the same run (hotel only: the others are one request either way).
    const coldPaged = paged && vertical === "hotel" ? await phase(`${vertical}: cold, paged`, { kind: "search", vertical, paged: true, warm: false }) : null;
    const after = load();
    const h = summarize(health.results.map((r) => r.ms));
    rows.push(row(vertical, "health", health, h.p99, before, after));
    rows.push(row(vertical, "cold", cold, h.p99, before, after));
    rows.push(row(vertical, "warm", warm, h.p99, before, after));
    if (coldPaged) rows.push(row(vertical, "cold, paged", coldPaged, h.p99, before, after));
    console.log(
      rows
        .slice(coldPaged ? -3 : -2)
        .map((r) => `  ${r.join(" | ")}`)
        .join("\n"),
    );
  }
  console.log(`\nTargets: p99 ≤ 1 s cold and ≤ 300 ms warm. On shared cores compare each p99 with the health p99 of the same run.\n`);
  console.log(table(rows));
  // An `--only` that names no vertical has nothing to mix.
  if (rssMinutes > 0 && verticals.length > 0) await memoryRun();
} finally {
  await driver.close();
  await server.close();
}

function load(): string {
  return (
    machineLine()
      .replace(/.*load average /, "")
      .split(" / ")[0] ?? "?"
  );
}

function row(vertical: Vertical, kind: string, p: Phase, healthP99: number, before: string, after: string): Array<string | number> {
  const s = summarize(p.results.map((r) => r.ms));
  const good = p.results.filter((r) => r.ok);
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  return [
    vertical,
    kind,
    s.count,
    (s.count / p.elapsed).toFixed(1),
    ms(s.p50),
    ms(s.p95),
    ms(s.p99),
    ms(s.max),
    p.results.length - good.length,
    kind === "health" ? "–" : mean(good.map((r) => r.items)).toFixed(0),
    kind === "health" ? "–" : mean(good.map((r) => r.requests ?? 1)).toFixed(1),
    `${(mean(good.map((r) => r.bytes)) / 1024).toFixed(0)} KiB`,
    mib(p.rssMax),
    // What a search costs the server whatever the machine's load (a hotel search: its start, polls and pages).
    `${(p.cpuMs / Math.max(1, p.results.length)).toFixed(kind === "health" ? 2 : 1)} ms`,
    ms(healthP99),
    kind === "health" ? "1" : `${(s.p99 / healthP99).toFixed(1)}×`,
    `${before} → ${after}`,
  ];
}

/** `clients` clients doing `work` until the phase's time is up; the server's RSS sampled twice a second. */
async function phase(title: string, work: Work, length = seconds): Promise<Phase> {
  let rssMax = 0;
  let sampling = false;
  const sampler = setInterval(() => {
    if (sampling) return;
    sampling = true;
    void server.rss().then((r) => {
      rssMax = Math.max(rssMax, r);
      sampling = false;
    });
  }, 500);
  const started = performance.now();
  const cpuBefore = processCpuMs(server.pid);
  const results = await driver.run(work, { seconds: length, seedBase: 1000 });
  clearInterval(sampler);
  const cpuMs = processCpuMs(server.pid) - cpuBefore;
  const failed = results.find((r) => !r.ok);
  if (failed) console.log(`  ${title}: ${results.filter((r) => !r.ok).length} errors, e.g. ${failed.error ?? ""}`);
  return { title, results, elapsed: (performance.now() - started) / 1000, rssMax, cpuMs };
}

/** Every vertical's cold searches, mixed, for `rssMinutes`: RSS every 10 s; flat means the last third's ≈ the first's. */
async function memoryRun(): Promise<void> {
  const samples: Array<{ at: number; rss: number; done: number; p99: number }> = [];
  const results: SearchResult[] = [];
  const before = load();
  console.log(`\nMemory: ${verticals.join(", ")} cold searches mixed at ${clients} clients for ${rssMinutes} min, server RSS every 10 s (target ≤ 300 MiB and flat)`);
  const started = performance.now();
  let window: number[] = [];
  const sampler = setInterval(() => {
    void server.rss().then((rss) => {
      const p99 = summarize(window).p99;
      window = [];
      samples.push({ at: (performance.now() - started) / 1000, rss, done: results.length, p99 });
      console.log(`  ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s  RSS ${mib(rss)}  searches ${results.length}  p99 (last 10 s) ${ms(p99)}  load ${load()}`);
    });
  }, 10_000);
  await driver.run(
    { kind: "mixed", verticals: [...verticals] },
    {
      seconds: rssMinutes * 60,
      seedBase: 5000,
      onResults: (batch) => {
        results.push(...batch);
        window.push(...batch.map((r) => r.ms));
      },
    },
  );
  clearInterval(sampler);
  const rss = samples.map((s) => s.rss);
  const third = Math.max(1, Math.floor(rss.length / 3));
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const first = avg(rss.slice(0, third));
  const last = avg(rss.slice(-third));
  const s = summarize(results.map((r) => r.ms));
  console.log(
    `\nmemory run: ${results.length} searches, ${results.filter((r) => !r.ok).length} errors, p99 ${ms(s.p99)}; RSS min ${mib(Math.min(...rss))}, max ${mib(Math.max(...rss))}; ` +
      `first third's mean ${mib(first)}, last third's ${mib(last)} (${(((last - first) / first) * 100).toFixed(1)} %); load ${before} → ${load()}`,
  );
}
