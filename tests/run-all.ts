// `npm test`: every gate in the order a failure is cheapest to find.
// lint, format check, typecheck and knip side by side → unit, machine model and server tests (PGlite) → build (web app
// and server bundle side by side) → browser tests against the built server → model coverage.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

type Step = { name: string; cmd: string; args: string[] };
/** Steps of one stage run side by side: the static checks are single-threaded and read only the sources. */
const stages: Step[][] = [
  [{ name: "compile translations", cmd: "npx", args: ["lingui", "compile", "--typescript"] }],
  [
    // ESLint and Prettier's check as two steps (`npm run lint` runs both): each is one thread, and side by side they
    // share the two cores with the others instead of the longer waiting for the shorter.
    { name: "lint", cmd: "npm", args: ["run", "--silent", "lint:code"] },
    { name: "format", cmd: "npm", args: ["run", "--silent", "lint:format"] },
    // TypeScript 7's compiler (the package `typescript-7`; docs/decisions.md "Type-checked by TypeScript 7"): the same
    // checks in a quarter of 5.9's CPU. One checker: beside the other steps, more threads only share the same cores.
    { name: "typecheck", cmd: "node", args: ["node_modules/typescript-7/bin/tsc", "--noEmit", "-p", ".", "--checkers", "1"] },
    // conventions §10: no unused files, exports or dependencies (config: package.json "knip").
    { name: "knip", cmd: "npm", args: ["run", "--silent", "knip"] },
  ],
  [{ name: "unit, model and server tests", cmd: "npx", args: ["vitest", "run"] }],
  // The web app and the server bundle `npm start` runs; the browser tests run that bundle. The airport-transfer walk's
  // test bundle is built beside them, not by a browser worker in the browser phase (docs/qa/ci-time.md "Test time").
  [
    { name: "build", cmd: "npx", args: ["vite", "build", "--logLevel", "warn"] },
    { name: "server bundle", cmd: "node", args: ["--import", "tsx", "src/server/build.ts"] },
    { name: "transfers test bundle", cmd: "node", args: ["--import", "tsx", "tests/browser/fixtures/transfers-bundle.ts"] },
  ],
  [{ name: "browser tests", cmd: "npx", args: ["playwright", "test", "-c", "tests/browser/playwright.config.ts"] }],
  // After the browser tests: the table's browser column reads what the UI-level model walks recorded.
  [{ name: "model coverage (every transition walked, machine and browser)", cmd: "npm", args: ["run", "--silent", "qa:coverage", "--", "--require-browser"] }],
];

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
/** The machine's 1-minute load average, printed with each step's time: a step's time means little without it (docs/qa/ci-time.md). */
const load = () => `load ${(loadavg()[0] ?? 0).toFixed(1)}`;

function fail(step: Step, since: number, status: number | null): never {
  console.error(`\n✗ ${step.name} failed after ${seconds(since)}s`);
  process.exit(status ?? 1);
}

/** One step alone, its output streamed as it comes. */
function runAlone(step: Step): void {
  const t0 = Date.now();
  console.log(`\n▶ ${step.name} (${load()})`);
  const r = spawnSync(step.cmd, step.args, { stdio: "inherit", env: process.env });
  if (r.status !== 0) fail(step, t0, r.status);
  console.log(`✓ ${step.name} (${seconds(t0)}s, ${load()})`);
}

/** Steps side by side, each one's output kept and printed whole when it ends, so logs do not interleave. */
async function runTogether(steps: Step[]): Promise<void> {
  const t0 = Date.now();
  console.log(`\n▶ ${steps.map((step) => step.name).join(", ")} (side by side, ${load()})`);
  const results = await Promise.all(
    steps.map(
      (step) =>
        new Promise<{ step: Step; status: number | null }>((resolve) => {
          const child = spawn(step.cmd, step.args, { env: process.env, stdio: ["ignore", "pipe", "pipe"] });
          const output: Buffer[] = [];
          child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
          child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
          child.on("close", (status) => {
            const text = Buffer.concat(output).toString();
            if (text.trim()) process.stdout.write(`\n── ${step.name}\n${text}`);
            console.log(`${status === 0 ? "✓" : "✗"} ${step.name} (${seconds(t0)}s, ${load()})`);
            resolve({ step, status });
          });
        }),
    ),
  );
  const failed = results.find(({ status }) => status !== 0);
  if (failed) fail(failed.step, t0, failed.status);
}

// One run's id for the build stage and the browser phase alike: the transfers bundle built in the first is this run's
// in the second (transfers-bundle.ts reads it; playwright.config.ts keeps an id it is given).
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

const only = process.argv.slice(2);
const started = Date.now();
for (const stage of stages) {
  const steps = stage.filter((step) => only.length === 0 || only.some((o) => step.name.includes(o)));
  if (steps.length === 0) continue;
  if (steps.some((step) => step.name === "browser tests") && !existsSync(CHROMIUM)) {
    console.error(
      `\n✗ Browser tests need Chromium at ${CHROMIUM}.\n` +
        "  Install Debian's Chromium:  sudo apt-get install -y chromium chromium-headless-shell\n" +
        "  (the tests run in the headless shell when it is installed: tests/browser/fixtures/chromium.ts)\n" +
        "  (or set CHROMIUM_PATH to another Chromium binary). `npx playwright install` is not needed and is not used.\n",
    );
    process.exit(1);
  }
  if (steps.length === 1) runAlone(steps[0] as Step);
  else await runTogether(steps);
}
console.log(`\nAll gates passed in ${seconds(started).replace(/\.\d$/, "")}s.`);
