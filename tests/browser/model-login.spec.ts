// The login machine's model walked in the browser: the shortest paths of
// tests/model/accounts/registry.ts `loginModel` that together walk every transition, driven by
// tests/qa/drivers/accounts-login.ts. `npm run qa:exhaustive` walks every simple path instead.
import { loginModel } from "../model/accounts/registry";
import { loginDriver } from "../qa/drivers/accounts-login";
import { describeUiModel, uiPaths } from "../qa/ui-model";

describeUiModel(loginDriver, await uiPaths(loginModel));
