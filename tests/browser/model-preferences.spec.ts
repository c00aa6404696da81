// The preferences machine's model walked in the browser: the shortest paths of
// tests/model/registry.ts `preferencesModel` that together walk every transition, driven by
// tests/qa/drivers/preferences.ts. `npm run qa:exhaustive` walks every simple path instead.
import { preferencesModel } from "../model/registry";
import { preferencesDriver } from "../qa/drivers/preferences";
import { describeUiModel, uiPaths } from "../qa/ui-model";

describeUiModel(preferencesDriver, await uiPaths(preferencesModel));
