// Model-based walk of the flight machines and the shared widgets (tests/model/README.md): one test
// per generated path replayed on a real actor, every transition definition taken, every state entered
// (describeModel checks both).
import { vi } from "vitest";
import { describeModel } from "../describe-model";
import { flightModels } from "./registry";

// The flight statechart has ~7000 shortest paths: walking them takes a while, more under a parallel run.
vi.setConfig({ testTimeout: 60_000 });

for (const model of flightModels) describeModel(model);
