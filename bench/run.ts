// `npm run bench`: every bench script in turn, each printing its figures (DEVELOPERS.md: speed and
// memory are measured here, never asserted in tests). `--short` is passed on (CI-sized steps).
// Exit code 1 when a script fails or the load run finds errors or ledger problems.
import { spawnSync } from "node:child_process";

const pass = process.argv.slice(2);
const scripts = [
  "bench/airport-search.ts",
  "bench/machine-filters.ts",
  "bench/search-latency.ts",
  "bench/bundle-size.ts",
  "bench/page-weight.ts",
  "bench/list-filters.ts",
  "bench/signed-in.ts",
  "bench/server-overhead.ts",
  "bench/load.ts",
];
let failed = 0;
for (const script of scripts) {
  console.log(`\n▶ ${script} ${pass.join(" ")}`);
  const r = spawnSync(process.execPath, ["--import", "tsx", script, ...pass], { stdio: "inherit" });
  if (r.status !== 0) {
    failed += 1;
    console.error(`✗ ${script} exited with ${r.status}`);
  }
}
process.exitCode = failed ? 1 : 0;
