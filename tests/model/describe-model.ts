import { describe, expect, it } from "vitest";
import { coverageOf, generatePaths, listStates, prepareModel, runPath, type ModelDefinition, type ModelPath, type ModelReport, type Walk } from "./harness";
import { keepWalk, walkFingerprint } from "./walk-cache";

/**
 * Vitest suite for one registry entry: every generated path replayed on a real
 * actor, asserting value, context and status after every step (a test per 250
 * paths), then tests that together they walk every transition and enter every
 * state. Each path runs once; the coverage tests read what the path tests walked (a big
 * machine has thousands of paths, and `npm test` has a time budget).
 */
const PATHS_PER_TEST = 250;

export function describeModel(definition: ModelDefinition): void {
  describe(`${definition.name} model`, () => {
    const prepared = prepareModel(definition);
    const paths = generatePaths(prepared);
    const walked: Walk = { transitions: new Set(), states: new Set() };
    let pathsRun = 0;
    /** What each path walked, by its index: kept for the browser walk's cover set (walk-cache.ts). */
    const perPath: string[][] = [];

    // Paths in tests of up to PATHS_PER_TEST: a big machine has tens of thousands of paths, and a
    // test each cost more in the runner than the walk itself. A failing test names each failing path.
    const chunks = Array.from({ length: Math.ceil(paths.length / PATHS_PER_TEST) }, (_, chunk) => {
      const from = chunk * PATHS_PER_TEST;
      return { from: from + 1, to: Math.min(paths.length, from + PATHS_PER_TEST) };
    });
    it.each(chunks)("paths $from to $to", async ({ from, to }) => {
      const failures: string[] = [];
      for (let index = from - 1; index < to; index++) {
        const path = paths[index] as ModelPath;
        try {
          const walk = await runPath(prepared, path);
          perPath[index] = [...walk.transitions];
          for (const key of walk.transitions) walked.transitions.add(key);
          for (const id of walk.states) walked.states.add(id);
          pathsRun += 1;
        } catch (error) {
          failures.push(`path ${index + 1}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      expect(failures.slice(0, 5).join("\n\n") + (failures.length > 5 ? `\n\n…and ${failures.length - 5} more` : "")).toBe("");
    });

    /** Under `vitest -t` (or after a failure) not every path ran above: walk the rest here. */
    async function everything(): Promise<Walk> {
      if (pathsRun < paths.length) {
        for (const [index, path] of paths.entries()) {
          const walk = await runPath(prepared, path);
          perPath[index] = [...walk.transitions];
          for (const key of walk.transitions) walked.transitions.add(key);
          for (const id of walk.states) walked.states.add(id);
        }
        pathsRun = paths.length;
      }
      return walked;
    }

    it("walks every transition, each guarded branch included", async () => {
      const { missing, transitions } = coverageOf(prepared, (await everything()).transitions);
      expect(transitions.length).toBeGreaterThan(0);
      expect(missing.map((transition) => transition.key)).toEqual([]);
    });

    it("enters every state", async () => {
      const { states } = await everything();
      const all = listStates(prepared.machine);
      expect(all.filter((id) => !states.has(id))).toEqual([]);
      // Every path ran and passed: kept for `npm run qa:coverage` (walk-cache.ts), which then need not walk again.
      const report: ModelReport = { name: definition.name, states: all, statesVisited: all, ...coverageOf(prepared, walked.transitions), paths: paths.length, failures: [] };
      if (report.missing.length === 0) keepWalk(report, walkFingerprint(prepared, report), perPath);
    });
  });
}
