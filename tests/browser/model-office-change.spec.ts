// The office-change machine's model walked in the browser: the shortest paths of
// tests/model/back-office/registry.ts `officeChangeModel` that together walk every transition, driven by
// tests/qa/drivers/back-office.ts on the agency's markup editor.
import { officeChangeModel } from "../model/back-office/registry";
import { officeChangeDriver } from "../qa/drivers/back-office";
import { describeUiModel, uiPaths } from "../qa/ui-model";

describeUiModel(officeChangeDriver, await uiPaths(officeChangeModel));
