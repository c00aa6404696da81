/**
 * `npm run qa:exhaustive -- [machine…] [--shard i/n] [--workers N] [--budget N] [--no-build]`: walks every
 * simple path (tests/qa/model-paths.ts) of every machine with a browser driver, or of the named
 * ones, in Chromium. May take long: each path prints `[machine k/n, path p] ✓ 1.4s` as it ends.
 * `--shard i/n` runs the i-th of n parts (Playwright's sharding, one CI job per shard); shards
 * of one run share QA_RUN_ID so their walks add up in .tmp/qa/browser-walked.json.
 */
import { spawnSync } from "node:child_process";
import { drivers } from "./drivers";

const args = process.argv.slice(2);
const valueOf = (flag: string) => {
  const inline = args.find((arg) => arg.startsWith(`${flag}=`));
  if (inline) return inline.slice(flag.length + 1);
  const index = args.indexOf(flag);
  return index >= 0 ? args[index + 1] : undefined;
};
const shard = valueOf("--shard");
const budget = valueOf("--budget");
const workers = valueOf("--workers");
const consumed = new Set([shard, budget, workers].filter((value): value is string => value !== undefined));
const names = args.filter((arg) => !arg.startsWith("--") && !consumed.has(arg));

if (shard !== undefined && !/^\d+\/\d+$/.test(shard)) {
  console.error(`--shard wants i/n (e.g. --shard 2/4), got "${shard}"`);
  process.exit(2);
}
const unknown = names.filter((name) => !drivers[name]);
if (unknown.length) {
  console.error(`No browser driver for: ${unknown.join(", ")}. Driven machines: ${Object.keys(drivers).join(", ")}`);
  process.exit(2);
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
const specs = (names.length ? names : Object.keys(drivers)).map((name) => `model-${kebab(name)}.spec.ts`);

const env = {
  ...process.env,
  QA_PATH_SET: "simple",
  ...(budget ? { QA_PATH_BUDGET: budget } : {}),
  ...(shard && !process.env.QA_RUN_ID ? { QA_RUN_ID: `exhaustive-${shard.split("/")[1]}-shards` } : {}),
};

const run = (cmd: string, cmdArgs: string[]) => {
  console.log(`\n▶ ${cmd} ${cmdArgs.join(" ")}`);
  const result = spawnSync(cmd, cmdArgs, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const started = Date.now();
if (!args.includes("--no-build")) {
  run("npx", ["vite", "build", "--logLevel", "warn"]);
  // The browser tests run the server bundle (tests/browser/playwright.config.ts).
  run("node", ["--import", "tsx", "src/server/build.ts"]);
}
run("npx", ["playwright", "test", "-c", "tests/browser/playwright.config.ts", ...specs, ...(shard ? [`--shard=${shard}`] : []), ...(workers ? [`--workers=${workers}`] : [])]);
console.log(`\nExhaustive walk done in ${((Date.now() - started) / 1000).toFixed(0)} s. See \`npm run qa:coverage\`.`);
