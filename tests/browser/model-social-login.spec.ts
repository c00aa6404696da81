// The social-login machine's model walked in the browser: the shortest paths of
// tests/model/accounts/registry.ts `socialLoginModel` that together walk every transition, driven by
// tests/qa/drivers/accounts-social-login.ts. `npm run qa:exhaustive` walks every simple path instead.
import { socialLoginModel } from "../model/accounts/registry";
import { socialLoginDriver } from "../qa/drivers/accounts-social-login";
import { describeUiModel, uiPaths } from "../qa/ui-model";

describeUiModel(socialLoginDriver, await uiPaths(socialLoginModel));
