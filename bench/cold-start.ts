// A page's cold start as a phone runs it (issue "Every page fast on a phone"): Chromium at 4× CPU, 412 × 823, the page opened
// by its address until the app has taken over the server's first screen, then: the main thread's tasks over MIN ms (the
// trace) with what each spent its time on, and inside each the JS self time by source file (a CPU profile named from
// the build's source maps: `npx vite build --sourcemap`), then the whole load's JS by source and by function. Figures
// only. Needs a running server. Usage: CHROME_PATH=/usr/bin/chromium MIN=30 node --import tsx bench/cold-start.ts <url> [settle ms]
// Also the main thread's time by trace event over the whole load (self time: a picture's painting, module evaluation).
// `RATE=1` traces unthrottled, as Lighthouse records the trace it simulates a phone from (the blocking time line is
// Lighthouse's estimate from it); its CPU profile is then not skewed by the throttling (V8's samples land where the
// throttle paused the thread, not where the time went).
// Each long task: its JS by source, by the nearest of our own files up the stack ("for"), and by function.
// `BENCH_PROFILE_DIR=<dir>` also keeps the trace and the profile there (bench/lib/browser.ts keepForReading).
import { SourceMap } from "node:module";
import { chromium } from "@playwright/test";
import { firstContentfulPaint, keepForReading, mainThreadOf, mainThreadSelfTime, mainThreadTasks, type TraceEvent } from "./lib/browser";
import { chromiumExecutable } from "../tests/browser/fixtures/chromium";

const url = process.argv[2] ?? "";
const settle = Number(process.argv[3] ?? 6000);
const rate = Number(process.env.RATE ?? 4);
const browser = await chromium.launch({ executablePath: chromiumExecutable(process.env.CHROME_PATH), args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: "en-US" });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate });
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "toplevel", "blink.user_timing", "blink", "loading"] });
await cdp.send("Profiler.start");
const t0 = Date.now();
await page.goto(url, { waitUntil: "load" });
await page.waitForFunction(() => !document.querySelector("#root > div[inert]"), null, { timeout: 60_000 }).catch(() => console.log("first screen still inert"));
console.log(`taken over after ${Date.now() - t0} ms (wall, ${rate}×)`);
await page.waitForTimeout(settle);
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
const { profile } = (await cdp.send("Profiler.stop")) as { profile: { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number } };
const buffer = await browser.stopTracing();
keepForReading("trace.json", buffer);
keepForReading("cpuprofile", JSON.stringify(profile));
const events = (JSON.parse(buffer.toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
const min = Number(process.env.MIN ?? 30);
console.log(`\nmain-thread tasks over ${min} ms (${rate}×): start, ms, what`);
for (const t of mainThreadTasks(events, min, 6, 1) ?? []) console.log(`${t.startMs.toFixed(0).padStart(7)} ${t.ms.toFixed(1).padStart(7)}  ${t.top}`);
// The blocking time Lighthouse's phone would see in this load (it simulates a 4× phone from an unthrottled trace, so
// RATE=1 is the run to read it from): each task after the first contentful paint counted at 4× its length here, less
// the 50 ms a task may take.
const fcp = firstContentfulPaint(events);
// Also from the tasks' CPU time, which a busy machine does not stretch (a task's length counts the time its thread
// waited for a core): the figure to compare builds by on a shared machine.
// A task's CPU time is at most its length: the tasks long enough to block by length hold every one that blocks by CPU time.
const afterPaint = fcp === undefined ? [] : (mainThreadTasks(events, 50 / (4 / rate), 0) ?? []).filter((t) => t.endTs > fcp);
const blockingOf = (ms: (t: (typeof afterPaint)[number]) => number) => {
  const long = afterPaint.filter((t) => ms(t) * (4 / rate) > 50);
  return `${long.reduce((sum, t) => sum + ms(t) * (4 / rate) - 50, 0).toFixed(0)} ms in ${long.length} tasks`;
};
console.log(`\nblocking time at 4× after the first contentful paint: ${blockingOf((t) => t.ms)}; by CPU time ${blockingOf((t) => t.cpuMs)}${fcp === undefined ? " (no first paint in the trace)" : ""}`);
const bySelf = mainThreadSelfTime(events, 25);
if (bySelf) {
  console.log(`\nmain thread by trace event (${rate}×, self time), tasks ${bySelf.tasksMs.toFixed(0)} ms in all`);
  for (const [name, ms] of bySelf.top) console.log(`${ms.toFixed(1).padStart(8)}  ${name}`);
}

const maps = new Map<string, SourceMap | null>();
const origin = new URL(url).origin;
async function mapOf(u: string) {
  if (!maps.has(u)) {
    const payload = u.startsWith(origin)
      ? await fetch(`${u.replace(origin, `http://127.0.0.1:${new URL(url).port}`)}.map`, { headers: { "accept-encoding": "identity" } })
          .then((r) => (r.ok ? r.json() : null))
          .catch(() => null)
      : null;
    maps.set(u, payload ? new SourceMap(payload) : null);
  }
  return maps.get(u) ?? null;
}
const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
const byFile = new Map<string, number>();
const byFn = new Map<string, number>();
for (const [id, ms] of self) {
  const f = byNode.get(id)?.callFrame;
  if (!f) continue;
  let key = f.functionName || "(program)";
  let fnKey = key;
  if (f.url) {
    const m = await mapOf(f.url);
    const e = m?.findEntry(f.lineNumber, f.columnNumber) as { originalSource?: string; originalLine?: number; name?: string } | undefined;
    const src = e?.originalSource ? e.originalSource.replace(/.*?(src|machines|node_modules|locales)\//, "$1/") : f.url.replace(/.*\//, "");
    key = src.replace(/^(node_modules\/(@[^/]+\/)?[^/]+).*/, "$1");
    fnKey = `${e?.name ?? f.functionName ?? "?"} ${src}:${(e?.originalLine ?? 0) + 1}`;
  }
  byFile.set(key, (byFile.get(key) ?? 0) + ms);
  byFn.set(fnKey, (byFn.get(fnKey) ?? 0) + ms);
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log(`\nJS self time by source (${rate}×, whole load, ${total.toFixed(0)} ms sampled incl. idle)`);
for (const [k, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${ms.toFixed(1).padStart(8)}  ${k}`);
console.log(`\nfunctions`);
for (const [k, ms] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${ms.toFixed(1).padStart(8)}  ${k}`);
// Per long task: the JS self time by source file inside it (profile samples in the task's window).
const main = mainThreadOf(events);
const tasks = events.filter((e) => e.name === "RunTask" && e.pid === main?.pid && e.tid === main.tid && (e.dur ?? 0) > min * 1000);
const stamps: number[] = [];
let at = profile.startTime;
for (const d of profile.timeDeltas) stamps.push((at += d));
const srcOf = new Map<number, string>();
const fnOf = new Map<number, string>();
for (const n of profile.nodes) {
  const f = n.callFrame;
  if (!f.url) {
    srcOf.set(n.id, f.functionName || "(program)");
    fnOf.set(n.id, f.functionName || "(program)");
    continue;
  }
  const m = await mapOf(f.url);
  const e = m?.findEntry(f.lineNumber, f.columnNumber) as { originalSource?: string; originalLine?: number; name?: string } | undefined;
  const src = e?.originalSource ? e.originalSource.replace(/.*?(src|machines|node_modules|locales)\//, "$1/") : f.url.replace(/.*\//, "");
  srcOf.set(n.id, src.replace(/^(node_modules\/(@[^/]+\/)?[^/]+).*/, "$1"));
  fnOf.set(n.id, `${e?.name ?? f.functionName ?? "?"} ${src.replace(/^node_modules\//, "")}:${(e?.originalLine ?? 0) + 1}`);
}
// Each sample also put down to the nearest of our own files up its stack (src/, machines/): which of our modules a
// library's time (zod's schema building, React's rendering) was spent for.
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
const oursOf = (id: number): string => {
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const src = srcOf.get(at) ?? "";
    if (/^(src|machines)\//.test(src)) return src;
  }
  return srcOf.get(id) ?? "?";
};
/** The largest `n` of a tally, as `key ms | key ms`. */
const largest = (tally: Map<string, number>, n: number) =>
  [...tally]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${v.toFixed(1)}`)
    .join(" | ");
const add = (tally: Map<string, number>, key: string, ms: number) => tally.set(key, (tally.get(key) ?? 0) + ms);
for (const t of tasks) {
  const spent = new Map<string, number>();
  const ours = new Map<string, number>();
  const fns = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ts = stamps[i] ?? 0;
    if (ts < t.ts || ts > t.ts + (t.dur ?? 0)) return;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    add(spent, srcOf.get(id) ?? "?", ms);
    add(ours, oursOf(id), ms);
    add(fns, fnOf.get(id) ?? "?", ms);
  });
  console.log(`\ntask ${((t.dur ?? 0) / 1000).toFixed(1)} ms: ${largest(spent, 10)}\n  for: ${largest(ours, 8)}\n  functions: ${largest(fns, 8)}`);
}
await browser.close();
