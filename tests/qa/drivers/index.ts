/**
 * Browser drivers by model name (tests/qa/ui-model.ts). `npm run qa:coverage` shows "no driver" in
 * the browser column for a machine missing here. Add a driver, then a spec
 * `tests/browser/model-<machine>.spec.ts` calling `describeUiModel(model, driver)`.
 */
import type { UiDriver } from "../ui-model";
import { carouselDriver } from "./carousel";

export const drivers: Readonly<Record<string, UiDriver>> = {
  carousel: carouselDriver,
};
