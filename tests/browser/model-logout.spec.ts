// The logout machine's model walked in the browser: the shortest paths of
// tests/model/accounts/registry.ts `logoutModel` that together walk every transition, driven by
// tests/qa/drivers/accounts-logout.ts. `npm run qa:exhaustive` walks every simple path instead.
import { logoutModel } from "../model/accounts/registry";
import { logoutDriver } from "../qa/drivers/accounts-logout";
import { describeUiModel, uiPaths } from "../qa/ui-model";

describeUiModel(logoutDriver, await uiPaths(logoutModel));
