/**
 * `npm run qa:coverage [-- --write] [--require-browser] [--verbose]`: walks every machine in the
 * registry on real actors and prints, per machine, states, transitions, transitions walked at machine
 * level and transitions walked in the browser (read from `.tmp/qa/browser-walked.json`, written by
 * tests/qa/ui-model.ts), then every unwalked transition by source state, event and target.
 *
 * It only reads: `--write` also writes the same table to docs/qa/coverage.md (a tracked file, written
 * on purpose after a full browser run). On a checkout where no browser walk ran (a fresh clone), it
 * says which machines have not been walked in the browser and how to walk them, and exits 0.
 *
 * Exits 1 when a machine is below 100% at machine level (a transition never walked, a state never
 * entered, a path that disagrees with the actor), when a browser walk that ran missed a transition of
 * a machine listed in REQUIRE_BROWSER_COVERAGE (tests/qa/browser-walks.ts), and, with
 * `--require-browser` (`npm test`, after its browser step), when such a machine was not walked at all.
 * A run's cover-path count is checked against the cover set the machine has now (tests/qa/cover-paths.ts,
 * the one `qa:paths --cover` prints). `--verbose` lists the walked transitions too.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { REQUIRE_BROWSER_COVERAGE, readBrowserRuns, readBrowserWalked, type BrowserRun } from "../qa/browser-walks";
import { coverPaths } from "../qa/cover-paths";
import { drivers } from "../qa/drivers";
import { coverageOf, listStates, percent, prepareModel, walkModel, type ModelDefinition, type ModelReport, type TransitionInfo } from "./harness";
import { keptWalk, walkFingerprint } from "./walk-cache";
import { models } from "./registry";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");
const COVERAGE_DOC = join(ROOT, "docs/qa/coverage.md");

const verbose = process.argv.includes("--verbose");
const write = process.argv.includes("--write");
const requireBrowser = process.argv.includes("--require-browser");
const started = Date.now();
/** The walk vitest just made of this model when it is still the same model (walk-cache.ts); else a fresh walk. */
async function machineWalk(model: ModelDefinition): Promise<ModelReport> {
  const prepared = prepareModel(model);
  const shape = { states: listStates(prepared.machine), transitions: coverageOf(prepared, new Set()).transitions };
  const kept = keptWalk(model.name, walkFingerprint(prepared, shape));
  if (kept) keptCount += 1;
  return kept ?? (await walkModel(model));
}
let keptCount = 0;

const reports: ModelReport[] = [];
for (const model of models) reports.push(await machineWalk(model));
const machineSeconds = (Date.now() - started) / 1000;

const browserWalked = readBrowserWalked();
/** Models without a browser walk of their own, and why (ModelDefinition.browser). */
const browserNotes = new Map(models.flatMap((model) => (model.browser ? [[model.name, model.browser] as const] : [])));
const browserRuns = readBrowserRuns() ?? {};

interface BrowserCoverage {
  /** `no driver`, `not run`, walked/total, or `machine only` (a model that says why it has no browser walk). */
  status: "no driver" | "not run" | "walked" | "machine only";
  walked: TransitionInfo[];
  missing: TransitionInfo[];
  run: BrowserRun | undefined;
}

function browserCoverage(report: ModelReport): BrowserCoverage {
  const run = browserRuns[report.name];
  const keys = browserWalked?.[report.name];
  if (!drivers[report.name]) return { status: browserNotes.has(report.name) ? "machine only" : "no driver", walked: [], missing: report.transitions, run };
  if (!keys) return { status: "not run", walked: [], missing: report.transitions, run };
  // Keys of transitions that no longer exist (a renamed state) simply do not count.
  const walked = new Set(keys);
  return {
    status: "walked",
    walked: report.transitions.filter((transition) => walked.has(transition.key)),
    missing: report.transitions.filter((transition) => !walked.has(transition.key)),
    run,
  };
}

const browser = new Map(reports.map((report) => [report.name, browserCoverage(report)]));
const pct = (walked: number, total: number) => `${percent(walked, total).toFixed(1)}%`;

const header = ["machine", "states", "visited", "transitions", "machine walked", "machine %", "browser walked", "browser %", "paths", "failed"];
const rows = reports.map((report) => {
  const inBrowser = browser.get(report.name);
  const walkedInBrowser = inBrowser?.status === "walked" ? String(inBrowser.walked.length) : (inBrowser?.status ?? "no driver");
  const browserPct = inBrowser?.status === "walked" ? pct(inBrowser.walked.length, report.transitions.length) : "-";
  const browserFailed = inBrowser?.run?.failed.length ?? 0;
  return [
    report.name,
    String(report.states.length),
    String(report.statesVisited.length),
    String(report.transitions.length),
    String(report.walked.length),
    pct(report.walked.length, report.transitions.length),
    walkedInBrowser,
    browserPct,
    String(report.paths),
    browserFailed ? `${report.failures.length} (+${browserFailed} in browser)` : String(report.failures.length),
  ];
});
const sum = (pick: (report: ModelReport) => number) => reports.reduce((total, report) => total + pick(report), 0);
const totalTransitions = sum((report) => report.transitions.length);
const totalWalked = sum((report) => report.walked.length);
const totalBrowser = [...browser.values()].reduce((total, entry) => total + entry.walked.length, 0);
rows.push([
  "total",
  String(sum((report) => report.states.length)),
  String(sum((report) => report.statesVisited.length)),
  String(totalTransitions),
  String(totalWalked),
  pct(totalWalked, totalTransitions),
  String(totalBrowser),
  pct(totalBrowser, totalTransitions),
  String(sum((report) => report.paths)),
  String(sum((report) => report.failures.length)),
]);

const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join("  ");

console.log(line(header));
console.log(widths.map((width) => "-".repeat(width)).join("  "));
for (const row of rows) console.log(line(row));

const describeTransition = (transition: TransitionInfo) =>
  `#${transition.source}  ${transition.kind === "always" ? "(always)" : transition.eventType}${transition.guard ? ` [${transition.guard}]` : ""}  → ${
    transition.targets.map((target) => `#${target}`).join(", ") || "(stays)"
  }`;

const errors: string[] = [];
const unwalked: string[] = [];
for (const report of reports) {
  for (const transition of report.missing) errors.push(`${report.name}: never walked at machine level: ${describeTransition(transition)}   key: ${transition.key}`);
  for (const state of report.states.filter((id) => !report.statesVisited.includes(id))) errors.push(`${report.name}: state never entered: #${state}`);
  for (const failure of report.failures) errors.push(`${report.name}: path failed ${failure.error}\n`);
  const inBrowser = browser.get(report.name);
  if (inBrowser?.status === "walked") {
    for (const transition of inBrowser.missing) unwalked.push(`${report.name}: not walked in the browser: ${describeTransition(transition)}`);
  }
  if (REQUIRE_BROWSER_COVERAGE.includes(report.name) && inBrowser && inBrowser.missing.length > 0) {
    // Not run at all is an error only where the browser step just ran (`npm test`); elsewhere it is listed below, with how to run it.
    if (inBrowser.status !== "walked" && requireBrowser) errors.push(`${report.name}: must be walked in the browser (REQUIRE_BROWSER_COVERAGE) but is "${inBrowser.status}"`);
    if (inBrowser.status === "walked") for (const transition of inBrowser.missing) errors.push(`${report.name}: never walked in the browser: ${describeTransition(transition)}   key: ${transition.key}`);
  }
  if (verbose) for (const transition of report.walked) console.log(`  ${report.name}  ✓ ${transition.key}`);
}

if (unwalked.length) console.log(`\n${unwalked.join("\n")}`);
for (const [name, note] of browserNotes) console.log(`\n${name}: ${note}`);
const noDriver = reports.filter((report) => browser.get(report.name)?.status === "no driver").map((report) => report.name);
if (noDriver.length) console.log(`\nNo browser driver yet (tests/qa/drivers/): ${noDriver.join(", ")}`);

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
const notRun = reports.filter((report) => browser.get(report.name)?.status === "not run").map((report) => report.name);
const notRunText = notRun.length
  ? [
      browserWalked === null
        ? "No browser walk has been recorded on this checkout (.tmp/qa/browser-walked.json does not exist): the browser column is empty, not failing."
        : `Not walked in the browser on this checkout: ${notRun.join(", ")}.`,
      "To walk a machine's cover paths in Chromium and fill its column, build once and run its spec, e.g. for hotels:",
      "  npx vite build && node --import tsx src/server/build.ts",
      `  npx playwright test -c tests/browser/playwright.config.ts model-${kebab(notRun.includes("hotelBooking") ? "hotelBooking" : (notRun[0] ?? ""))}.spec.ts`,
      "(`npm test` walks every machine; `npm run test:browser -- model-` walks only the model specs.) Then run `npm run qa:coverage` again.",
    ]
  : [];
if (notRunText.length) console.log(`\n${notRunText.join("\n")}`);

// A run recorded with another number of cover paths than the machine's cover set now has: walked before a change.
const coverCounts = new Map<string, number>();
for (const [name, run] of Object.entries(browserRuns)) {
  const model = models.find((entry) => entry.name === name);
  if (!model || run.pathSet !== "cover") continue;
  coverCounts.set(name, (await coverPaths(model)).paths.length);
}
const staleRuns = [...coverCounts].filter(([name, count]) => browserRuns[name]?.paths !== count);
for (const [name, count] of staleRuns)
  console.log(`\n${name}: its browser run walked ${browserRuns[name]?.paths} cover paths; the machine has ${count} now (\`npm run qa:paths -- ${name} --cover\`): walk it again.`);

// ---------------------------------------------------------------- docs/qa/coverage.md

const mdRow = (cells: string[]) => `| ${cells.join(" | ")} |`;
const missingSection = reports.flatMap((report) => {
  const inBrowser = browser.get(report.name);
  const machineMissing = report.missing.map((transition) => `- machine level: ${describeTransition(transition)}`);
  const browserMissing = inBrowser?.status === "walked" ? inBrowser.missing.map((transition) => `- browser: ${describeTransition(transition)}`) : [];
  const lines = [...machineMissing, ...browserMissing];
  return lines.length ? [`### ${report.name}`, "", ...lines.map((entry) => entry.replace(/\|/g, "\\|")), ""] : [];
});
const browserRunLines = Object.entries(browserRuns).map(
  ([name, run]) =>
    `- ${name}: ${run.passed}/${run.paths} ${run.pathSet} paths passed, ${run.failed.length} failed (run ${run.runId}, ${run.updatedAt})` +
    (coverCounts.has(name) && coverCounts.get(name) !== run.paths ? `; the cover set has ${coverCounts.get(name)} paths now` : ""),
);
const doc = [
  "<!-- Written by `npm run qa:coverage`. Do not edit. -->",
  "# Transition coverage",
  "",
  "Every transition definition of every machine (each guarded branch, `always`, `after`, `onDone`,",
  "`onError`), walked at machine level by the harness (tests/model/harness.ts) and in Chromium by",
  'the UI-level model runner (tests/qa/ui-model.ts, `.tmp/qa/browser-walked.json`). "no driver":',
  'the machine has no browser driver yet (tests/qa/drivers/); "not run": it has one, but no browser',
  'walk was recorded on this checkout; "machine only": the machine says why it has no browser walk',
  "of its own (below). Browser walks must be 100% for:",
  REQUIRE_BROWSER_COVERAGE.length ? REQUIRE_BROWSER_COVERAGE.map((name) => `\`${name}\``).join(", ") + "." : "(none yet: REQUIRE_BROWSER_COVERAGE in tests/qa/browser-walks.ts).",
  "",
  mdRow(header),
  mdRow(header.map((_, column) => (column === 0 ? "---" : "---:"))),
  ...rows.map(mdRow),
  "",
  `Machine-level walk: ${machineSeconds.toFixed(1)} s (${keptCount} of ${models.length} models as vitest walked them, the rest walked here).`,
  "",
  ...(browserNotes.size ? ["Machine level only:", "", ...[...browserNotes].map(([name, note]) => `- ${name}: ${note}.`), ""] : []),
  "## Browser runs",
  "",
  ...(browserRunLines.length ? browserRunLines : ["None recorded."]),
  ...(notRunText.length ? ["", ...notRunText.map((line) => (line.startsWith("  ") ? `    ${line.trim()}` : line))] : []),
  "",
  "## Unwalked transitions",
  "",
  ...(missingSection.length ? missingSection : ["None: every walked machine covers every transition.", ""]),
].join("\n");
if (write) {
  mkdirSync(dirname(COVERAGE_DOC), { recursive: true });
  writeFileSync(COVERAGE_DOC, doc);
  console.log(`\nWrote docs/qa/coverage.md (machine-level walk ${machineSeconds.toFixed(1)} s; ${keptCount} of ${models.length} models kept from vitest's walk).`);
} else {
  console.log(`\nMachine-level walk ${machineSeconds.toFixed(1)} s (${keptCount} of ${models.length} models kept from vitest's walk). docs/qa/coverage.md left as it is (\`-- --write\` rewrites it).`);
}

if (errors.length) {
  console.error(`\n${errors.join("\n")}`);
  console.error("\nCoverage is below 100%: add event variants or inputs in tests/model/registry.ts (see tests/model/README.md), or fix the browser driver in tests/qa/drivers/.");
  process.exit(1);
}
