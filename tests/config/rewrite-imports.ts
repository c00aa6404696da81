// Rewrites every relative import that climbs out of its top folder into src/ or machines/ to the `@/` or
// `@machines/` alias (docs/decisions.md "Import aliases and a formatter"): the fix of the `waypoint/import-alias` lint rule
// (tests/config/import-alias.js), applied to every file and nothing else. Run it after merging a branch written
// before the aliases, then `npm run format` (a shorter import can fit on fewer lines). A second run changes nothing.
// Usage: node --import tsx tests/config/rewrite-imports.ts
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const RULE = "waypoint/import-alias";

const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: fileURLToPath(new URL("./eslint.config.js", import.meta.url)),
  fix: (message) => message.ruleId === RULE,
  ruleFilter: ({ ruleId }) => ruleId === RULE,
});
const results = await eslint.lintFiles(["src", "machines", "tests", "bench"]);
await ESLint.outputFixes(results);

const rewritten = results.filter((result) => result.output !== undefined);
const left = results.flatMap((result) => result.messages.map((message) => `${result.filePath}:${message.line}: ${message.message}`));
console.log(`rewrite-imports: ${rewritten.length} file(s) rewritten`);
if (left.length > 0) {
  console.error(left.join("\n"));
  process.exitCode = 1;
}
