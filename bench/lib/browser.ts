// What the browser benches share (bench/signed-in.ts, bench/list-filters.ts): Chromium through Playwright (the
// project's browser-test runner, no other download), a 4× slower CPU as Lighthouse's phone, a signed-in context as
// the login screen leaves it, one user action timed in the page from its input event to the frame painted after the
// last change it caused, and the renderer main thread's long tasks from a trace recorded around it. Figures only.
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from "@playwright/test";
import type { LoginResult } from "@/shared/api/auth";
import { TOKEN_COOKIE } from "@/shared/constants";
import { USER_KEY } from "@/web/features/accounts/stored-role";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "./bundle";
import { createClient } from "./http";
import { PASSWORD } from "./workload";
import { chromiumExecutable } from "../../tests/browser/fixtures/chromium";

/**
 * The web build the bench server serves: `given` (--dist), else dist/web when built (`npx vite build`; rebuild it
 * after a change, the bench measures what is there), else a build of this tree made now in a temp folder.
 */
export function webBuild(given: string | undefined): string {
  if (given) return given;
  if (existsSync("dist/web/index.html")) return "dist/web";
  const dir = join(mkdtempSync(join(tmpdir(), "waypoint-bench-web-")), "web");
  console.log(`no dist/web: vite build → ${dir}`);
  buildApp(dir);
  return dir;
}

/** Lighthouse's mobile CPU slowdown. */
export const CPU_SLOWDOWN = 4;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(process.env.CHROME_PATH), args: ["--no-sandbox", "--disable-gpu"] });
}

/** A desktop-sized context (the filters beside the list, the agents' side navigation shown) at 4× CPU when measured. */
export function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
}

/** Signs `context` in as `email` on the site at `origin` the way the login screen leaves it (token cookie and stored user). */
export async function signIn(context: BrowserContext, origin: string, serverBase: string, email: string): Promise<void> {
  const http = createClient(serverBase, 1);
  try {
    const res = await http.request("POST", "/api/user/login", { body: { email, password: PASSWORD }, headers: { host: new URL(origin).host } });
    if (res.status !== 200) throw new Error(`login of ${email}: ${res.status} ${res.body.slice(0, 200)}`);
    const { token, ...user } = (JSON.parse(res.body) as { data: LoginResult }).data;
    await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: origin }]);
    await context.addInitScript(
      ({ origin, key, value }) => {
        if (window.location.origin === origin && window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      },
      { origin, key: USER_KEY, value: JSON.stringify(user) },
    );
  } finally {
    http.close();
  }
}

export async function cdpOf(page: Page): Promise<CDPSession> {
  return page.context().newCDPSession(page);
}

export async function throttle(cdp: CDPSession, rate: number): Promise<void> {
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

export interface Interaction {
  /** Input event → the frame painted after the last DOM change it caused (or the next frame when it changed nothing). */
  ms: number;
  /** DOM mutation batches it caused. */
  changes: number;
  /** Layout shifts after the input: all of them, and those the CLS metric counts (no input in the 500 ms before). */
  shiftAll: number;
  cls: number;
  /** Each shift after the input: its value, whether CLS counts it, and what moved (element, from → to rectangle). */
  shifts: string[];
  /** The input event's time on the page's clock (performance.now()), to place what followed it (a request). */
  startAt: number;
}

/**
 * Arms the page for the next user action: the first `click` or `change` event after this is the start; every DOM
 * change after it schedules a frame, whose paint is the end; the action is over when nothing has changed for
 * `quietMs` (or `maxMs` passed). Run the action, then `finished(page)`.
 */
export async function arm(page: Page, quietMs = 1000, maxMs = 20_000): Promise<void> {
  // Sent as source text: tsx names the functions of a bench (a `__name` helper the page does not have).
  await page.evaluate(`(${ARMED})(${quietMs}, ${maxMs})`);
}

/** What `arm` runs in the page (plain JavaScript). */
const ARMED = `function (quietMs, maxMs) {
  window.__benchDone = new Promise(function (resolve) {
    var start = -1, end = -1, changes = 0, shiftAll = 0, cls = 0, timer = 0, moved = [];
    // What moved: the element (tag, id, two classes, its first words) and its box before → after.
    function describe(node) {
      if (!node || node.nodeType !== 1) return node ? "#text" : "(gone)";
      var classes = typeof node.className === "string" ? node.className.split(/\\s+/).filter(Boolean).slice(0, 2).join(".") : "";
      var words = (node.textContent || "").trim().replace(/\\s+/g, " ").slice(0, 32);
      return node.tagName.toLowerCase() + (node.id ? "#" + node.id : "") + (classes ? "." + classes : "") + (words ? ' "' + words + '"' : "");
    }
    function box(r) {
      return Math.round(r.x) + "," + Math.round(r.y) + " " + Math.round(r.width) + "×" + Math.round(r.height);
    }
    function painted() {
      requestAnimationFrame(function () {
        // The frame's task: a message posted in rAF runs after the frame was produced.
        var channel = new MessageChannel();
        channel.port1.onmessage = function () { end = Math.max(end, performance.now()); };
        channel.port2.postMessage(null);
      });
    }
    function finish() {
      observer.disconnect();
      shifts.disconnect();
      resolve({ ms: end - start, changes: changes, shiftAll: shiftAll, cls: cls, shifts: moved, startAt: start });
    }
    function quiet() {
      clearTimeout(timer);
      timer = setTimeout(finish, quietMs);
    }
    var observer = new MutationObserver(function () {
      if (start < 0) return;
      changes += 1;
      painted();
      quiet();
    });
    var shifts = new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (start < 0 || entry.startTime < start) return;
        shiftAll += entry.value;
        if (!entry.hadRecentInput) cls += entry.value;
        var what = (entry.sources || []).map(function (source) {
          return describe(source.node) + " " + box(source.previousRect) + " → " + box(source.currentRect);
        });
        moved.push(entry.value.toFixed(4) + (entry.hadRecentInput ? " (after input, not in CLS)" : "") + " at " + Math.round(entry.startTime - start) + " ms: " + (what.join("; ") || "?"));
      });
    });
    shifts.observe({ type: "layout-shift", buffered: false });
    function onInput(event) {
      if (start >= 0) return;
      start = event.timeStamp;
      document.removeEventListener("click", onInput, true);
      document.removeEventListener("change", onInput, true);
      observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
      painted();
      quiet();
      setTimeout(finish, maxMs);
    }
    document.addEventListener("click", onInput, true);
    document.addEventListener("change", onInput, true);
  });
}`;

export async function finished(page: Page): Promise<Interaction> {
  return (await page.evaluate("window.__benchDone")) as Interaction;
}

export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (µs): its length less the time the thread waited for a core. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; documentLoaderURL?: string; stackTrace?: { url?: string }[] } };
}

/** The first contentful paint of the page on the trace's renderer main thread (its time in the trace's µs). */
export function firstContentfulPaint(events: readonly TraceEvent[]): number | undefined {
  const main = mainThreadOf(events);
  return events.find((e) => e.name === "firstContentfulPaint" && e.pid === main?.pid)?.ts;
}

export interface LongTask {
  ms: number;
  /** What the task spent its time on (the largest trace events inside it). */
  top: string;
}

const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "toplevel", "blink.user_timing"];

export async function startTrace(browser: Browser, page: Page): Promise<void> {
  await browser.startTracing(page, { categories: CATEGORIES });
}

/**
 * The trace's renderer main thread (of the renderers' main threads, one per site, the busiest of those that loaded a
 * web page); null without one. Chromium's own pages (its new tab page, chrome://) run in renderers of their own, at
 * times busier than the page measured.
 */
export function mainThreadOf(events: readonly TraceEvent[]): TraceEvent | null {
  const busy = (pid: number, tid: number) => events.reduce((sum, e) => (e.pid === pid && e.tid === tid && e.name === "RunTask" ? sum + (e.dur ?? 0) : sum), 0);
  const webPages = new Set(events.filter((e) => e.name === "navigationStart" && /^https?:/.test(e.args?.data?.documentLoaderURL ?? "")).map((e) => e.pid));
  const mains = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  return (mains.some((e) => webPages.has(e.pid)) ? mains.filter((e) => webPages.has(e.pid)) : mains).sort((a, b) => busy(b.pid, b.tid) - busy(a.pid, a.tid))[0] ?? null;
}

/** The complete events of the trace's renderer main thread (mainThreadOf); null without one. */
function mainThreadEvents(events: readonly TraceEvent[]): TraceEvent[] | null {
  const main = mainThreadOf(events);
  return main ? events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X") : null;
}

/**
 * The renderer main thread's tasks over `minMs` in a trace (mainThreadOf), each with its start (ms from the thread's
 * first event), its end (the trace's µs), its CPU time and the `topN` largest kinds of work inside it; null when the
 * trace has no renderer main thread. bench:tasks (Lighthouse's trace) and the traced benches read tasks this one way.
 */
export function mainThreadTasks(events: readonly TraceEvent[], minMs: number, topN: number, digits = 0): (LongTask & { startMs: number; endTs: number; cpuMs: number })[] | null {
  const onMain = mainThreadEvents(events);
  if (!onMain) return null;
  const start = Math.min(...onMain.map((e) => e.ts));
  const file = (u: string) => u.replace(/.*\//, "").slice(0, 28);
  return onMain
    .filter((e) => e.name === "RunTask" && (e.dur ?? 0) > minMs * 1000)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const spent = new Map<string, number>();
      for (const e of onMain) {
        if (e === task || e.name === "RunTask" || e.ts < task.ts || e.ts + (e.dur ?? 0) > end) continue;
        const script = e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url;
        const key = script ? `${e.name} ${file(script)}` : e.name;
        spent.set(key, (spent.get(key) ?? 0) + (e.dur ?? 0) / 1000);
      }
      const top = [...spent]
        .sort((a, b) => b[1] - a[1])
        .slice(0, topN)
        .map(([key, ms]) => `${key} ${ms.toFixed(digits)}`);
      return { startMs: (task.ts - start) / 1000, endTs: end, ms: (task.dur ?? 0) / 1000, cpuMs: (task.tdur ?? task.dur ?? 0) / 1000, top: top.join(" | ") };
    });
}

/**
 * The renderer main thread's time by trace event over the whole trace: each event's self time (the events nested in it
 * subtracted), largest first, and the tasks' time in all. Names the work no single task shows (a picture's painting
 * spread over many frames, every module evaluation of a load).
 */
export function mainThreadSelfTime(events: readonly TraceEvent[], topN: number): { tasksMs: number; top: [string, number][] } | null {
  const onMain = mainThreadEvents(events)
    ?.filter((e) => e.dur)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  if (!onMain) return null;
  const self = new Map<string, number>();
  const open: TraceEvent[] = [];
  let tasks = 0;
  for (const e of onMain) {
    while (open.length && (open.at(-1)?.ts ?? 0) + (open.at(-1)?.dur ?? 0) <= e.ts) open.pop();
    const parent = open.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - Math.min(e.dur ?? 0, parent.ts + (parent.dur ?? 0) - e.ts));
    else if (e.name === "RunTask") tasks += e.dur ?? 0;
    self.set(e.name, (self.get(e.name) ?? 0) + (e.dur ?? 0));
    open.push(e);
  }
  const top = [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, topN)
    .map(([name, us]): [string, number] => [name, us / 1000]);
  return { tasksMs: tasks / 1000, top };
}

/**
 * `BENCH_PROFILE_DIR=<dir>`: each trace and CPU profile a bench takes is also written there (`<time>-<n>.<kind>`, in the
 * order taken), to open in Chromium's DevTools or to read a long task's functions from its profile.
 */
export function keepForReading(kind: "trace.json" | "cpuprofile", data: string | Buffer): void {
  const dir = process.env.BENCH_PROFILE_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${Date.now()}-${++kept}.${kind}`), data);
}
let kept = 0;

/** The renderer main thread's tasks over `minMs` between the start of the trace and now, with the four largest kinds of work in each. */
export async function stopTrace(browser: Browser, minMs = 50): Promise<LongTask[]> {
  const buffer = await browser.stopTracing();
  keepForReading("trace.json", buffer);
  const { traceEvents: events } = JSON.parse(buffer.toString("utf8")) as { traceEvents: TraceEvent[] };
  return mainThreadTasks(events, minMs, 4) ?? [];
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export async function startProfile(cdp: CDPSession): Promise<void> {
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
}

/**
 * The JS functions that took the most time (self time) since `startProfile`, named from the build's source maps
 * when the bundle has them (`npx vite build --sourcemap`), else by their bundled name and place.
 */
export async function stopProfile(cdp: CDPSession, top = 12): Promise<string[]> {
  const { profile } = (await cdp.send("Profiler.stop")) as { profile: CpuProfile };
  keepForReading("cpuprofile", JSON.stringify(profile));
  const byNode = new Map<number, ProfileNode>(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byFrame = new Map<string, number>();
  for (const [id, ms] of self) {
    const frame = byNode.get(id)?.callFrame;
    if (!frame) continue;
    const key = frame.url ? `${frame.functionName || "(anonymous)"} ${frame.url}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : frame.functionName || "(program)";
    byFrame.set(key, (byFrame.get(key) ?? 0) + ms);
  }
  const maps = new Map<string, SourceMapLike | null>();
  const lines: string[] = [];
  for (const [key, ms] of [...byFrame].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    lines.push(`${ms.toFixed(0).padStart(6)} ms ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${await named(key, maps)}`);
  }
  return lines;
}

interface SourceMapLike {
  findEntry(line: number, column: number): { originalSource?: string; originalLine?: number; name?: string } | Record<string, never>;
}

/** `fn url:line:col` → the source file and line (and original name) when the bundle's source map is served. */
async function named(key: string, maps: Map<string, SourceMapLike | null>): Promise<string> {
  const match = /^(\S+) (https?:\/\/\S+):(\d+):(\d+)$/.exec(key);
  if (!match) return key;
  const [, fn = "", url = "", line = "0", column = "0"] = match;
  if (!maps.has(url)) {
    const { SourceMap } = await import("node:module");
    // Asked of the loopback address itself: Node's resolver does not take an agency's `*.localhost` host, so the
    // bundle's functions were printed by their minified names (as bench/cold-start.ts asks for its maps).
    const payload = await fetch(`${url.replace(/^(https?:\/\/)[^/:]+/, "$1127.0.0.1")}.map`, { headers: { "accept-encoding": "identity" } })
      .then((r) => (r.ok ? r.json() : null))
      .catch(() => null);
    maps.set(url, payload ? (new SourceMap(payload as ConstructorParameters<typeof SourceMap>[0]) as SourceMapLike) : null);
  }
  const entry = maps.get(url)?.findEntry(Number(line) - 1, Number(column) - 1);
  if (!entry || !("originalSource" in entry) || !entry.originalSource) return `${fn} ${url.replace(/.*\//, "")}:${line}:${column}`;
  const source = entry.originalSource.replace(/.*?(src|machines|node_modules)\//, "$1/");
  return `${entry.name ?? fn} ${source}:${(entry.originalLine ?? 0) + 1}`;
}
