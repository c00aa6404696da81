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
import { coverageOf, listStates, runPath, type ModelPath, type ModelReport, type PreparedModel } from "./harness";

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

/**
 * Keeps a complete, passing walk (every path ran and none failed), and what each generated path walked
 * (by its index in `generatePaths`, transition keys as numbers into `keys`): the browser walk's cover
 * set is chosen from those, without replaying every path again in each Playwright process.
 */
export function keepWalk(report: ModelReport, fingerprint: string, pathTransitions?: ReadonlyArray<readonly string[]>): void {
  mkdirSync(DIR, { recursive: true });
  const file = join(DIR, `${report.name}.json`);
  const temporary = `${file}.${process.pid}.tmp`;
  const keys = [...new Set(pathTransitions?.flat() ?? [])];
  const number = new Map(keys.map((key, index) => [key, index]));
  const paths = pathTransitions?.map((walked) => walked.map((key) => number.get(key) ?? -1)) ?? null;
  writeFileSync(temporary, JSON.stringify({ fingerprint, report, keys, paths }));
  renameSync(temporary, file);
}

/** The fingerprint of a model as it is now (its machine's states and transitions, inputs, events, the harness). */
export function currentFingerprint(prepared: PreparedModel): string {
  return walkFingerprint(prepared, { states: listStates(prepared.machine), transitions: coverageOf(prepared, new Set()).transitions });
}

/**
 * What each of `paths` (the model's `generatePaths`, in order) walks: kept by the machine-level walk of
 * this fingerprint (vitest runs before the browser tests in `npm test`), or replayed on actors here.
 */
export async function pathWalks(prepared: PreparedModel, paths: readonly ModelPath[]): Promise<Array<Set<string>>> {
  const file = join(DIR, `${prepared.definition.name}.json`);
  if (existsSync(file)) {
    try {
      const kept = JSON.parse(readFileSync(file, "utf8")) as { fingerprint: string; keys?: string[]; paths?: number[][] | null };
      if (kept.fingerprint === currentFingerprint(prepared) && kept.keys && kept.paths?.length === paths.length) {
        const keys = kept.keys;
        return kept.paths.map((walked) => new Set(walked.map((index) => keys[index] ?? "")));
      }
    } catch {
      // Unreadable: replay below.
    }
  }
  const walks: Array<Set<string>> = [];
  for (const path of paths) walks.push((await runPath(prepared, path)).transitions);
  return walks;
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
