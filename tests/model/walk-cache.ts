/**
 * The machine-level walk of `npm test`'s vitest step, kept for `npm run qa:coverage` right after it, so the
 * coverage table does not walk every model a second time (163 s on the 2-core CI machine). A kept walk is
 * used only when it was made on the same machine shape and the same model: its fingerprint (states,
 * transitions, inputs, event variants, the harness) must match, otherwise the model is walked again.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ModelReport, PreparedModel } from "./harness";

const DIR = join(dirname(fileURLToPath(import.meta.url)), "../../.tmp/qa/machine-walks");

/** The path generator's own source: a change there may change the paths, so kept walks are not used. */
const HARNESS = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "harness.ts"), "utf8");

/**
 * What a walk depends on, as a hash: the machine's states and transitions, the model's inputs, events,
 * echo-only slots and limit, and the harness that generates the paths (generating them again to count
 * them would cost most of the walk).
 */
export function walkFingerprint(prepared: PreparedModel, report: Pick<ModelReport, "states" | "transitions">): string {
  const { definition } = prepared;
  const shape = JSON.stringify({
    harness: createHash("sha256").update(HARNESS).digest("hex"),
    states: report.states,
    transitions: report.transitions.map((transition) => transition.key),
    inputs: definition.inputs ?? null,
    events: definition.events ?? null,
    echo: definition.echoOnly ?? null,
    limit: definition.limit ?? null,
  });
  return createHash("sha256").update(shape).digest("hex");
}

/** Keeps a complete, passing walk (every path ran and none failed). */
export function keepWalk(report: ModelReport, fingerprint: string): void {
  mkdirSync(DIR, { recursive: true });
  const file = join(DIR, `${report.name}.json`);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ fingerprint, report }));
  renameSync(temporary, file);
}

/** The kept walk of this model if it was made on the same fingerprint; null otherwise. */
export function keptWalk(name: string, fingerprint: string): ModelReport | null {
  const file = join(DIR, `${name}.json`);
  if (!existsSync(file)) return null;
  try {
    const kept = JSON.parse(readFileSync(file, "utf8")) as { fingerprint: string; report: ModelReport };
    return kept.fingerprint === fingerprint ? kept.report : null;
  } catch {
    return null;
  }
}
