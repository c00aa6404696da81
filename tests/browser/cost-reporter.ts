// What each browser spec costs ("CI green on a slow machine"): the time its tests took, retries included, per
// file, printed at the end of the run with the slowest ten and written whole to .tmp/browser-costs.json, so a
// slow spec is seen by whoever made it slow and the list in docs/qa/browser-costs.md can be made again.
import { mkdirSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from "@playwright/test/reporter";
import { slowdown } from "./slowdown";

interface FileCost {
  file: string;
  tests: number;
  /** Sum of the tests' durations, every try (ms). */
  ms: number;
  retried: number;
}

const OUT = ".tmp/browser-costs.json";

export default class CostReporter implements Reporter {
  private readonly files = new Map<string, FileCost>();
  private root = process.cwd();
  private started = Date.now();

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
  }

  onEnd(result: FullResult): void {
    const costs = [...this.files.values()].sort((a, b) => b.ms - a.ms);
    const total = costs.reduce((sum, cost) => sum + cost.ms, 0);
    const wall = Date.now() - this.started;
    mkdirSync(".tmp", { recursive: true });
    writeFileSync(OUT, `${JSON.stringify({ status: result.status, wallMs: wall, slowdown: slowdown(), totalTestMs: total, files: costs }, null, 2)}\n`);
    const line = (cost: FileCost) => `  ${(cost.ms / 1000).toFixed(1).padStart(7)} s  ${String(cost.tests).padStart(3)} tests${cost.retried ? ` (+${cost.retried} retried)` : ""}  ${cost.file}`;
    console.log(`\nBrowser test time by spec (sum of its tests, ${(total / 1000).toFixed(0)} s in all over ${(wall / 1000).toFixed(0)} s of wall time); the slowest ten:`);
    for (const cost of costs.slice(0, 10)) console.log(line(cost));
    console.log(`Every spec: ${OUT}`);
  }
}
