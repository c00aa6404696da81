// The forgot-password machine's model walked in the browser: the shortest paths of
// tests/model/accounts/registry.ts `forgotPasswordModel` that together walk every transition, driven by
// tests/qa/drivers/accounts-forgot-password.ts. `npm run qa:exhaustive` walks every simple path instead.
import { forgotPasswordModel } from "../model/accounts/registry";
import { forgotPasswordDriver } from "../qa/drivers/accounts-forgot-password";
import { describeUiModel, uiPaths } from "../qa/ui-model";

describeUiModel(forgotPasswordDriver, await uiPaths(forgotPasswordModel));
