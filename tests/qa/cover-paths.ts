/**
 * The one definition of a machine's cover paths, for every command that names them: the browser walk in
 * `npm test` (tests/browser/model-*.spec.ts), `npm run qa:paths -- <machine> --cover`,
 * `npm run qa:export -- <machine> --cover` and the counts `npm run qa:coverage` prints.
 *
 * - A machine whose spec plans its pages from the whole path (`unsupportedSteps` in drivers/index.ts:
 *   flights, payment, hotels, cars, activities…): the fewest shortest paths the app can walk that walk
 *   every transition it can reach, chained (flights-common.ts `bookingPathChoice`).
 * - Any other machine, driven or machine level only: the fewest shortest paths that walk every
 *   transition (model-paths.ts `pathsFor(…, "cover")`).
 *
 * Path numbers are those of the shortest set (`qa:paths` without a flag) either way.
 */
import { prepareModel, type ModelDefinition } from "../model/harness";
import { drivers, unsupportedSteps } from "./drivers";
import { bookingPathChoice } from "./drivers/flights-common";
import { pathsFor, type GeneratedPaths } from "./model-paths";

export async function coverPaths(definition: ModelDefinition): Promise<GeneratedPaths> {
  const driver = drivers[definition.name];
  const unsupported = unsupportedSteps[definition.name];
  if (driver && unsupported) {
    const { paths, numbers } = await bookingPathChoice(definition, driver, unsupported, "cover");
    return { paths, numbers, capped: false };
  }
  return pathsFor(prepareModel(definition), "cover");
}
