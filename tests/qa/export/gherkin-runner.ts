/**
 * Runs exported QA features in Playwright: `describeFeatures(dir)` parses every `.feature` file of the
 * folder with Cucumber's Gherkin parser (@cucumber/gherkin, any of its languages: `# language: es`)
 * and registers one Playwright test per scenario, whose steps run through the step definitions of
 * steps.ts. A feature names its machine and path set in its tags (`@machine-hotelBooking @set-cover`),
 * a scenario its path (`@path-2786 @fp-<fingerprint>`), as `npm run qa:export` writes them.
 */
import "./base-url";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { AstBuilder, GherkinClassicTokenMatcher, Parser } from "@cucumber/gherkin";
import { IdGenerator, type Scenario, type Step, type Tag } from "@cucumber/messages";
import { budgetOf, resolvePath, test, type PathRef } from "./runtime";
import { partsOf, stepDefinitions, type StepKind, type World } from "./steps";
import type { ExportSet } from "./paths";

const tagValue = (tags: readonly Tag[], prefix: string) =>
  tags
    .map((tag) => tag.name)
    .find((name) => name.startsWith(`@${prefix}-`))
    ?.slice(prefix.length + 2);

function parse(file: string) {
  const parser = new Parser(new AstBuilder(IdGenerator.uuid()), new GherkinClassicTokenMatcher());
  const document = parser.parse(readFileSync(file, "utf8"));
  if (!document.feature) throw new Error(`${file}: no Feature`);
  return document.feature;
}

/** A step's kind: `And`/`But` (Conjunction) continue the one before. */
function kindsOf(steps: readonly Step[]): StepKind[] {
  let last: StepKind = "Context";
  return steps.map((step) => {
    const type = step.keywordType;
    if (type === "Context" || type === "Action" || type === "Outcome") last = type;
    return last;
  });
}

function describeScenario(file: string, machine: string, set: ExportSet, scenario: Scenario): void {
  const number = Number(tagValue(scenario.tags, "path"));
  const fingerprint = tagValue(scenario.tags, "fp") ?? "";
  const ref: PathRef = { machine, set, number, fingerprint };
  test(scenario.name, async ({ page }) => {
    if (!Number.isInteger(number)) throw new Error(`${file}: scenario "${scenario.name}" has no @path-<number> tag`);
    const resolved = await resolvePath(ref);
    test.setTimeout(budgetOf(resolved.path));
    test.skip(resolved.unsupported !== null, resolved.unsupported ?? "");
    const world: World = { page, machine, resolved, parts: partsOf(machine, resolved), actions: 0, opened: false };
    const kinds = kindsOf(scenario.steps);
    for (const [index, step] of scenario.steps.entries()) {
      const definition = stepDefinitions[kinds[index] ?? "Context"];
      const expected = definition.expected(world);
      if (step.text.trim() !== expected.trim()) {
        throw new Error(`${file}:${step.location.line}: the step reads\n  ${step.text}\nbut this part of path ${number} reads\n  ${expected}\nexport the feature again (npm run qa:export)`);
      }
      await test.step(`${step.keyword.trim()} ${step.text}`, () => definition.run(world));
    }
  });
}

/** One Playwright test per scenario of every `.feature` file in `dir`. */
export function describeFeatures(dir: string): void {
  for (const name of readdirSync(dir)
    .filter((entry) => entry.endsWith(".feature"))
    .sort()) {
    const file = join(dir, name);
    const feature = parse(file);
    const machine = tagValue(feature.tags, "machine");
    const set = tagValue(feature.tags, "set");
    if (!machine || (set !== "cover" && set !== "all")) throw new Error(`${file}: the Feature needs @machine-<name> and @set-cover or @set-all tags`);
    test.describe(feature.name, () => {
      for (const child of feature.children) if (child.scenario) describeScenario(file, machine, set, child.scenario);
    });
  }
}
