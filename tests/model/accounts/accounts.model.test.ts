// Model-based walk of every account machine (tests/model/README.md): one test per generated path,
// replayed on a real actor, and every transition definition (each guarded branch) taken.
import { describe, expect, it } from "vitest";
import { describeModel } from "../describe-model";
import { walkModel } from "../harness";
import { accountModels } from "./registry";

for (const model of accountModels) describeModel(model);

describe("account models", () => {
  it.each(accountModels.map((model) => [model.name, model] as const))("%s enters every state", async (_name, model) => {
    const report = await walkModel(model);
    expect(report.states.filter((id) => !report.statesVisited.includes(id))).toEqual([]);
  });
});
