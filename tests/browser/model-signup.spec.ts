// The signup machine's model walked in the browser: the shortest paths of
// tests/model/accounts/registry.ts `signupModel` that together walk every transition, driven by
// tests/qa/drivers/accounts-signup.ts. `npm run qa:exhaustive` walks every simple path instead.
import { signupModel } from "../model/accounts/registry";
import { signupDriver } from "../qa/drivers/accounts-signup";
import { describeUiModel, uiPaths } from "../qa/ui-model";

describeUiModel(signupDriver, await uiPaths(signupModel));
