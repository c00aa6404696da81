// "Fast on a phone": how long the server takes from `node` to answering, on an empty data folder and on
// an existing one, run from source through tsx (`npm run dev`) and from the production bundle
// (`npm start`, dist/server/main.js: build it first with `npm run build` or src/server/build.ts).
// Per start: wall time to the first 200 of /api/health, the process's CPU seconds and RSS at that
// moment (from /proc: Linux). Runs alternate so that other work on the machine hits each alike.
// --compare <folder> adds a start from another checkout's source (e.g. the commit before a change). The
// bundle starts with npm start's settings and node flags (--node-args "<flags>" replaces the flags).
// Usage: node --import tsx bench/server-start.ts [--runs N] [--only source|bundle] [--node-args "<flags>"] [--compare <folder>]
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort, npmStart, processCpuSeconds, processRss, ServerProcess } from "./lib/server-process";
import { machineLine, mib, table } from "./lib/stats";
import { arg } from "./lib/args";

const runs = Number(arg("--runs") ?? 3);
const production = npmStart();
const nodeArgs = arg("--node-args")?.split(" ").filter(Boolean) ?? production.nodeArgs;
const BUNDLE = "dist/server/main.js";
const compare = arg("--compare");
const variants = [
  ...(compare ? [{ name: `${compare} (tsx)`, args: ["--import", "tsx", resolve(compare, "src/server/main.ts")] }] : []),
  { name: "source (tsx)", args: ["--import", "tsx", "src/server/main.ts"] },
  { name: "bundle", args: [...nodeArgs, BUNDLE], env: production.env },
].filter((v) => !arg("--only") || v.name.startsWith(arg("--only") ?? ""));
if (variants.some((v) => v.name === "bundle") && !existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: npm run build first`);

interface Sample {
  variant: string;
  folder: "empty" | "existing";
  wall: number;
  cpu: number;
  rss: number;
  load: number;
}

async function startOnce(variant: (typeof variants)[number], dataDir: string, folder: Sample["folder"]): Promise<Sample> {
  const web = mkdtempSync(join(tmpdir(), "waypoint-start-web-"));
  const server = new ServerProcess(variant.name, variant.args, await freePort(), {
    ...("env" in variant ? variant.env : {}),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: web,
    DATABASE_URL: "",
    HOST: "127.0.0.1",
    WAYPOINT_MODE: "demo",
    LOG_LEVEL: "warn",
  });
  const load = loadavg()[0] ?? 0;
  const started = performance.now();
  try {
    await server.start(120_000);
    const wall = (performance.now() - started) / 1000;
    const pid = server.child?.pid ?? 0;
    return { variant: variant.name, folder, wall, cpu: processCpuSeconds(pid), rss: processRss(pid), load };
  } finally {
    await server.kill("SIGTERM");
    rmSync(web, { recursive: true, force: true });
  }
}

const samples: Sample[] = [];
for (let run = 0; run < runs; run++) {
  for (const variant of variants) {
    const dataDir = mkdtempSync(join(tmpdir(), "waypoint-start-"));
    try {
      for (const folder of ["empty", "existing"] as const) {
        const sample = await startOnce(variant, dataDir, folder);
        samples.push(sample);
        console.log(`${sample.variant}, ${folder} folder: ${sample.wall.toFixed(2)} s wall, ${sample.cpu.toFixed(2)} s CPU, RSS ${mib(sample.rss)} (load ${sample.load.toFixed(1)})`);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
console.log(`\nmachine: ${machineLine()}${nodeArgs.length ? `; bundle run with ${nodeArgs.join(" ")}` : ""}`);
console.log(
  table([
    ["start", "folder", "wall (median)", "CPU (median)", "RSS at ready (median)", "load (median)"],
    ...variants.flatMap((v) =>
      (["empty", "existing"] as const).map((folder) => {
        const xs = samples.filter((s) => s.variant === v.name && s.folder === folder);
        return [v.name, folder, `${median(xs.map((s) => s.wall)).toFixed(2)} s`, `${median(xs.map((s) => s.cpu)).toFixed(2)} s`, mib(median(xs.map((s) => s.rss))), median(xs.map((s) => s.load)).toFixed(1)];
      }),
    ),
  ]),
);
