// The robustness check before a hand-in ("CI green on a slow machine"): `.ci/run` on a clean clone of the
// committed HEAD while a CPU burner holds one of the two cores, standing for the slow machines CI may run on.
// It must pass, twice in a row. Prints each run's step times (the ✓/✗ lines of tests/run-all.ts and .ci/run's
// own steps) and keeps each run's whole log.
//
//   npm run test:slow-machine                 two runs, one core busy
//   npm run test:slow-machine -- --runs 1 --burners 0    one run on a quiet machine
//
// The burner is `stress-ng --cpu N` when Debian's stress-ng is installed, else N node processes spinning.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number`);
  return value;
}

const runs = option("runs", 2);
const burners = option("burners", 1);
const repo = resolve(".");
const head = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim();
const dirty = spawnSync("git", ["status", "--porcelain", "--untracked-files=no"], { encoding: "utf8" }).stdout.trim();
if (dirty) console.log("Note: the working tree has uncommitted changes; the check runs the committed HEAD, as CI would.");

function startBurners(count: number): ChildProcess[] {
  if (count === 0) return [];
  const stress = spawnSync("sh", ["-c", "command -v stress-ng"], { encoding: "utf8" }).stdout.trim();
  if (stress) return [spawn(stress, ["--cpu", String(count), "--quiet"], { stdio: "ignore", detached: true })];
  return Array.from({ length: count }, () => spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore", detached: true }));
}

function stopBurners(children: ChildProcess[]): void {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}

/** Runs `.ci/run` in `dir`, teeing its output to `log`; resolves with its exit code and the lines worth keeping. */
function ciRun(dir: string, log: string): Promise<{ code: number; steps: string[] }> {
  return new Promise((done) => {
    const out = createWriteStream(log);
    const steps: string[] = [];
    let rest = "";
    const child = spawn("bash", [".ci/run"], { cwd: dir, env: { ...process.env, E2E_SLOWDOWN: "" }, stdio: ["ignore", "pipe", "pipe"] });
    const read = (chunk: Buffer) => {
      out.write(chunk);
      const text = rest + chunk.toString();
      const lines = text.split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) {
        if (/^(==>|[✓✗] |All gates passed|Machine speed:|Browser tests: |\s+\d+ (passed|failed|flaky|skipped)|\s+Test Files|\s+Tests )/.test(line)) {
          steps.push(line);
          console.log(`    ${line}`);
        }
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("close", (code) => {
      out.end();
      done({ code: code ?? 1, steps });
    });
  });
}

const results: Array<{ run: number; code: number; seconds: number }> = [];
for (let run = 1; run <= runs; run++) {
  const dir = mkdtempSync(join(tmpdir(), "waypoint-ci-"));
  const clone = spawnSync("git", ["clone", "--quiet", "--no-local", repo, dir], { stdio: "inherit" });
  if (clone.status !== 0) throw new Error("git clone failed");
  const log = join(tmpdir(), `waypoint-ci-${head}-run${run}.log`);
  console.log(`\nRun ${run}/${runs}: .ci/run on a clean clone of ${head} in ${dir}, ${burners} core(s) kept busy; log: ${log}`);
  const children = startBurners(burners);
  const started = Date.now();
  let code = 1;
  try {
    ({ code } = await ciRun(dir, log));
  } finally {
    stopBurners(children);
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ run, code, seconds });
  console.log(`Run ${run}: ${code === 0 ? "passed" : `FAILED (rc=${code})`} in ${seconds} s`);
  if (code === 0) rmSync(dir, { recursive: true, force: true });
  else break;
}

console.log(`\n${head}, ${burners} busy core(s): ${results.map((r) => `run ${r.run} rc=${r.code} ${r.seconds} s`).join("; ")}`);
process.exit(results.length === runs && results.every((r) => r.code === 0) ? 0 : 1);
