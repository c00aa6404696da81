/**
 * What an exported QA file (`npm run qa:export`) runs with: the path it names, found again in this
 * repository's machines, walked in the page by the machine's browser driver (tests/qa/drivers/), the
 * same driver and the same steps as the browser walk of `npm test` (tests/qa/ui-model.ts).
 * The site is a setting, `BASE_URL` (base-url.ts, imported first).
 */
import "./base-url";
import { test, type Page } from "@playwright/test";
import type { ModelPath } from "../../model/harness";
import { drivers, unsupportedSteps } from "../drivers";
import { withOwnInput } from "../drivers/flights-common";
import { runUiPath, type UiDriver } from "../ui-model";
import { exportSet, type ExportSet } from "./paths";

export { test };

/** Which path an exported test walks. */
export interface PathRef {
  machine: string;
  set: ExportSet;
  number: number;
  /** The path's fingerprint when it was exported (paths.ts). */
  fingerprint: string;
}

export interface ResolvedPath {
  path: ModelPath;
  driver: UiDriver;
  /** Why the real pages cannot walk this path (a path of `--all` the browser walk leaves out), or null. */
  unsupported: string | null;
}

/** The path again, with the driver that walks it; throws when the machine changed since the export. */
export async function resolvePath(ref: PathRef): Promise<ResolvedPath> {
  const driver = drivers[ref.machine];
  if (!driver) throw new Error(`${ref.machine} has no browser driver (tests/qa/drivers/): its paths can be read, not run`);
  const found = (await exportSet(ref.machine, ref.set)).find((entry) => entry.number === ref.number);
  if (!found || found.fingerprint !== ref.fingerprint) {
    throw new Error(`${ref.machine} path ${ref.number} (${ref.set}) is not the path this file was exported with: the machine or its model changed; export again (npm run qa:export)`);
  }
  const unsupportedStep = unsupportedSteps[ref.machine];
  // A booking-style driver plans its page from the whole path, which it reads from the input (as the browser walk gives it).
  const path = unsupportedStep ? withOwnInput(found.path) : found.path;
  const byInput = driver.unsupportedInput?.(path.input) ?? null;
  const byStep = unsupportedStep ? (path.steps.map((step, index) => unsupportedStep(step, index, path)).find((reason) => reason !== null) ?? null) : null;
  return { path, driver, unsupported: byInput ?? byStep };
}

/** A path's time budget: as the browser walk's (ui-model.ts), 3 s a step over 10 s, at least 30 s. */
export const budgetOf = (path: ModelPath) => Math.max(30_000, 10_000 + path.steps.length * 3_000);

/** Walks the whole path in the page (an exported Playwright test). */
export async function runExportedPath(page: Page, ref: PathRef): Promise<void> {
  const { path, driver, unsupported } = await resolvePath(ref);
  test.setTimeout(budgetOf(path));
  test.skip(unsupported !== null, unsupported ?? "");
  await runUiPath(page, driver, path);
}
