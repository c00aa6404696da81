/**
 * UI-level model tests: the paths the harness walks on actors (tests/model/harness.ts), walked
 * again in Chromium against the real server. A machine joins by getting a driver in
 * tests/qa/drivers/ and a spec `tests/browser/model-<machine>.spec.ts` that calls
 * `describeUiModel(driver, await uiPaths(model))`.
 *
 * Per path (a fresh browser context each, Playwright's `page` fixture):
 *   1. the path is replayed on a real actor first (`runPath`), which gives its transition keys;
 *   2. `driver.setup(page, input)` opens the page the path's input describes;
 *   3. the state checks of the start snapshot run; then for each step the event's action runs
 *      and the state checks of the snapshot after it.
 * A path that passes records its transition keys in `.tmp/qa/browser-walked.json`
 * (browser-walks.ts), which `npm run qa:coverage` reads. The last test of the suite fails
 * naming every transition no passing path walked.
 *
 * Path sets (model-paths.ts): `cover` (default, in `npm test`: the fewest shortest paths that walk
 * every transition), `shortest` (`QA_PATH_SET=shortest`: every edge) or `simple`
 * (`QA_PATH_SET=simple`, set by `npm run qa:exhaustive`). `--shard i/n` is Playwright's own.
 */
import { expect, test, type Page } from "@playwright/test";
import type { AnyEventObject } from "xstate";
import { listTransitions, prepareModel, runPath, type ExpectedSnapshot, type ModelDefinition, type ModelPath, type PreparedModel } from "../model/harness";
import { scaled } from "../browser/slowdown";
import { currentRunId, readBrowserRuns, readBrowserWalked, recordPathResult } from "./browser-walks";
import { pathsFor, SIMPLE_PATH_BUDGET, stateKeyChain, stateKeyOf, type GeneratedPaths, type PathSet } from "./model-paths";

/** Where a step sits in its path; an action reads `before` to know how a person would do it now. */
export interface UiStep {
  path: ModelPath;
  /** 0-based step index. */
  index: number;
  before: ExpectedSnapshot;
  after: ExpectedSnapshot;
  /** The following step's event: a submit can pick the card that gives the outcome that comes next. */
  next: AnyEventObject | undefined;
}

/** Checks what a person sees in one state, by role and accessible name. Throws (expect) when it differs. */
export type StateCheck = (page: Page, snapshot: ExpectedSnapshot) => Promise<void>;
/** Does what a person does to cause the event: click, type, pick a date, answer 3-D Secure, wait. */
export type EventAction = (page: Page, event: AnyEventObject, step: UiStep) => Promise<void>;

export interface UiDriver {
  /**
   * Opens the page for a path's input (the machine's start point): route overrides
   * (`page.route`), media emulation, `page.clock`, log in, navigate. Runs on a fresh context.
   */
  setup: (page: Page, input: unknown) => Promise<void>;
  /**
   * State key (`playing`, `details.reviewing`, `(root)` for a machine without states) → check.
   * The checks of the key and of each ancestor key run, ancestors first; a state with none fails
   * the path ("no state check"), so a gap in a driver is never silent.
   */
  stateChecks: Record<string, StateCheck>;
  /**
   * Event type (`carousel.next`, `xstate.after.slideInterval.carousel.playing`,
   * `xstate.done.actor.login`) → action. A payload variant is read from the event; a done/error
   * event whose cause was an earlier action (the server answered) may be a no-op.
   */
  eventActions: Record<string, EventAction>;
  /** A reason when the real page cannot produce this input; its paths are skipped (and stay unwalked). */
  unsupportedInput?: (input: unknown) => string | null;
}

export function defineDriver(driver: UiDriver): UiDriver {
  return driver;
}

class UiStepError extends Error {
  override name = "UiStepError";
}

/** Runs the driver's checks of a snapshot's state (and its ancestors'); throws a UiStepError naming `where`. */
export async function checkState(page: Page, driver: UiDriver, snapshot: ExpectedSnapshot, where: string): Promise<void> {
  const key = stateKeyOf(snapshot.value);
  const checks = stateKeyChain(key)
    .reverse()
    .map((candidate) => driver.stateChecks[candidate])
    .filter((check): check is StateCheck => check !== undefined);
  if (checks.length === 0) throw new UiStepError(`${where}: no state check for "${key}" in the driver`);
  for (const check of checks) {
    try {
      await check(page, snapshot);
    } catch (error) {
      throw new UiStepError(`${where}: the page does not show state "${key}"\n${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** Does what a person does for step `index` of the path (the driver's event action). */
export async function runUiAction(page: Page, driver: UiDriver, path: ModelPath, index: number): Promise<void> {
  const step = path.steps[index];
  if (!step) throw new UiStepError(`the path has no step ${index + 1}`);
  const action = driver.eventActions[step.event.type];
  if (!action) throw new UiStepError(`step ${index + 1}: no event action for "${step.event.type}" in the driver`);
  const before = index === 0 ? path.initial : (path.steps[index - 1]?.expected ?? path.initial);
  await action(page, step.event, { path, index, before, after: step.expected, next: path.steps[index + 1]?.event });
}

/** Walks one path in the page. Throws a UiStepError naming the step that differs. */
export async function runUiPath(page: Page, driver: UiDriver, path: ModelPath): Promise<void> {
  await driver.setup(page, path.input);
  await checkState(page, driver, path.initial, "at start");
  for (const [index, step] of path.steps.entries()) {
    await runUiAction(page, driver, path, index);
    await checkState(page, driver, step.expected, `after step ${index + 1} (${step.event.type})`);
  }
}

interface UiModelOptions {
  /** Default: `QA_PATH_SET` (`simple` for qa:exhaustive, `shortest` for every edge), else `cover`. */
  pathSet?: PathSet;
  /** Simple-path budget per machine. Default `QA_PATH_BUDGET` or SIMPLE_PATH_BUDGET. */
  budget?: number;
  /** Per-path timeout (ms). Default `QA_PATH_TIMEOUT`, else the config's. */
  timeout?: number;
}

interface UiPaths extends GeneratedPaths {
  definition: ModelDefinition;
  prepared: PreparedModel;
  pathSet: PathSet;
  timeout: number | undefined;
}

function pathSetFromEnv(): PathSet {
  const set = process.env.QA_PATH_SET;
  return set === "simple" || set === "shortest" ? set : "cover";
}

/** The paths a spec walks (async: the `cover` set replays the shortest paths on actors to choose). */
export async function uiPaths(definition: ModelDefinition, options: UiModelOptions = {}): Promise<UiPaths> {
  const pathSet = options.pathSet ?? pathSetFromEnv();
  // A machine the registry walks with describeFlightUiModel has another cover set (tests/qa/cover-paths.ts).
  const { unsupportedSteps } = await import("./drivers");
  if (pathSet === "cover" && unsupportedSteps[definition.name]) throw new Error(`${definition.name} is walked with describeFlightUiModel (tests/qa/drivers/index.ts unsupportedSteps)`);
  const budget = options.budget ?? Number(process.env.QA_PATH_BUDGET ?? SIMPLE_PATH_BUDGET);
  const prepared: PreparedModel = prepareModel(definition);
  const timeout = options.timeout ?? (process.env.QA_PATH_TIMEOUT ? Number(process.env.QA_PATH_TIMEOUT) : undefined);
  return { definition, prepared, pathSet, timeout, ...(await pathsFor(prepared, pathSet, budget)) };
}

const short = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Registers one Playwright test per path, then one "walks every transition in the browser" test:
 *
 *     describeUiModel(carouselDriver, await uiPaths(carouselModel));
 */
export function describeUiModel(driver: UiDriver, { definition, prepared, pathSet, paths, numbers, capped, timeout }: UiPaths): void {
  const name = definition.name;
  const total = paths.length;

  test.describe(`${name} in the browser (${total} ${pathSet} paths${capped ? ", capped" : ""})`, () => {
    // Shortest/cover paths: in order, in one worker, on after a failure, so the coverage test
    // comes last. Simple paths (qa:exhaustive): in parallel, so `--shard` and `--workers` split them.
    test.describe.configure({ mode: pathSet === "simple" ? "parallel" : "default" });

    paths.forEach((path, index) => {
      const number = numbers[index] ?? index + 1;
      test(`path ${number}: ${short(path.description)}`, async ({ page }) => {
        // A budget for the path's length, not a wait: a 20-step walk (search, reprice, checkout,
        // reload, resume…) is not slow at 40 s on two busy cores, a 3-step one is stuck at 30. Scaled for this
        // run's machine (tests/browser/slowdown.ts).
        test.setTimeout(scaled(timeout ?? Math.max(30_000, 10_000 + path.steps.length * 3_000)));
        const unsupported = driver.unsupportedInput?.(path.input) ?? null;
        test.skip(unsupported !== null, unsupported ?? "");
        const started = Date.now();
        const progress = `[${name} ${index + 1}/${total}, path ${number}]`;
        // The actor first: it gives the path's transitions and proves the path itself is right.
        const walk = await runPath(prepared, path);
        // The page is checked against the actor's own snapshots: echo-only slots (a notice, the add-ons) as this path set them.
        const own = walk.snapshots;
        const walked: ModelPath = own ? { ...path, initial: own[0] ?? path.initial, steps: path.steps.map((step, k) => ({ ...step, expected: own[k + 1] ?? step.expected })) } : path;
        try {
          await runUiPath(page, driver, walked);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await recordPathResult({ machine: name, pathSet, paths: total, transitions: [], failure: { path: `${number}: ${path.description}`, error: message } });
          console.log(`${progress} ✗ ${((Date.now() - started) / 1000).toFixed(1)}s`);
          throw error;
        }
        await recordPathResult({ machine: name, pathSet, paths: total, transitions: [...walk.transitions] });
        console.log(`${progress} ✓ ${((Date.now() - started) / 1000).toFixed(1)}s`);
      });
    });

    // Simple paths run in any order (qa:coverage reports them); a shard sees only its part.
    if (pathSet !== "simple") {
      test(`walks every transition of ${name} in the browser`, () => {
        test.skip(test.info().config.shard !== null, "sharded run: the check needs every path");
        const runs = readBrowserRuns()?.[name];
        expect(runs?.runId, "no path of this run recorded a walk").toBe(currentRunId());
        const walked = new Set(readBrowserWalked()?.[name] ?? []);
        const missing = listTransitions(prepared.machine).filter((transition) => !walked.has(transition.key));
        expect(missing.map((transition) => `${transition.key} → ${transition.targets.join(", ") || "(stays)"}`)).toEqual([]);
      });
    }
  });
}
