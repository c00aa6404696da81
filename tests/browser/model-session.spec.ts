// The session machine's model walked in the browser: the shortest paths of
// tests/model/registry.ts `sessionModel` that together walk every transition, driven by
// tests/qa/drivers/session.ts. `npm run qa:exhaustive` walks every simple path instead.
import { sessionModel } from "../model/registry";
import { sessionDriver } from "../qa/drivers/session";
import { describeUiModel, uiPaths } from "../qa/ui-model";

describeUiModel(sessionDriver, await uiPaths(sessionModel));
