// The long tasks of a page as Lighthouse sees them ("Fast on a phone": blocking time is the largest part of a
// score that misses 95): one mobile Lighthouse run of the URL, its simulated long-task list (start and length on
// a phone, and the script each is put down to), then the main thread's tasks from the trace Lighthouse recorded
// (unthrottled: a phone's time is about four times these) with what each spent its time on. Prints; asserts
// nothing. Needs a running server (`npm start`, or the dev server) and Chromium.
// Usage: CHROME_PATH=/usr/bin/chromium node --import tsx bench/long-tasks.ts <url> [--min <ms>]
// e.g. http://acme.localhost:3000/booknow/flights/search?trip=Round-Trip&legs=JFK-LHR-2030-05-02&ret=2030-05-09&adt=1

export {};

interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; stackTrace?: { url?: string }[] } };
}
interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}
interface LighthouseResult {
  lhr: { categories: { performance?: { score: number | null } }; audits: Record<string, { numericValue?: number; details?: { items?: LongTask[] } }> };
  artifacts: { Trace: { traceEvents: TraceEvent[] } };
}
type LighthouseRun = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): Promise<void> | void }>;
}

const url = process.argv[2];
const minIndex = process.argv.indexOf("--min");
const minMs = minIndex > 0 ? Number(process.argv[minIndex + 1]) : 12;
if (!url) {
  console.log("usage: node --import tsx bench/long-tasks.ts <url> [--min <ms>]");
  process.exit(2);
}

// Literal imports (knip sees the dev dependencies used), as bench/page-weight.ts.
const lighthouse = (await import("lighthouse")) as unknown as { default: LighthouseRun };
const launcher = (await import("chrome-launcher")) as unknown as ChromeLauncher;
const chrome = await launcher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
try {
  const result = await lighthouse.default(url, { port: chrome.port, onlyCategories: ["performance"], output: "json", logLevel: "error" });
  if (!result) throw new Error("Lighthouse returned nothing");
  const { audits } = result.lhr;
  const file = (u: string) => u.replace(/.*\//, "").slice(0, 32) || "(no script)";
  console.log(
    `score ${Math.round((result.lhr.categories.performance?.score ?? 0) * 100)}, TBT ${Math.round(audits["total-blocking-time"]?.numericValue ?? 0)} ms, LCP ${((audits["largest-contentful-paint"]?.numericValue ?? 0) / 1000).toFixed(2)} s`,
  );
  console.log("\nLong tasks on a phone (simulated): start ms, length ms, script");
  for (const task of audits["long-tasks"]?.details?.items ?? []) console.log(`${String(Math.round(task.startTime)).padStart(7)} ${String(Math.round(task.duration)).padStart(5)}  ${file(task.url)}`);

  // The renderer's main thread: the thread named CrRendererMain with the most task time.
  const events = result.artifacts.Trace.traceEvents;
  const busy = (pid: number, tid: number) => events.reduce((sum, e) => (e.pid === pid && e.tid === tid && e.name === "RunTask" ? sum + (e.dur ?? 0) : sum), 0);
  const main = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain").sort((a, b) => busy(b.pid, b.tid) - busy(a.pid, a.tid))[0];
  if (!main) throw new Error("no renderer main thread in the trace");
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
  const start = Math.min(...onMain.map((e) => e.ts));
  console.log(`\nMain-thread tasks over ${minMs} ms in the recorded (unthrottled) trace: start ms, length ms, what they spent it on`);
  for (const task of onMain.filter((e) => e.name === "RunTask" && (e.dur ?? 0) > minMs * 1000)) {
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
      .slice(0, 5)
      .map(([key, ms]) => `${key} ${ms.toFixed(1)}`);
    console.log(`${((task.ts - start) / 1000).toFixed(0).padStart(7)} ${((task.dur ?? 0) / 1000).toFixed(1).padStart(6)}  ${top.join(" | ")}`);
  }
} finally {
  await chrome.kill();
}
