// A public page's start on a phone, by its main thread (issue "Every page fast on a phone"): each page opened by its
// address in a fresh context at 412 × 823 (a phone's width: what a phone's page draws, folds and leaves out),
// unthrottled and traced, `--loads` times; per load the renderer main thread's busy time, its tasks over 12.5 ms
// after the first contentful paint (50 ms on Lighthouse's 4× phone: its long tasks) and the blocking time those make at
// 4× (each task × 4 less 50 ms, summed: the figure Lighthouse's TBT simulates from such a trace), and the script
// files the page asked for. Medians printed. A Lighthouse score on this machine spreads by half between runs of the
// same page (docs/performance.md part 40); these figures spread by a tenth, so a change of a tenth is seen here that a
// handful of Lighthouse runs cannot show.
// With `--baseline-dist <build>` a second server serves that web build (`npx vite build --outDir <dir>` of another
// commit) and each page is loaded from both in turn, the baseline first on even loads: two builds under the same load.
// Prints; asserts nothing. Builds nothing: `npm run build` first (the server and `--dist`'s default, dist/web).
// Usage: npm run bench:phone -- [--dist <build>] [--baseline-dist <build>] [--loads 5] [--only "hotel results,car results"]
import { loadavg } from "node:os";
import { arg } from "./lib/args";
import { firstContentfulPaint, launchBrowser, mainThreadOf, startTrace, type TraceEvent } from "./lib/browser";
import { publicPages } from "./lib/public-pages";
import { startBundledServer, type BenchServer } from "./lib/server";
import { machineLine, table } from "./lib/stats";

const loads = Number(arg("--loads") ?? 5);
const only = (arg("--only") ?? "").split(",").filter(Boolean);
const baselineDist = arg("--baseline-dist");
/** Lighthouse's CPU slowdown and its long-task line on the slowed phone. */
const SLOWDOWN = 4;
const LONG_MS = 50;
const SETTLE_MS = 6000;

interface Load {
  busyMs: number;
  longTasks: number;
  blockingMs: number;
  scripts: number;
}

/** The renderer main thread's tasks of one load: busy time, and the long ones after the first paint. */
function readLoad(events: readonly TraceEvent[], scripts: number): Load {
  const main = mainThreadOf(events);
  const fcp = firstContentfulPaint(events) ?? 0;
  const tasks = events.filter((e) => e.pid === main?.pid && e.tid === main.tid && e.ph === "X" && e.name === "RunTask" && e.dur);
  const long = tasks.filter((e) => e.ts >= fcp && (e.dur ?? 0) / 1000 > LONG_MS / SLOWDOWN);
  return {
    busyMs: tasks.reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0),
    longTasks: long.length,
    blockingMs: long.reduce((sum, e) => sum + ((e.dur ?? 0) / 1000) * SLOWDOWN - LONG_MS, 0),
    scripts,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

console.log(`machine: ${machineLine()}`);
const servers: { name: string; server: BenchServer }[] = [{ name: "this build", server: await startBundledServer({ webDistDir: arg("--dist") }) }];
if (baselineDist) servers.unshift({ name: "baseline", server: await startBundledServer({ webDistDir: baselineDist }) });
const browser = await launchBrowser();
try {
  const pagesOf = await Promise.all(servers.map(async ({ server }) => (await publicPages(server.base)).filter((page) => only.length === 0 || only.some((name) => page.name.includes(name)))));
  const rows: string[][] = [["page", "build", "main thread", `tasks > ${LONG_MS / SLOWDOWN} ms`, `blocking at ${SLOWDOWN}×`, "script files", "each load's blocking", "load before → after"]];
  for (const [index, page] of (pagesOf[0] ?? []).entries()) {
    const before = loadavg()[0] ?? 0;
    const results = servers.map(() => [] as Load[]);
    for (let n = 0; n < loads; n++) {
      const order = servers.map((_, i) => i);
      if (n % 2) order.reverse();
      for (const i of order) {
        const url = pagesOf[i]?.[index]?.url;
        if (!url) continue;
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: "en-US", isMobile: true, hasTouch: true });
        try {
          const tab = await context.newPage();
          let scripts = 0;
          tab.on("request", (request) => void (request.resourceType() === "script" && scripts++));
          await startTrace(browser, tab);
          await tab.goto(url);
          await tab.waitForTimeout(SETTLE_MS);
          const { traceEvents } = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
          results[i]?.push(readLoad(traceEvents, scripts));
        } finally {
          await context.close();
        }
      }
    }
    const after = loadavg()[0] ?? 0;
    servers.forEach(({ name }, i) => {
      const of = results[i] ?? [];
      const pick = (key: keyof Load) => median(of.map((load) => load[key]));
      rows.push([
        page.name,
        name,
        `${pick("busyMs").toFixed(0)} ms`,
        pick("longTasks").toFixed(0),
        `${pick("blockingMs").toFixed(0)} ms`,
        pick("scripts").toFixed(0),
        of.map((load) => load.blockingMs.toFixed(0)).join(" / "),
        `${before.toFixed(1)} → ${after.toFixed(1)}`,
      ]);
    });
  }
  console.log(`\nEach page's start at 412 × 823, unthrottled, medians of ${loads} loads (${SETTLE_MS / 1000} s each, fresh contexts${baselineDist ? ", the two builds in turn" : ""}):`);
  console.log(table(rows));
} finally {
  await browser.close();
  for (const { server } of servers) await server.close();
}
