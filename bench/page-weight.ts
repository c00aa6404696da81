// Page weight and Lighthouse against a bare baseline built in the same run (issue "Every page fast on a phone"):
// the app's pages and a bare React 19 + TanStack Router page (bench/baseline) built by the same Vite. Prints
// figures and ratios; asserts nothing.
//
// Page weight: the JS and CSS each page loads (entry chunk, its route chunks, their static imports and
// stylesheets, and the stylesheet the first HTML links for the page), gzip -9 and brotli 11 (what the server sends: assets are precompressed at build time).
// Lighthouse (mobile, performance only) runs when the `lighthouse` and `chrome-launcher` packages are
// installed (both are dev dependencies), with CHROME_PATH (default /usr/bin/chromium); without them the
// step says so and prints page weight only. It measures every public page (bench/lib/public-pages.ts), each
// interleaved with the bare page in the same run, and prints the machine's load average before and after each
// page: on shared cores the page's score against the bare page's is the figure to compare, not the score alone.
// It also prints the Lighthouse and Chromium versions and, per page, Lighthouse's CPU index (`benchmarkIndex`) of
// the page's runs and the bare page's: scores differ between browser builds and machines, not only commits.
//
// `--save <dir>` writes each Lighthouse report there as JSON (`<page>-<run>.json`) to see which audits
// cost the score (the LCP element and its phases, render-blocking requests, image sizes, layout shifts).
// `--only <names>` measures the pages whose names contain one of the comma-separated words.
//
// Usage: node --import tsx bench/page-weight.ts [--dist <app build with manifest>] [--runs N] [--no-lighthouse] [--save <dir>] [--only hotel,car]
import { spawnSync } from "node:child_process";
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { buildApp, entryKey, fileSize, filesOf, LANDING_ROUTE, pageStylesheet, readManifest, routeKeys, searchRoute, staticClosure, type Manifest } from "./lib/bundle";
import { publicPages } from "./lib/public-pages";
import { startBenchServer } from "./lib/server";
import { firstScreenPath } from "@/shared/first-answers";
import { kib, machineLine, table } from "./lib/stats";
import { chromiumExecutable } from "../tests/browser/fixtures/chromium";

const given = process.argv.indexOf("--dist");
const runsAt = process.argv.indexOf("--runs");
const saveAt = process.argv.indexOf("--save");
const saveDir = saveAt >= 0 ? process.argv[saveAt + 1] : undefined;
/** Lighthouse runs of a page before a run counts as not measured. */
const MEASURE_ATTEMPTS = 3;

const onlyAt = process.argv.indexOf("--only");
/** `--only hotel,car`: the pages whose names contain one of these (all by default). */
const only = onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? "").split(",").filter(Boolean) : [];
const runs = runsAt >= 0 ? Math.max(1, Number(process.argv[runsAt + 1]) || 1) : process.argv.includes("--short") ? 1 : 3;
const work = mkdtempSync(join(tmpdir(), "waypoint-weight-"));
const appDir = given >= 0 ? (process.argv[given + 1] ?? "dist/web") : join(work, "app");
const baselineDir = join(work, "baseline");

console.log(`machine: ${machineLine()}`);
if (given < 0) {
  console.log(`vite build (app) → ${appDir}`);
  buildApp(appDir);
}
console.log(`vite build (bare baseline) → ${baselineDir}`);
await build({
  configFile: false,
  root: fileURLToPath(new URL("./baseline", import.meta.url)),
  plugins: [react()],
  logLevel: "warn",
  build: { outDir: baselineDir, emptyOutDir: true, manifest: true },
});

interface Weight {
  files: number;
  js: { gzip: number; brotli: number };
  css: { gzip: number; brotli: number };
}

function weigh(dir: string, manifest: Manifest, routes: string[], path?: string): Weight {
  const keys = staticClosure(manifest, [entryKey(manifest), ...routeKeys(manifest, routes)]);
  const { js, css } = filesOf(manifest, keys);
  // A page whose first screen the server draws starts the app through public/start.js (src/server/agency/first-html.ts).
  if (path !== undefined && firstScreenPath(path, new URLSearchParams()) && existsSync(join(dir, "start.js"))) js.push("start.js");
  const sheet = path === undefined ? null : pageStylesheet(dir, path);
  if (sheet && !css.includes(sheet)) css.push(sheet);
  const sum = (files: string[]) => files.map((f) => fileSize(dir, f)).reduce((t, s) => ({ gzip: t.gzip + s.gzip, brotli: t.brotli + s.brotli }), { gzip: 0, brotli: 0 });
  return { files: js.length + css.length, js: sum(js), css: sum(css) };
}

const app = readManifest(appDir);
const baseline = weigh(baselineDir, readManifest(baselineDir), []);
const pages = [
  { name: "bare baseline", weight: baseline, target: "" },
  { name: "/ (landing)", weight: weigh(appDir, app, LANDING_ROUTE, "/"), target: "≤ 1.5×" },
  ...(["flights", "hotels", "cars", "activities"] as const).map((vertical) => ({
    name: `/booknow/${vertical}/search`,
    weight: weigh(appDir, app, searchRoute(vertical), `/booknow/${vertical}/search`),
    target: "≤ 2×",
  })),
];
const total = (w: Weight) => w.js.gzip + w.css.gzip;
console.log("\nJS + CSS each page loads\n");
console.log(
  table([
    ["page", "files", "JS gzip", "CSS gzip", "JS+CSS gzip", "JS+CSS brotli", "× baseline (gzip)", "target"],
    ...pages.map(({ name, weight, target }) => [
      name,
      weight.files,
      kib(weight.js.gzip),
      kib(weight.css.gzip),
      kib(total(weight)),
      kib(weight.js.brotli + weight.css.brotli),
      `${(total(weight) / total(baseline)).toFixed(4)}×`,
      target,
    ]),
  ]),
);

// Declared before the awaited step: the static server below reads it while the step runs.
const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml" };

if (process.argv.includes("--no-lighthouse")) console.log("\nLighthouse: skipped (--no-lighthouse).");
else await lighthouseStep();
if (given < 0) rmSync(work, { recursive: true, force: true });
else rmSync(baselineDir, { recursive: true, force: true });

interface LighthouseResult {
  lhr: {
    lighthouseVersion: string;
    environment: { benchmarkIndex: number; hostUserAgent: string };
    runtimeError?: { message?: string };
    categories: { performance?: { score: number | null } };
    audits: Record<string, { numericValue?: number; errorMessage?: string }>;
  };
}
type LighthouseRun = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): Promise<void> | void }>;
}
interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's own measure of the machine's speed during the run (`benchmarkIndex`, higher is faster). */
  cpu: number;
}

// Function declarations: the step runs from a top-level await above them.
function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}
function medians(runs: Figures[]): Figures {
  return {
    score: median(runs.map((r) => r.score)),
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    cpu: median(runs.map((r) => r.cpu)),
  };
}
function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
/** Asks the bench server at `base` for a page's address (its host named as the browser will name it), reading the answer. */
async function warm(base: string, url: string): Promise<void> {
  const { host, pathname, search } = new URL(url);
  const answer = await fetch(new URL(pathname + search, base), { headers: { host } });
  await answer.arrayBuffer();
}

/** The machine's load average over the last minute (shared cores: the figures are read beside it). */
function load(): string {
  return loadavg()[0]?.toFixed(1) ?? "?";
}

async function lighthouseStep(): Promise<void> {
  // Literal imports (knip sees the dev dependencies used); a missing package skips the step.
  const lighthouse = (await import("lighthouse").catch(() => null)) as { default: LighthouseRun } | null;
  const launcher = (await import("chrome-launcher").catch(() => null)) as ChromeLauncher | null;
  if (!lighthouse || !launcher) {
    console.log("\nLighthouse: skipped — the `lighthouse` and `chrome-launcher` packages are not installed (npm i -D lighthouse chrome-launcher).");
    return;
  }
  const server = await startBenchServer({ webDistDir: appDir });
  const bare = await serveStatic(baselineDir);
  const binary = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  const chrome = await launcher.launch({ chromePath: chromiumExecutable(binary), chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  try {
    const bareUrl = `http://127.0.0.1:${(bare.address() as { port: number }).port}/`;
    const pages = (await publicPages(server.base)).filter((page) => only.length === 0 || only.some((name) => page.name.includes(name)));
    // Each page asked for once before it is measured: Lighthouse measures the page on a phone against a server that
    // has served it before (its build read, its code warmed), as a visitor finds it; a server's own first answers
    // after it starts are bench:start's figure. Without this the first page measured carried ~0.5 s of the server's start.
    for (const page of pages) await warm(server.base, page.url);
    // A run Lighthouse could not measure is run again, as its message asks ("Please run Lighthouse again"): on a quiet
    // machine (2026-12-02) one page lost both its runs' navigation (NO_NAVSTART) and had no figures at all.
    const measure = async (name: string, url: string, run: number): Promise<Figures | null> => {
      for (let attempt = 1; attempt <= MEASURE_ATTEMPTS; attempt++) {
        const figures = await measureOnce(name, url, run);
        if (figures) return figures;
      }
      return null;
    };
    const measureOnce = async (name: string, url: string, run: number): Promise<Figures | null> => {
      const result = await lighthouse.default(url, { port: chrome.port, onlyCategories: ["performance"], output: "json", logLevel: "error" });
      if (!result) return null;
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        writeFileSync(join(saveDir, `${name.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}-${run}.json`), JSON.stringify(result.lhr));
      }
      // A run Lighthouse could not measure (its trace lost the navigation: NO_NAVSTART) has no score: it is left out
      // of the medians and said, so one failed run of three does not make the page's figures NaN.
      const failed = result.lhr.runtimeError?.message ?? (result.lhr.categories.performance?.score == null ? (result.lhr.audits["first-contentful-paint"]?.errorMessage ?? "no score") : null);
      if (failed) {
        console.log(`  ${name}, run ${run}: not measured (${failed.slice(0, 120)})`);
        return null;
      }
      const audit = (id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN;
      // Which Lighthouse and which browser made the figures: one commit's hotel details scored 94 and 67 in two runs
      // a few hours apart on two machines, whose browser builds were not recorded ("Every page fast on a phone", part 10).
      versions ??= `Lighthouse ${result.lhr.lighthouseVersion}, ${spawnSync(binary, ["--version"], { encoding: "utf8" }).stdout.trim() || result.lhr.environment.hostUserAgent}`;
      return {
        score: (result.lhr.categories.performance?.score ?? Number.NaN) * 100,
        fcp: audit("first-contentful-paint"),
        lcp: audit("largest-contentful-paint"),
        tbt: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        cpu: result.lhr.environment.benchmarkIndex,
      };
    };
    let versions: string | null = null;
    const rows: Array<Array<string | number>> = [["page", "score", "FCP", "LCP", "TBT", "CLS", "bare: score", "FCP", "LCP", "TBT", "× bare score", "load before → after", "CPU index"]];
    console.log(`\nLighthouse, mobile (performance), ${runs} run(s) per page, each interleaved with a run of the bare page; medians`);
    for (const page of pages) {
      const before = load();
      const own: Figures[] = [];
      const base: Figures[] = [];
      // Interleaved (bare, page, bare, page, …): both see the same moments of a shared machine.
      for (let i = 1; i <= runs; i++) {
        const b = await measure("bare baseline", bareUrl, i);
        if (b) base.push(b);
        const p = await measure(page.name, page.url, i);
        if (p) own.push(p);
      }
      const m = medians(own);
      const bm = medians(base);
      const row = [
        own.length === runs ? page.name : `${page.name} (${own.length} of ${runs} runs)`,
        m.score.toFixed(0),
        seconds(m.fcp),
        seconds(m.lcp),
        `${m.tbt.toFixed(0)} ms`,
        m.cls.toFixed(3),
        bm.score.toFixed(0),
        seconds(bm.fcp),
        seconds(bm.lcp),
        `${bm.tbt.toFixed(0)} ms`,
        (m.score / bm.score).toFixed(2),
        `${before} → ${load()}`,
        `${m.cpu.toFixed(0)} / ${bm.cpu.toFixed(0)}`,
      ];
      rows.push(row);
      // Printed as it comes: a long run on a shared machine shows its progress.
      console.log(`  ${row.join(" | ")}`);
    }
    console.log("\nTarget on each page: score ≥ 95 and ≥ 0.98× the bare page's in the same run, CLS 0.");
    console.log(`Measured with ${versions ?? "(no run measured)"}; CPU index: Lighthouse's benchmarkIndex, median of the page's runs / of the bare page's (higher is faster).\n`);
    console.log(table(rows));
  } finally {
    await chrome.kill();
    bare.close();
    await server.close();
  }
}

/** The baseline's build over HTTP (gzip-free, as a plain static host; its weight is read from the files). */
function serveStatic(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = join(dir, decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
    const file = existsSync(path) && statSync(path).isFile() ? path : join(dir, "index.html");
    response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}
