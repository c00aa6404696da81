// Model-based walk of the hotel booking machine (tests/model/README.md): one test per generated path
// replayed on a real actor, every transition definition taken, every state entered.
import { vi } from "vitest";
import { describeModel } from "../describe-model";
import { hotelModels } from "./registry";

// The lifecycle has thousands of shortest paths: walking them takes a while, more under a parallel run.
vi.setConfig({ testTimeout: 60_000 });

for (const model of hotelModels) describeModel(model);
