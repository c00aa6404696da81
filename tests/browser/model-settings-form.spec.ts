// The settings form machine's model walked in the browser on /settings/website: the shortest paths of
// tests/model/registry.ts `settingsFormModel` that together walk every transition, driven by
// tests/qa/drivers/settings-form.ts.
import { settingsFormModel } from "../model/registry";
import { settingsFormDriver } from "../qa/drivers/settings-form";
import { describeUiModel, uiPaths } from "../qa/ui-model";

describeUiModel(settingsFormDriver, await uiPaths(settingsFormModel));
