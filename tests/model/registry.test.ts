import { describe, expect, it } from "vitest";
import { FACTORY_MODELS, machineExports, machineSources } from "./machine-sources";
import { models } from "./registry";

// The registry is the one list qa:coverage, qa:paths, qa:diagrams and qa:export read: a machine missing
// from it would be missing from all four.
const files = await machineExports();

describe("model registry", () => {
  it.each(files.map((entry) => ({ file: entry.file, entry })))("walks every machine exported from $file", ({ file, entry }) => {
    expect(entry.machines.length + entry.factories.length, `${file} exports no <flow>Machine`).toBeGreaterThan(0);
    // A machine factory is walked through the machine it makes for a vertical (or an order type).
    for (const name of entry.factories) {
      const model = FACTORY_MODELS[name];
      expect(model, `${name}: name the model that walks a machine it makes in FACTORY_MODELS`).toBeDefined();
      expect(models.some((registered) => registered.name === model)).toBe(true);
    }
    for (const [name, machine] of entry.machines) {
      expect(
        models.some((model) => model.machine === machine),
        `${name} is not in tests/model/registry.ts`,
      ).toBe(true);
    }
  });

  it("knows the source file of every registered machine, under a unique name", async () => {
    const sources = await machineSources(models);
    expect(sources.size).toBe(models.length);
    expect(new Set(models.map((model) => model.name)).size).toBe(models.length);
  });
});
