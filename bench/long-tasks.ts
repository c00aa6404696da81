// The long tasks of a page as Lighthouse sees them ("Fast on a phone": blocking time is the largest part of a
// score that misses 95): one mobile Lighthouse run of the URL, its simulated long-task list (start and length on
// a phone, and the script each is put down to), then the main thread's tasks from the trace Lighthouse recorded
// (unthrottled: a phone's time is about four times these) with what each spent its time on. Prints; asserts
// nothing. Needs a running server (`npm start`, or the dev server) and Chromium.
// Usage: CHROME_PATH=/usr/bin/chromium node --import tsx bench/long-tasks.ts <url> [--min <ms>]
// e.g. http://acme.localhost:3000/booknow/flights/search?trip=Round-Trip&legs=JFK-LHR-2030-05-02&ret=2030-05-09&adt=1
import { mainThreadTasks, type TraceEvent } from "./lib/browser";
import { chromiumExecutable } from "../tests/browser/fixtures/chromium";

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
const chrome = await launcher.launch({ chromePath: chromiumExecutable(process.env.CHROME_PATH), chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
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

  // The renderer's main thread, as every traced bench reads it (bench/lib/browser.ts).
  const tasks = mainThreadTasks(result.artifacts.Trace.traceEvents, minMs, 5, 1);
  if (!tasks) throw new Error("no renderer main thread in the trace");
  console.log(`\nMain-thread tasks over ${minMs} ms in the recorded (unthrottled) trace: start ms, length ms, what they spent it on`);
  for (const task of tasks) console.log(`${task.startMs.toFixed(0).padStart(7)} ${task.ms.toFixed(1).padStart(6)}  ${task.top}`);
} finally {
  await chrome.kill();
}
