/**
 * `npm run qa:coverage`: walks every machine in the registry on real actors and
 * prints states and transitions walked. Exits 1 when a machine is below 100%
 * of its transitions or a path disagrees with the actor.
 */
import { percent, walkModel, type ModelReport } from "./harness";
import { models } from "./registry";

const verbose = process.argv.includes("--verbose");
const reports: ModelReport[] = [];
for (const model of models) reports.push(await walkModel(model));

const header = ["machine", "states", "visited", "transitions", "walked", "%", "paths", "failed"];
const rows = reports.map((report) => [
  report.name,
  String(report.states.length),
  String(report.statesVisited.length),
  String(report.transitions.length),
  String(report.walked.length),
  percent(report.walked.length, report.transitions.length).toFixed(1),
  String(report.paths),
  String(report.failures.length),
]);
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
const line = (cells: string[]) =>
  cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join("  ");

console.log(line(header));
console.log(widths.map((width) => "-".repeat(width)).join("  "));
for (const row of rows) console.log(line(row));

let failed = false;
for (const report of reports) {
  for (const transition of report.missing) {
    failed = true;
    console.error(`${report.name}: transition never walked: ${transition.key}`);
  }
  for (const state of report.states.filter((id) => !report.statesVisited.includes(id))) {
    failed = true;
    console.error(`${report.name}: state never entered: #${state}`);
  }
  for (const failure of report.failures) {
    failed = true;
    console.error(`${report.name}: path failed ${failure.error}\n`);
  }
  if (verbose) for (const transition of report.walked) console.log(`  ${report.name}  ✓ ${transition.key}`);
}
if (failed) {
  console.error("\nModel coverage is below 100%: add event variants or inputs in tests/model/registry.ts (see tests/model/README.md).");
  process.exit(1);
}
