// The carousel machine's model walked in the browser: the shortest paths of
// tests/model/registry.ts `carouselModel` that together walk every transition, driven by
// tests/qa/drivers/carousel.ts. `npm run qa:exhaustive` walks every simple path instead.
import { carouselModel } from "../model/registry";
import { carouselDriver } from "../qa/drivers/carousel";
import { describeUiModel, uiPaths } from "../qa/ui-model";

describeUiModel(carouselDriver, await uiPaths(carouselModel));
