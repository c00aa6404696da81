/**
 * What the browser walk (tests/qa/ui-model.ts) walked, for `npm run qa:coverage`.
 *
 * `.tmp/qa/browser-walked.json` is `{ [machine]: transitionKey[] }` with the harness's keys
 * (`listTransitions`, e.g. `#carousel.playing carousel.next [0] isLastSlide`). Beside it,
 * `.tmp/qa/browser-runs.json` says which run wrote each machine's list and how its paths went.
 * A machine's list is replaced when a new run (another Playwright invocation, or another
 * `QA_RUN_ID`) records its first path, so a path that breaks stops counting at once.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");
const QA_TMP_DIR = join(ROOT, ".tmp/qa");
const BROWSER_WALKED_FILE = join(QA_TMP_DIR, "browser-walked.json");
const BROWSER_RUNS_FILE = join(QA_TMP_DIR, "browser-runs.json");

/**
 * Machines that must reach 100% of their transitions in the browser: `npm run qa:coverage` fails,
 * naming the transitions, when one is below. The lead adds a machine here when its driver lands
 * (tests/qa/drivers/). Only meaningful once qa:coverage runs after the browser tests in `npm test`.
 */
export const REQUIRE_BROWSER_COVERAGE: readonly string[] = [
  // Accounts, session and preferences (drivers tests/qa/drivers/{accounts-*,session,preferences}.ts).
  "login",
  "signup",
  "forgotPassword",
  "newPassword",
  "verifyEmail",
  "socialLogin",
  "sso",
  "logout",
  "session",
  "preferences",
  // The flight widgets and payment (drivers tests/qa/drivers/flights-*.ts).
  "payment",
  "travelerPicker",
  "dateRange",
  "flightBooking",
  "cancellation",
  // Hotels, cars and activities on the booking core's driver (tests/qa/drivers/booking-core.ts and one file each).
  "hotelBooking",
  "carBooking",
  "activityBooking",
  // The back office's one change saved (driver tests/qa/drivers/back-office.ts).
  "officeChange",
  // The website settings editor (driver tests/qa/drivers/settings-form.ts).
  "settingsForm",
];

type BrowserWalked = Record<string, string[]>;

export interface BrowserRun {
  runId: string;
  pathSet: string;
  /** Paths of this machine in the run (per shard when sharded). */
  paths: number;
  passed: number;
  failed: Array<{ path: string; error: string }>;
  updatedAt: string;
}

const readJson = <T>(file: string): T | null => (existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : null);

export const readBrowserWalked = () => readJson<BrowserWalked>(BROWSER_WALKED_FILE);
export const readBrowserRuns = () => readJson<Record<string, BrowserRun>>(BROWSER_RUNS_FILE);

/** One run id per Playwright invocation: its workers share the runner as parent process. */
export function currentRunId(): string {
  return process.env.QA_RUN_ID ?? `pid-${process.ppid}`;
}

function writeJson(file: string, value: unknown): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
}

/** Workers record in parallel: a directory made atomically is the lock. */
async function withLock<T>(work: () => T): Promise<T> {
  mkdirSync(QA_TMP_DIR, { recursive: true });
  const lock = join(QA_TMP_DIR, "browser-walked.lock");
  for (let attempt = 0; ; attempt++) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (attempt > 400) throw new Error(`Could not lock ${lock}; remove it if no test run is active.`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  try {
    return work();
  } finally {
    rmdirSync(lock);
  }
}

interface PathResult {
  machine: string;
  pathSet: string;
  paths: number;
  /** The transitions of the path when it passed; empty when it failed. */
  transitions: readonly string[];
  failure?: { path: string; error: string };
}

export async function recordPathResult(result: PathResult, runId = currentRunId()): Promise<void> {
  await withLock(() => {
    const walked = readBrowserWalked() ?? {};
    const runs = readBrowserRuns() ?? {};
    const previous = runs[result.machine];
    const run: BrowserRun = previous && previous.runId === runId ? previous : { runId, pathSet: result.pathSet, paths: result.paths, passed: 0, failed: [], updatedAt: "" };
    if (run !== previous) walked[result.machine] = [];
    const keys = new Set(walked[result.machine] ?? []);
    for (const key of result.transitions) keys.add(key);
    walked[result.machine] = [...keys].sort();
    if (result.failure) run.failed.push(result.failure);
    else run.passed += 1;
    run.updatedAt = new Date().toISOString();
    runs[result.machine] = run;
    writeJson(BROWSER_WALKED_FILE, walked);
    writeJson(BROWSER_RUNS_FILE, runs);
  });
}
