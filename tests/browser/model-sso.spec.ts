// The sso machine's model walked in the browser: the shortest paths of
// tests/model/accounts/registry.ts `ssoModel` that together walk every transition, driven by
// tests/qa/drivers/accounts-sso.ts. `npm run qa:exhaustive` walks every simple path instead.
import { ssoModel } from "../model/accounts/registry";
import { ssoDriver } from "../qa/drivers/accounts-sso";
import { describeUiModel, uiPaths } from "../qa/ui-model";

describeUiModel(ssoDriver, await uiPaths(ssoModel));
