// How much slower than the reference machine this run's machine is ("CI green on a slow machine"): machines of
// the CI's kind differ 1.6–3× in speed, and another process may hold a core. A fixed test budget that a fast
// machine meets fails on a slow one, so the browser tests' budgets are the reference budgets times this factor,
// and so are the unit, model and server tests' (vite.config.ts measures it for a vitest run; a test that sets its own
// time-out writes `scaled(ms)`).
//
// Measured once per run, in the Playwright runner before it starts the server and its workers: the same CPU task
// on as many threads as the run has workers, side by side (the workers and their browsers share the cores, so a core
// held by another process shows up here as it will in the tests). The factor is handed to the workers through the
// environment, so every process of one run uses the same figure, and printed in the log.
import { Worker } from "node:worker_threads";

const ENV = "E2E_SLOWDOWN";

/**
 * Milliseconds the task takes on the reference machine: a quiet 2-core machine of CI's kind on which the browser
 * step took 12.8 min, as on the machines the budgets were set on (docs/qa/ci-time.md). Measured there 2026-11-29:
 * 135–140 ms; with `stress-ng --cpu 1` beside it, 202–207 ms (× 1.5).
 */
const REFERENCE_MS = 140;
/** Below: the reference budgets stand. Above: a machine so slow (or busy) that a run would take hours anyway. */
const MIN_FACTOR = 1;
const MAX_FACTOR = 4;

// A fixed amount of integer arithmetic and memory traffic, the same on every run (no allocation, no I/O).
const TASK = `
const { parentPort } = require("node:worker_threads");
const started = performance.now();
const table = new Int32Array(1 << 14);
let x = 1;
for (let i = 0; i < 30_000_000; i++) {
  x = (Math.imul(x, 1103515245) + 12345) | 0;
  table[(x >>> 8) & 16383] += x;
}
parentPort.postMessage({ ms: performance.now() - started, check: table[0] });
`;

function timeTask(): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(TASK, { eval: true });
    worker.once("message", ({ ms }: { ms: number }) => {
      void worker.terminate();
      resolve(ms);
    });
    worker.once("error", reject);
  });
}

/** The slowest thread's time of one round with `threads` copies of the task side by side. */
async function round(threads: number): Promise<number> {
  return Math.max(...(await Promise.all(Array.from({ length: threads }, timeTask))));
}

export interface Slowdown {
  factor: number;
  /** The measured figure (ms), or null when the factor came from the environment. */
  measuredMs: number | null;
}

/** Measures the factor (median of 3 rounds), or takes it from E2E_SLOWDOWN when that is set. */
export async function measureSlowdown(threads: number): Promise<Slowdown> {
  const given = Number(process.env[ENV]);
  if (Number.isFinite(given) && given > 0) return { factor: given, measuredMs: null };
  const rounds: number[] = [];
  for (let i = 0; i < 3; i++) rounds.push(await round(threads));
  const measuredMs = rounds.sort((a, b) => a - b)[1] as number;
  const factor = Math.min(MAX_FACTOR, Math.max(MIN_FACTOR, Math.round((measuredMs / REFERENCE_MS) * 100) / 100));
  process.env[ENV] = String(factor);
  process.env[`${ENV}_MEASURED_MS`] = measuredMs.toFixed(0);
  process.env[`${ENV}_REFERENCE_MS`] = String(REFERENCE_MS);
  return { factor, measuredMs };
}

/** The factor of this run (1 before it was measured): for budgets a test sets itself. */
export function slowdown(): number {
  const factor = Number(process.env[ENV]);
  return Number.isFinite(factor) && factor > 0 ? factor : 1;
}

/** A reference budget in milliseconds, scaled for this run's machine. */
export function scaled(ms: number): number {
  return Math.round(ms * slowdown());
}
