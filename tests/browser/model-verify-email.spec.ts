// The verify-email machine's model walked in the browser: the shortest paths of
// tests/model/accounts/registry.ts `verifyEmailModel` that together walk every transition, driven by
// tests/qa/drivers/accounts-verify-email.ts. `npm run qa:exhaustive` walks every simple path instead.
import { verifyEmailModel } from "../model/accounts/registry";
import { verifyEmailDriver } from "../qa/drivers/accounts-verify-email";
import { describeUiModel, uiPaths } from "../qa/ui-model";

describeUiModel(verifyEmailDriver, await uiPaths(verifyEmailModel));
