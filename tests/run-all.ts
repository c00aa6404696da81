// `npm test`: every gate in the order a failure is cheapest to find.
// lint → typecheck → knip → unit, machine model and server tests (PGlite) → build → browser tests → model coverage.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

type Step = { name: string; cmd: string; args: string[] };
const steps: Step[] = [
  { name: "compile translations", cmd: "npx", args: ["lingui", "compile", "--typescript"] },
  { name: "lint", cmd: "npm", args: ["run", "--silent", "lint"] },
  { name: "typecheck", cmd: "npx", args: ["tsc", "--noEmit", "-p", "."] },
  // conventions §10: no unused files, exports or dependencies (config: package.json "knip").
  { name: "knip", cmd: "npm", args: ["run", "--silent", "knip"] },
  { name: "unit, model and server tests", cmd: "npx", args: ["vitest", "run"] },
  { name: "build", cmd: "npx", args: ["vite", "build", "--logLevel", "warn"] },
  { name: "browser tests", cmd: "npx", args: ["playwright", "test", "-c", "tests/browser/playwright.config.ts"] },
  // After the browser tests: the table's browser column reads what the UI-level model walks recorded.
  { name: "model coverage (every transition walked, machine and browser)", cmd: "npm", args: ["run", "--silent", "qa:coverage"] },
];

const only = process.argv.slice(2);
const started = Date.now();
for (const step of steps) {
  if (only.length > 0 && !only.some((o) => step.name.includes(o))) continue;
  if (step.name === "browser tests" && !existsSync(CHROMIUM)) {
    console.error(
      `\n✗ Browser tests need Chromium at ${CHROMIUM}.\n` +
        "  Install Debian's Chromium:  sudo apt-get install -y chromium\n" +
        "  (or set CHROMIUM_PATH to another Chromium binary). `npx playwright install` is not needed and is not used.\n",
    );
    process.exit(1);
  }
  const t0 = Date.now();
  console.log(`\n▶ ${step.name}`);
  const r = spawnSync(step.cmd, step.args, { stdio: "inherit", env: process.env });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n✗ ${step.name} failed after ${secs}s`);
    process.exit(r.status ?? 1);
  }
  console.log(`✓ ${step.name} (${secs}s)`);
}
console.log(`\nAll gates passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
