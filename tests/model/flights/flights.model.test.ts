// Model-based walk of the flight machines and the shared widgets (tests/model/README.md): one test
// per generated path replayed on a real actor, every transition definition taken, every state entered.
import { describe, expect, it, vi } from "vitest";
import { describeModel } from "../describe-model";
import { walkModel } from "../harness";
import { flightModels } from "./registry";

// The flight statechart has ~1500 paths: walking them all takes seconds, more under a parallel run.
vi.setConfig({ testTimeout: 60_000 });

for (const model of flightModels) describeModel(model);

describe("flight models", () => {
  it.each(flightModels.map((model) => [model.name, model] as const))("%s enters every state", async (_name, model) => {
    const report = await walkModel(model);
    expect(report.states.filter((id) => !report.statesVisited.includes(id))).toEqual([]);
  });
});
