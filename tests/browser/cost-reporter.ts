// What each browser spec costs ("CI green on a slow machine"): the time its tests took, retries included, per
// file, printed at the end of the run with the slowest ten and written whole to .tmp/browser-costs.json, so a
// slow spec is seen by whoever made it slow and the list in docs/qa/browser-costs.md can be made again. Also where the
// time goes inside the tests, by kind of call (docs/qa/ci-time.md "Where a test's time goes"): the fixtures' set-up,
// navigations, clicks, expectations, each summed over the run.
import { mkdirSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult, TestStep } from "@playwright/test/reporter";
import { slowdown } from "./slowdown";

interface FileCost {
  file: string;
  tests: number;
  /** Sum of the tests' durations, every try (ms). */
  ms: number;
  retried: number;
}

interface CallCost {
  /** The step's kind and title as Playwright names it: `pw:api Navigate`, `expect Expect "toBeVisible"`, `fixture Fixture "page"`. */
  call: string;
  count: number;
  ms: number;
}

const OUT = ".tmp/browser-costs.json";
/** The kinds of step a test's time is counted in; a test.step or hook is looked into. */
const COUNTED = new Set(["pw:api", "expect", "fixture"]);

export default class CostReporter implements Reporter {
  private readonly files = new Map<string, FileCost>();
  private root = process.cwd();
  private started = Date.now();
  private readonly calls = new Map<string, CallCost>();

  onBegin(config: FullConfig, suite: Suite): void {
    this.root = config.rootDir;
    this.started = Date.now();
    const measured = process.env.E2E_SLOWDOWN_MEASURED_MS;
    console.log(
      `Browser tests: ${suite.allTests().length} tests, ${config.workers} workers, budgets × ${slowdown()}` +
        (measured ? ` (slowdown measured: the CPU task took ${measured} ms, the reference machine's ${process.env.E2E_SLOWDOWN_REFERENCE_MS} ms)` : " (slowdown given by E2E_SLOWDOWN)"),
    );
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    // The spec file, not where test() was called: the model walks' tests are made by tests/qa/ui-model.ts.
    let suite: Suite | undefined = test.parent;
    while (suite && suite.type !== "file") suite = suite.parent;
    const file = relative(this.root, suite?.location?.file ?? test.location.file);
    const cost = this.files.get(file) ?? { file, tests: 0, ms: 0, retried: 0 };
    if (result.retry === 0) cost.tests += 1;
    else cost.retried += 1;
    cost.ms += result.duration;
    this.files.set(file, cost);
    this.countCalls(result.steps);
  }

  /** The outermost counted steps (a fixture's own calls are its set-up's); calls made side by side each count whole. */
  private countCalls(steps: TestStep[]): void {
    for (const step of steps) {
      if (!COUNTED.has(step.category)) {
        this.countCalls(step.steps);
        continue;
      }
      const call = `${step.category} ${step.title}`;
      const cost = this.calls.get(call) ?? { call, count: 0, ms: 0 };
      cost.count += 1;
      cost.ms += step.duration;
      this.calls.set(call, cost);
    }
  }

  onEnd(result: FullResult): void {
    const costs = [...this.files.values()].sort((a, b) => b.ms - a.ms);
    const total = costs.reduce((sum, cost) => sum + cost.ms, 0);
    const wall = Date.now() - this.started;
    mkdirSync(".tmp", { recursive: true });
    const calls = [...this.calls.values()].sort((a, b) => b.ms - a.ms);
    writeFileSync(OUT, `${JSON.stringify({ status: result.status, wallMs: wall, slowdown: slowdown(), totalTestMs: total, files: costs, calls }, null, 2)}\n`);
    const line = (cost: FileCost) => `  ${(cost.ms / 1000).toFixed(1).padStart(7)} s  ${String(cost.tests).padStart(3)} tests${cost.retried ? ` (+${cost.retried} retried)` : ""}  ${cost.file}`;
    console.log(`\nBrowser test time by spec (sum of its tests, ${(total / 1000).toFixed(0)} s in all over ${(wall / 1000).toFixed(0)} s of wall time); the slowest ten:`);
    for (const cost of costs.slice(0, 10)) console.log(line(cost));
    console.log(`\nWhere the test time goes, by call (the time inside each kind of call, summed; % of ${(total / 1000).toFixed(0)} s):`);
    for (const cost of calls.slice(0, 12))
      console.log(`  ${(cost.ms / 1000).toFixed(1).padStart(7)} s ${((100 * cost.ms) / Math.max(total, 1)).toFixed(1).padStart(5)} %  ${String(cost.count).padStart(6)} ×  ${cost.call}`);
    console.log(`Every spec and call: ${OUT}`);
  }
}
