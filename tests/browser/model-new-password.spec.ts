// The new-password machine's model walked in the browser: the shortest paths of
// tests/model/accounts/registry.ts `newPasswordModel` that together walk every transition, driven by
// tests/qa/drivers/accounts-new-password.ts. `npm run qa:exhaustive` walks every simple path instead.
import { newPasswordModel } from "../model/accounts/registry";
import { newPasswordDriver } from "../qa/drivers/accounts-new-password";
import { describeUiModel, uiPaths } from "../qa/ui-model";

describeUiModel(newPasswordDriver, await uiPaths(newPasswordModel));
