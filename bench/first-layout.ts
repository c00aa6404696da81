// A page's first layout, and the font work inside it (issue "Every page fast on a phone": a details page's server-drawn
// screen spends 50–90 ms of an unthrottled load in its first style and layout, bench/cold-start.ts). Each load is a
// fresh Chromium (a phone's first visit: no font resolved yet in the renderer or the browser), 412 × 823, unthrottled,
// traced; per load: the longest layout and the layouts' sum, the style recalculations' sum, and inside the page's
// layouts the font lookups (`FontCache::GetFontPlatformData`: each family, size and weight the text uses, the first
// time), the family matches asked of the browser process (`FontDataService::MatchFamilyName`: a family named in the
// stylesheet and missing on the machine costs one) and the render styles per strike. `--font-stack "<stack>"` loads
// the page a second way in turn, its stylesheets' sans and display stacks replaced by that one (the build's own
// stack is the baseline, interleaved); figures only, asserts nothing. Needs a running server.
// Usage: CHROME_PATH=/usr/bin/chromium node --import tsx bench/first-layout.ts <url> [--runs 5] [--font-stack "system-ui, sans-serif"]
import { chromium, type Page } from "@playwright/test";
import { machineLine, summarize, table } from "./lib/stats";
import { arg } from "./lib/args";
import { chromiumExecutable } from "../tests/browser/fixtures/chromium";

const url = process.argv[2] ?? "";
if (!/^https?:\/\//.test(url)) throw new Error("usage: bench/first-layout.ts <url> [--runs N] [--font-stack <stack>]");
const runs = Number(arg("--runs") ?? 5);
const stack = arg("--font-stack");

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

/**
 * The stylesheets answered through the bench, with the sans and display stacks (Tailwind's `--font-sans`,
 * `--font-display`) replaced when `fontStack` is given: both ways take the same path, so only the stack differs.
 */
async function withStack(page: Page, fontStack: string | null): Promise<void> {
  await page.route(/\/assets\/.*\.css$/, async (route) => {
    // Fetched from Node, where `*.localhost` does not resolve: the loopback address with the site's Host.
    const address = new URL(route.request().url());
    const host = address.host;
    address.hostname = "127.0.0.1";
    const response = await route.fetch({ url: address.toString(), headers: { ...route.request().headers(), host } });
    const text = await response.text();
    const body = fontStack === null ? text : text.replace(/--font-(sans|display):[^;}]*/g, (_, which: string) => `--font-${which}:${fontStack}`);
    await route.fulfill({ response, body });
  });
}

interface Load {
  longestLayout: number;
  layouts: number;
  style: number;
  fonts: number;
  fontLookups: number;
  matches: number;
  matchMs: number;
  strikesMs: number;
}

async function load(fontStack: string | null): Promise<Load> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(process.env.CHROME_PATH), args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, locale: "en-US" });
    await withStack(page, fontStack);
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink", "fonts", "mojom"] });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(1_500);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const complete = traceEvents.filter((e) => e.ph === "X");
    const layouts = complete.filter((e) => e.name === "Layout");
    // The page's renderer main thread: where its layouts ran (the browser process answers the font IPCs elsewhere).
    const main = layouts[0];
    const inPage = (e: TraceEvent) => !main || (e.pid === main.pid && e.tid === main.tid);
    const ms = (events: TraceEvent[]) => events.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1_000;
    const named = (name: string) => complete.filter((e) => e.name === name && inPage(e));
    const lookups = named("FontCache::GetFontPlatformData");
    const matches = named("FontDataService::MatchFamilyName");
    return {
      longestLayout: Math.max(0, ...layouts.map((e) => (e.dur ?? 0) / 1_000)),
      layouts: ms(layouts),
      style: ms(named("UpdateLayoutTree")),
      fonts: ms(lookups),
      fontLookups: lookups.length,
      matches: matches.length,
      matchMs: ms(matches),
      strikesMs: ms(named("WebSandboxSupportLinux::GetWebFontRenderStyleForStrike")),
    };
  } finally {
    await browser.close();
  }
}

const ways: Array<{ label: string; fontStack: string | null }> = [{ label: "the build's stacks", fontStack: null }, ...(stack ? [{ label: `font stack: ${stack}`, fontStack: stack }] : [])];
const results = new Map<string, Load[]>(ways.map((way) => [way.label, []]));
console.log(`First layout of ${url}\n${machineLine()}\n${runs} fresh Chromium loads per way, interleaved, unthrottled, 412 × 823\n`);
const f = (n: number) => n.toFixed(1);
const perLoad: Array<Array<string | number>> = [["way", "run", "longest layout", "layouts", "style", "font lookups (ms, n)", "family matches (ms, n)", "strike styles"]];
for (let run = 1; run <= runs; run++) {
  for (const way of ways) {
    const measured = await load(way.fontStack);
    results.get(way.label)?.push(measured);
    perLoad.push([
      way.label,
      run,
      `${f(measured.longestLayout)} ms`,
      `${f(measured.layouts)} ms`,
      `${f(measured.style)} ms`,
      `${f(measured.fonts)} ms ×${measured.fontLookups}`,
      `${f(measured.matchMs)} ms ×${measured.matches}`,
      `${f(measured.strikesMs)} ms`,
    ]);
  }
}
console.log(table(perLoad));
const summary: Array<Array<string | number>> = [["way", "longest layout p50", "layouts p50", "style p50", "font lookups p50", "family matches p50", "strike styles p50"]];
for (const [label, loads] of results) {
  const p50 = (pick: (l: Load) => number) => `${f(summarize(loads.map(pick)).p50)} ms`;
  summary.push([label, p50((l) => l.longestLayout), p50((l) => l.layouts), p50((l) => l.style), p50((l) => l.fonts), p50((l) => l.matchMs), p50((l) => l.strikesMs)]);
}
console.log(`\n${table(summary)}\n${machineLine()}`);
