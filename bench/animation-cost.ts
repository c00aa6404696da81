// What an animation left running costs Chromium while a page sits still (docs/qa/ci-time.md "Spinners that stand
// still"): the browser tests' Chromium, started as their config starts it, shows a still page (the baseline), a 16 px
// spinner turning as `animate-spin` turns, and a bar pulsing as `animate-pulse` pulses, each in a fresh 1280 × 720
// context for `--seconds` (default 8), in turn, `--rounds` times (default 2); the CPU of Chromium's processes per
// second of the page's life, by kind, read from /proc. Linux only. Prints; asserts nothing.
// Usage: node --import tsx bench/animation-cost.ts [--seconds 8] [--rounds 2]
import { chromium } from "@playwright/test";
import { chromiumExecutable, TEST_CHROMIUM_ARGS, testChromium } from "../tests/browser/fixtures/chromium";
import { chromiumKind, processesWithCpu } from "./lib/server-process";
import { machineLine, table } from "./lib/stats";

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const SECONDS = option("seconds", 8);
const ROUNDS = option("rounds", 2);

/** CPU seconds so far of every Chromium process, summed by kind. */
function chromiumCpu(): Map<string, number> {
  const byKind = new Map<string, number>();
  for (const { commandLine, seconds } of processesWithCpu()) {
    const kind = chromiumKind(commandLine);
    if (kind) byKind.set(kind, (byKind.get(kind) ?? 0) + seconds);
  }
  return byKind;
}

// The keyframes and timing of Tailwind 4's animate-spin and animate-pulse.
const STYLE = `<style>
@keyframes spin { to { transform: rotate(360deg) } }
@keyframes pulse { 50% { opacity: .5 } }
.spin { display: inline-block; width: 16px; height: 16px; border: 2px solid #334155; border-top-color: transparent; border-radius: 50%; animation: spin 1s linear infinite }
.pulse { width: 320px; height: 8px; border-radius: 4px; background: #2c7be5; animation: pulse 2s cubic-bezier(.4, 0, .6, 1) infinite }
</style>`;
const PAGES: Record<string, string> = {
  "still page (baseline)": `${STYLE}<h1>Searching…</h1><p>Nothing moves.</p>`,
  "a spinner turning": `${STYLE}<h1>Searching…</h1><span class="spin"></span>`,
  "a bar pulsing": `${STYLE}<h1>Searching…</h1><div class="pulse"></div>`,
};

// As tests/browser/playwright.config.ts starts it.
const browser = await chromium.launch({ executablePath: chromiumExecutable(testChromium()), args: TEST_CHROMIUM_ARGS });
console.log(`machine: ${machineLine()}`);
const rows: (string | number)[][] = [];
const kinds = ["renderer", "gpu-process", "browser", "utility (network)"];
try {
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, html] of Object.entries(PAGES)) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      const page = await context.newPage();
      await page.setContent(html);
      await page.waitForTimeout(1000);
      const before = chromiumCpu();
      await page.waitForTimeout(SECONDS * 1000);
      const after = chromiumCpu();
      const perSecond = (kind: string) => (((after.get(kind) ?? 0) - (before.get(kind) ?? 0)) * 1000) / SECONDS;
      const all = [...after.keys()].reduce((sum, kind) => sum + perSecond(kind), 0);
      rows.push([round, name, `${all.toFixed(0)} ms`, ...kinds.map((kind) => `${perSecond(kind).toFixed(0)} ms`)]);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log(`Chromium's CPU per second of a page's life, over ${SECONDS} s each:`);
console.log(table([["round", "page", "all processes", ...kinds], ...rows]));
console.log(`machine after: ${machineLine()}`);
