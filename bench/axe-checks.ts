// What one axe analysis costs in the browser tests (docs/qa/ci-time.md "The axe checks"): the tests' own run
// (tests/browser/fixtures/axe.ts axeAnalysis) against AxeBuilder as it comes, and in legacy mode with the source
// guarded as the tests had it before, interleaved on the same page at 1280 px, so the machine's load weighs on all
// three alike; and whether all three find the same violations. axeAnalysis's time includes its wait for the page's
// animations (a few ms on a page at rest). Figures only. Needs a running server. Usage:
//   CHROME_PATH=/usr/bin/chromium node --import tsx bench/axe-checks.ts [--rounds 3] <url>…
import { loadavg } from "node:os";
import AxeBuilder from "@axe-core/playwright";
import { chromium } from "@playwright/test";
import axe from "axe-core";
import { axeAnalysis } from "../tests/browser/fixtures/axe";
import { chromiumExecutable } from "../tests/browser/fixtures/chromium";

const args = process.argv.slice(2);
const roundsAt = args.indexOf("--rounds");
const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 3;
const urls = args.filter((arg, index) => !arg.startsWith("--") && index !== roundsAt + 1);
if (urls.length === 0) throw new Error("Usage: node --import tsx bench/axe-checks.ts [--rounds 3] <url>…");

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
// The tests' builder until axeAnalysis: the whole source, defined only where the page had none yet.
const GUARDED = `if (typeof window.axe === "undefined") {\n${axe.source}\n}`;
const load = () => loadavg()[0]?.toFixed(1);
console.log(`load average ${load()} at the start; ${rounds} rounds a page`);
const browser = await chromium.launch({ executablePath: chromiumExecutable(process.env.CHROME_PATH), args: ["--no-sandbox", "--disable-gpu"] });
const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
const builders = {
  "AxeBuilder (baseline)": () => new AxeBuilder({ page }).withTags(TAGS),
  "AxeBuilder, legacy, guarded": () =>
    new AxeBuilder({ page, axeSource: GUARDED })
      .options({ resultTypes: ["violations"] })
      .withTags(TAGS)
      .setLegacyMode(),
  "axeAnalysis (the tests')": () => ({ analyze: () => axeAnalysis(page, { tags: TAGS }) }),
};
type Name = keyof typeof builders;
const names = Object.keys(builders) as Name[];
const times = new Map<Name, number[]>(names.map((name) => [name, []]));
for (const url of urls) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  const found = new Map<Name, string>();
  for (let round = 0; round < rounds; round++) {
    // Each round starts with another builder, so none always runs first on a freshly opened page.
    for (const name of [...names.slice(round % names.length), ...names.slice(0, round % names.length)]) {
      const started = performance.now();
      const result = await builders[name]().analyze();
      times.get(name)?.push(performance.now() - started);
      found.set(name, JSON.stringify(result.violations.map((v) => [v.id, v.impact, v.nodes.map((n) => n.target)])));
    }
  }
  const same = new Set(found.values()).size === 1;
  console.log(`${url}: ${same ? "the same violations from all three" : "VIOLATIONS DIFFER"} (${found.get(names[2]!)?.slice(0, 200)})`);
  if (!same) for (const [name, text] of found) console.log(`  ${name}: ${text}`);
}
for (const [name, list] of times) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(`${name.padEnd(26)} median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0).padStart(6)} ms  (${list.map((ms) => ms.toFixed(0)).join(" ")})`);
}
console.log(`load average ${load()} at the end`);
await browser.close();
