/**
 * `npm run qa:paths -- <machine> [--cover | --simple] [--json] [--lang es|pt]`: every generated path of a
 * machine as numbered steps in plain language: the harness's shortest paths (default), the browser
 * walk's cover set (`--cover`: the paths `npm test` walks in Chromium, tests/qa/cover-paths.ts; the
 * numbers are the shortest set's) or the simple paths of qa:exhaustive. `--lang` quotes the page's
 * texts from that language's catalog (the words the page shows in it) and phrases the steps around them
 * in that language (tests/qa/phrases.ts).
 * `npm run qa:paths -- --missing` lists the states and events with no description in
 * tests/qa/descriptions/ (exit 1 when any). `npm run qa:paths` alone lists the machines.
 */
import { models } from "../registry";

const args = process.argv.slice(2);
const langAt = args.indexOf("--lang");
const lang = langAt >= 0 ? args[langAt + 1] : undefined;
const rest = langAt >= 0 ? args.filter((_, index) => index !== langAt && index !== langAt + 1) : args;
const flags = new Set(rest.filter((arg) => arg.startsWith("--")));
const names = rest.filter((arg) => !arg.startsWith("--"));

// The catalog and the phrase table are chosen as the labels and phrases load: set before the descriptions are imported.
if (lang) process.env.QA_LANG = lang;
const [{ missingDescriptions, pathToSteps }, { descriptions }, { pathsFor }, { coverPaths }, { prepareModel }] = await Promise.all([
  import("../../qa/describe"),
  import("../../qa/descriptions"),
  import("../../qa/model-paths"),
  import("../../qa/cover-paths"),
  import("../harness"),
]);

if (flags.has("--missing")) {
  let missing = 0;
  for (const model of models.filter((entry) => names.length === 0 || names.includes(entry.name))) {
    const gaps = missingDescriptions(model, descriptions[model.name]);
    for (const state of gaps.states) console.log(`${model.name}: state  ${state}`);
    for (const event of gaps.events) console.log(`${model.name}: event  ${event}`);
    missing += gaps.states.length + gaps.events.length;
  }
  console.log(missing === 0 ? "Every state and event is described." : `\n${missing} undescribed: add them in tests/qa/descriptions/<machine>.ts`);
  process.exit(missing === 0 ? 0 : 1);
}

if (names.length === 0) {
  console.log(
    [
      "Usage: npm run qa:paths -- <machine> [--cover | --simple] [--json] [--lang es|pt]   |   npm run qa:paths -- --missing",
      "Export them: npm run qa:export -- <machine> [--cover | --all] --format playwright|gherkin --out <dir>",
      "",
      "Machines (tests/model/registry.ts; diagrams in docs/machines/):",
    ].join("\n"),
  );
  for (const model of models) console.log(`  ${model.name}`);
  process.exit(0);
}

for (const name of names) {
  const model = models.find((entry) => entry.name === name);
  if (!model) {
    console.error(`No machine "${name}" in tests/model/registry.ts. Known: ${models.map((entry) => entry.name).join(", ")}`);
    process.exit(1);
  }
  const set = flags.has("--simple") ? "simple" : flags.has("--cover") ? "cover" : "shortest";
  // The cover set is the browser walk's own (cover-paths.ts): the same count qa:coverage reports.
  const { paths, numbers, capped } = set === "cover" ? await coverPaths(model) : await pathsFor(prepareModel(model), set);
  const text = descriptions[name];
  if (flags.has("--json")) {
    console.log(
      JSON.stringify(
        paths.map((path, index) => ({ path: numbers[index], description: path.description, steps: pathToSteps(path, text) })),
        null,
        2,
      ),
    );
    continue;
  }
  console.log(`# ${name}: ${paths.length} ${set} paths${capped ? " (capped: the budget stopped the search)" : ""}\n`);
  paths.forEach((path, index) => {
    const [start, ...steps] = pathToSteps(path, text);
    console.log(`## Path ${numbers[index]}\n${start}`);
    for (const step of steps) console.log(`  ${step}`);
    console.log("");
  });
}
