// Page weight and Lighthouse against a bare baseline built in the same run (issue "Fast on a phone"): the
// app's landing page `/` and flight search page, and a bare React 19 + TanStack Router page
// (bench/baseline) built by the same Vite. Prints figures and ratios; asserts nothing.
//
// Page weight: the JS and CSS each page loads (entry chunk, its route chunks, their static imports and
// stylesheets, and the stylesheet the first HTML links for the page), gzip -9 and brotli 11 (what the server sends: assets are precompressed at build time).
// Lighthouse (mobile, performance only) runs when the `lighthouse` and `chrome-launcher` packages are
// installed (both are dev dependencies), with CHROME_PATH (default /usr/bin/chromium); without them the
// step says so and prints page weight only.
//
// `--save <dir>` writes each Lighthouse report there as JSON (`<page>-<run>.json`) to see which audits
// cost the score (the LCP element and its phases, render-blocking requests, image sizes).
//
// Usage: node --import tsx bench/page-weight.ts [--dist <app build with manifest>] [--runs N] [--no-lighthouse] [--save <dir>]
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { buildApp, entryKey, fileSize, filesOf, FLIGHT_SEARCH_ROUTE, LANDING_ROUTE, pageStylesheet, readManifest, routeKeys, staticClosure, type Manifest } from "./lib/bundle";
import { startBenchServer } from "./lib/server";
import { FIRST_SCREEN_PATHS } from "../src/shared/first-answers";
import { kib, machineLine, table } from "./lib/stats";

const given = process.argv.indexOf("--dist");
const runsAt = process.argv.indexOf("--runs");
const saveAt = process.argv.indexOf("--save");
const saveDir = saveAt >= 0 ? process.argv[saveAt + 1] : undefined;
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
  if (FIRST_SCREEN_PATHS.some((known) => known === path) && existsSync(join(dir, "start.js"))) js.push("start.js");
  const sheet = path === undefined ? null : pageStylesheet(dir, path);
  if (sheet && !css.includes(sheet)) css.push(sheet);
  const sum = (files: string[]) =>
    files.map((f) => fileSize(dir, f)).reduce((t, s) => ({ gzip: t.gzip + s.gzip, brotli: t.brotli + s.brotli }), { gzip: 0, brotli: 0 });
  return { files: js.length + css.length, js: sum(js), css: sum(css) };
}

const app = readManifest(appDir);
const baseline = weigh(baselineDir, readManifest(baselineDir), []);
const pages = [
  { name: "bare baseline", weight: baseline, target: "" },
  { name: "/ (landing)", weight: weigh(appDir, app, LANDING_ROUTE, "/"), target: "≤ 1.5×" },
  { name: "/booknow/flights/search", weight: weigh(appDir, app, FLIGHT_SEARCH_ROUTE, "/booknow/flights/search"), target: "≤ 2×" },
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

/** A date `days` from today (UTC), as the search address writes it (the results row). */
const dayAhead = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// Declared before the awaited step: the static server below reads it while the step runs.
const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml" };

if (process.argv.includes("--no-lighthouse")) console.log("\nLighthouse: skipped (--no-lighthouse).");
else await lighthouseStep();
if (given < 0) rmSync(work, { recursive: true, force: true });
else rmSync(baselineDir, { recursive: true, force: true });

interface LighthouseResult {
  lhr: { categories: { performance?: { score: number | null } }; audits: Record<string, { numericValue?: number }> };
}
type LighthouseRun = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): Promise<void> | void }>;
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
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  const chrome = await launcher.launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  try {
    const port = new URL(server.base).port;
    // The agency comes from the host (acme.localhost resolves to loopback in Chromium).
    const targets = [
      { name: "bare baseline", url: `http://127.0.0.1:${(bare.address() as { port: number }).port}/` },
      { name: "/ (landing)", url: `http://acme.localhost:${port}/` },
      { name: "/booknow/flights/search", url: `http://acme.localhost:${port}/booknow/flights/search` },
      // The results: the same page opened with a search in its address (a shared or reloaded search), JFK–LHR
      // round trip a month ahead (the sandbox's ~1,000 fares).
      { name: "results (JFK–LHR)", url: `http://acme.localhost:${port}/booknow/flights/search?trip=Round-Trip&legs=JFK-LHR-${dayAhead(30)}&ret=${dayAhead(37)}&adt=1` },
    ];
    const rows: Array<Array<string | number>> = [["page", "runs", "score (median)", "LCP", "TBT", "× baseline score"]];
    let baseScore = Number.NaN;
    for (const target of targets) {
      const results: Array<{ score: number; lcp: number; tbt: number }> = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse.default(target.url, { port: chrome.port, onlyCategories: ["performance"], output: "json", logLevel: "error" });
        if (!result) continue;
        if (saveDir) {
          mkdirSync(saveDir, { recursive: true });
          writeFileSync(join(saveDir, `${target.name.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}-${i + 1}.json`), JSON.stringify(result.lhr));
        }
        results.push({
          score: (result.lhr.categories.performance?.score ?? Number.NaN) * 100,
          lcp: result.lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
          tbt: result.lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
        });
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
      const score = median(results.map((r) => r.score));
      if (Number.isNaN(baseScore)) baseScore = score;
      rows.push([target.name, results.length, score.toFixed(0), `${(median(results.map((r) => r.lcp)) / 1000).toFixed(2)} s`, `${median(results.map((r) => r.tbt)).toFixed(0)} ms`, (score / baseScore).toFixed(2)]);
    }
    console.log("\nLighthouse, mobile (performance; target ≥ 95 each)\n");
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
