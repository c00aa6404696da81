/**
 * Step definitions of the exported QA features (`npm run qa:export -- <machine> --format gherkin`), for
 * Playwright: each Gherkin step of a scenario is one part of its path, in order, and is done by the
 * machine's browser driver, as the browser walk does it (tests/qa/ui-model.ts):
 *
 * - `Given <how the path starts>`: the driver opens the page for the path's input;
 * - `Then <what you see>`: the driver's checks of the state the path is in now;
 * - `When <what you do>`: the driver's action for the path's next event.
 *
 * A step's text must be the path's own words for that part (rendered now from tests/qa/descriptions/,
 * in the feature's language): a feature edited by hand, or exported before the descriptions changed,
 * fails at the first step that differs instead of doing something else.
 */
import type { Page } from "@playwright/test";
import { pathToParts, type PathParts } from "../describe";
import { descriptions } from "../descriptions";
import { checkState, runUiAction } from "../ui-model";
import type { ResolvedPath } from "./runtime";

/** Where a scenario is: its path, its words, and how far its steps went. */
export interface World {
  page: Page;
  machine: string;
  resolved: ResolvedPath;
  parts: PathParts;
  /** Actions done so far (the next `When` does step `actions`). */
  actions: number;
  opened: boolean;
}

export type StepKind = "Context" | "Action" | "Outcome";

interface StepDefinition {
  kind: StepKind;
  /** The text this step must have now. */
  expected: (world: World) => string;
  run: (world: World) => Promise<void>;
}

export const partsOf = (machine: string, resolved: ResolvedPath) => pathToParts(resolved.path, descriptions[machine]);

export const stepDefinitions: Readonly<Record<StepKind, StepDefinition>> = {
  Context: {
    kind: "Context",
    expected: (world) => world.parts.start,
    async run(world) {
      await world.resolved.driver.setup(world.page, world.resolved.path.input);
      world.opened = true;
    },
  },
  Action: {
    kind: "Action",
    expected: (world) => world.parts.steps[world.actions]?.action ?? "(the path has no more steps)",
    async run(world) {
      await runUiAction(world.page, world.resolved.driver, world.resolved.path, world.actions);
      world.actions += 1;
    },
  },
  Outcome: {
    kind: "Outcome",
    expected: (world) => (world.actions === 0 ? world.parts.initial : (world.parts.steps[world.actions - 1]?.outcome ?? "")),
    async run(world) {
      if (!world.opened) throw new Error("a Then before the Given that opens the page");
      const { path, driver } = world.resolved;
      const snapshot = world.actions === 0 ? path.initial : path.steps[world.actions - 1]?.expected;
      if (!snapshot) throw new Error(`the path has no step ${world.actions}`);
      await checkState(world.page, driver, snapshot, world.actions === 0 ? "at start" : `after step ${world.actions} (${path.steps[world.actions - 1]?.event.type})`);
    },
  },
};
