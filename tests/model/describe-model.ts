import { describe, expect, it } from "vitest";
import { coverageOf, generatePaths, prepareModel, runPath, type ModelDefinition } from "./harness";

/**
 * Vitest suite for one registry entry: one test per generated path (each
 * replayed on a real actor, asserting value, context and status after every
 * step), then one test that together they walk every transition.
 */
export function describeModel(definition: ModelDefinition): void {
  describe(`${definition.name} model`, () => {
    const prepared = prepareModel(definition);
    const paths = generatePaths(prepared);

    it.each(paths.map((path) => ({ name: path.description, path })))("$name", async ({ path }) => {
      await runPath(prepared, path);
    });

    it("walks every transition, each guarded branch included", async () => {
      // Walks again rather than collecting from the tests above, so it holds under `vitest -t`.
      const walked = new Set<string>();
      for (const path of paths) for (const key of (await runPath(prepared, path)).transitions) walked.add(key);
      const { missing, transitions } = coverageOf(prepared, walked);
      expect(transitions.length).toBeGreaterThan(0);
      expect(missing.map((transition) => transition.key)).toEqual([]);
    });
  });
}
