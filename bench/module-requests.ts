// What a page's module files cost Chromium by their number alone ("Every page fast on a phone", and the browser tests'
// time: docs/qa/ci-time.md "What a module file costs"): a page that imports N small modules, each a file of its own,
// against the same code in one file, each loaded in a fresh context as a test's first page is, with and without a
// route registered (Playwright then holds every request for its handlers, as the booking walks' gates do). Prints the
// CPU Chromium's processes (browser, renderer, GPU, network) and this process (Playwright's client, the page's server)
// used per load, the one-file page as the baseline in the same run. Linux (/proc). Prints; asserts nothing.
// `--pages <url,url…>` also measures each of those pages as a browser test's first page loads it (a fresh context, until
// the network is idle; `--loads` times, interleaved with the rest): its script files and requests, and the CPU
// Chromium's processes used per load, by kind (the renderer, the browser process, GPU, network), e.g. a production
// server's (`npm start`) hotel results. The one-file page above is the floor of a page load in the same run. Two
// servers' pages in one run (a second build served with `WEB_DIST_DIR`) compare two builds under the same load.
// Usage: node --import tsx bench/module-requests.ts [--modules 100] [--loads 10] [--pages <url,…>]
import { chromium } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { chromiumExecutable } from "../tests/browser/fixtures/chromium";
import { arg } from "./lib/args";
import { chromiumKind, processCpuSeconds, processParent } from "./lib/server-process";
import { machineLine, table } from "./lib/stats";

const MODULES = Number(arg("--modules") ?? 100);
const LOADS = Number(arg("--loads") ?? 10);

// A module of about the size of the app's smallest chunks (a few hundred bytes).
const moduleText = (i: number) => `export const v${i} = ${JSON.stringify("x".repeat(400))} + ${i};\n`;
const server = createServer((req, res) => {
  const url = req.url ?? "/";
  const send = (type: string, body: string) => {
    res.setHeader("content-type", type);
    res.setHeader("cache-control", "public, max-age=31536000, immutable");
    res.end(body);
  };
  if (url === "/modules") return send("text/html", `<script type="module">${Array.from({ length: MODULES }, (_, i) => `import "/m/${i}.js";`).join("")}document.title = "done";</script>`);
  if (url === "/one-file") return send("text/html", `<script type="module" src="/all.js"></script>`);
  if (url === "/all.js") return send("text/javascript", `${Array.from({ length: MODULES }, (_, i) => moduleText(i)).join("")}document.title = "done";`);
  const module = /^\/m\/(\d+)\.js$/.exec(url);
  if (module) return send("text/javascript", moduleText(Number(module[1])));
  res.statusCode = 404;
  res.end();
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** This process's descendants (the browser it launched and that browser's children), by /proc's parent ids. */
function descendants(): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parentOf.set(Number(entry), processParent(Number(entry)));
    } catch {
      // ended meanwhile
    }
  }
  const found = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parentOf)
      if (found.has(parent) && !found.has(pid)) {
        found.add(pid);
        grew = true;
      }
  }
  found.delete(process.pid);
  return [...found];
}

/** A Chromium process's kind (lib/server-process.ts chromiumKind), "ended" once it has gone. */
function processKind(pid: number): string {
  try {
    return chromiumKind(readFileSync(`/proc/${pid}/cmdline`, "utf8")) ?? "other";
  } catch {
    return "ended";
  }
}

function chromiumCpu(): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const pid of descendants()) {
    try {
      cpu.set(pid, processCpuSeconds(pid));
    } catch {
      // ended meanwhile
    }
  }
  return cpu;
}

/** The ms of CPU Chromium's processes used since `before` (a chromiumCpu reading), by kind; a new process counts whole. */
function cpuSince(before: Map<number, number>): Map<string, number> {
  const used = new Map<string, number>();
  for (const [pid, seconds] of chromiumCpu()) {
    const kind = processKind(pid);
    used.set(kind, (used.get(kind) ?? 0) + (seconds - (before.get(pid) ?? 0)) * 1000);
  }
  return used;
}

console.log(`machine: ${machineLine()}`);
const browser = await chromium.launch({ executablePath: chromiumExecutable(process.env.CHROME_PATH), args: ["--no-sandbox", "--disable-gpu"] });
const loadOnce = async (path: string, routed: boolean): Promise<{ chromium: number; node: number }> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (routed) await page.route(/\/never-requested$/, (route) => route.continue());
  const before = chromiumCpu();
  const nodeBefore = process.cpuUsage();
  await page.goto(`${origin}${path}`);
  await page.waitForFunction(() => document.title === "done");
  const node = process.cpuUsage(nodeBefore);
  // Read while the context is open: its renderer ends with it.
  const used = [...cpuSince(before).values()].reduce((sum, ms) => sum + ms, 0);
  await context.close();
  return { chromium: used, node: (node.user + node.system) / 1000 };
};

const pages = (arg("--pages") ?? "").split(",").filter(Boolean);
/** The kinds shown, each with its column's name. */
const KINDS = [
  ["renderer", "renderer"],
  ["browser", "browser process"],
  ["gpu-process", "GPU"],
  ["utility (network)", "network"],
] as const;
/** One load of `url` in a fresh context until the network is idle: its requests, and Chromium's CPU by process kind. */
const loadPage = async (url: string): Promise<{ scripts: number; requests: number; cpu: Map<string, number> }> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.resourceType()));
  const before = chromiumCpu();
  await page.goto(url, { waitUntil: "networkidle" });
  // Read while the context is open: its renderer ends with it.
  const cpu = cpuSince(before);
  await context.close();
  return { scripts: requested.filter((type) => type === "script").length, requests: requested.length, cpu };
};
const pageTotals = new Map(pages.map((url) => [url, { scripts: 0, requests: 0, cpu: new Map<string, number>() }]));

const rows: string[][] = [];
// The kinds interleaved, one load of each per round, so a change in the machine's load meets every kind alike.
const kinds = [
  { name: `${MODULES} module files`, path: "/modules", routed: false },
  { name: "the same code in one file (baseline)", path: "/one-file", routed: false },
  { name: `${MODULES} module files, a route registered`, path: "/modules", routed: true },
  { name: "one file, a route registered", path: "/one-file", routed: true },
];
const totals = new Map(kinds.map((kind) => [kind.name, { chromium: 0, node: 0 }]));
for (let round = 0; round < LOADS; round++) {
  for (const kind of kinds) {
    const used = await loadOnce(kind.path, kind.routed);
    const total = totals.get(kind.name)!;
    total.chromium += used.chromium;
    total.node += used.node;
  }
  for (const url of pages) {
    const load = await loadPage(url);
    const total = pageTotals.get(url)!;
    total.scripts = Math.max(total.scripts, load.scripts);
    total.requests = Math.max(total.requests, load.requests);
    for (const [kind, ms] of load.cpu) total.cpu.set(kind, (total.cpu.get(kind) ?? 0) + ms);
  }
}
const baseline = totals.get(kinds[1]!.name)!;
for (const kind of kinds) {
  const total = totals.get(kind.name)!;
  rows.push([kind.name, `${(total.chromium / LOADS).toFixed(0)} ms`, `${(total.node / LOADS).toFixed(0)} ms`, `${((total.chromium - baseline.chromium) / LOADS / MODULES).toFixed(2)} ms`]);
}
await browser.close();
server.close();
console.log(`\nCPU per page load (mean of ${LOADS}, each in a fresh context; module files of ~450 bytes):`);
console.log(table([["page", "Chromium's processes", "this process", "Chromium's per module file over the baseline"], ...rows]));
if (pages.length > 0) {
  const perLoad = (ms: number | undefined) => `${((ms ?? 0) / LOADS).toFixed(0)} ms`;
  const pageRows = pages.map((url) => {
    const { scripts, requests, cpu } = pageTotals.get(url)!;
    const all = [...cpu.values()].reduce((sum, ms) => sum + ms, 0);
    // The address without its query, which for a results page is longer than the rest of the row.
    const { host, pathname, search } = new URL(url);
    return [`${host}${pathname}${search ? "?…" : ""}`, String(scripts), String(requests), perLoad(all), ...KINDS.map(([kind]) => perLoad(cpu.get(kind)))];
  });
  console.log(`\nEach page given, loaded as a test's first page (mean of ${LOADS} fresh contexts, until the network is idle; the most files one load asked for):`);
  console.log(table([["page", "script files", "requests", "Chromium's processes", ...KINDS.map(([, column]) => column)], ...pageRows]));
  console.log(`(the floor of a page load in this run: the one-file page, ${(baseline.chromium / LOADS).toFixed(0)} ms)`);
}
console.log(`machine after: ${machineLine()}`);
