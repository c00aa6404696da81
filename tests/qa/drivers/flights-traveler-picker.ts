/**
 * Browser driver of the travelerPicker machine: the "Travellers" field of the flight search form
 * (src/web/components/booking/traveler-picker.tsx with flights' categories,
 * src/web/features/flights/components/traveler-picker.tsx) on /booknow/flights/search.
 *
 * - The counters live in the popup. The model also changes counts while the popup is closed; a
 *   person does that by opening the popup, pressing the button and pressing Done, which leaves the
 *   page in the same state, so that is what the action does.
 * - The page's limits are the app's (5 per type, 9 seated: spec B §5); the model's input uses 2 and
 *   3 to keep its graph small. A step the model refuses only because of its smaller limits is not
 *   something the page can show (`unsupportedTravelerStep`); every refusal both share (no adult
 *   below 1, no count below 0, no more infants than adults) is checked as a disabled button.
 */
import { expect, type Page } from "@playwright/test";
import type { AnyEventObject } from "xstate";
import type { TravelerPickerContext } from "@machines/traveler-picker/traveler-picker.machine";
import type { ExpectedSnapshot } from "../../model/harness";
import { defineDriver, type UiStep } from "../ui-model";
import { ACME, type UnsupportedStep } from "./flights-common";

const NAMES = { ADT: "Adults", CHD: "Children", INF: "Infants" } as const;
type PassengerType = keyof typeof NAMES;
type Counts = Record<PassengerType, number>;
/** The page's own limits (flights' categories, src/shared/flights/travellers.ts), restated here so a changed limit fails. */
const PAGE_MAX_PER_TYPE = 5;
const PAGE_MAX_SEATED = 9;

const contextOf = (snapshot: ExpectedSnapshot) => snapshot.context as TravelerPickerContext & { counts: Counts };
const field = (page: Page) => page.getByRole("button", { name: /^Travellers / });
const popup = (page: Page) => page.getByRole("dialog", { name: "Choose travellers" });

function summary(counts: Counts): string {
  const total = counts.ADT + counts.CHD + counts.INF;
  const travellers = `${total} ${total === 1 ? "traveller" : "travellers"}`;
  return counts.INF > 0 ? `${travellers} (incl. ${counts.INF} infant)` : travellers;
}

/** The rules the page shares with the model (its limits are larger). */
function pageAllows(counts: Counts, type: PassengerType, change: 1 | -1): boolean {
  if (change < 0) return type === "ADT" ? counts.ADT > 1 && counts.ADT > counts.INF : counts[type] > 0;
  if (counts[type] >= PAGE_MAX_PER_TYPE) return false;
  if (type === "INF") return counts.INF < counts.ADT;
  return counts.ADT + counts.CHD < PAGE_MAX_SEATED;
}

/** Steps the page cannot show: the model refuses because of its smaller limits only. */
export const unsupportedTravelerStep: UnsupportedStep = (step, index, path) => {
  const { type } = step.event;
  if (type !== "traveler.incremented" && type !== "traveler.decremented") return null;
  const before = contextOf(index === 0 ? path.initial : (path.steps[index - 1]?.expected as ExpectedSnapshot)).counts;
  const after = contextOf(step.expected).counts;
  const refused = JSON.stringify(before) === JSON.stringify(after);
  const allowed = pageAllows(before, step.event.category as PassengerType, type === "traveler.incremented" ? 1 : -1);
  return refused && allowed ? "the page's limits are 5 per type and 9 seated, the model's input uses 2 and 3" : null;
};

async function withPopup(page: Page, step: UiStep, work: () => Promise<void>): Promise<void> {
  const closed = step.before.value === "closed";
  if (closed) {
    await field(page).click();
    await expect(popup(page)).toBeVisible();
  }
  await work();
  if (closed) {
    await popup(page).getByRole("button", { name: "Done" }).click();
    await expect(popup(page)).toHaveCount(0);
  }
}

async function press(page: Page, event: AnyEventObject, step: UiStep, change: 1 | -1): Promise<void> {
  const type = event.category as PassengerType;
  const name = change > 0 ? `Add one to ${NAMES[type]}` : `Remove one from ${NAMES[type]}`;
  const refused = JSON.stringify(contextOf(step.before).counts) === JSON.stringify(contextOf(step.after).counts);
  await withPopup(page, step, async () => {
    const button = popup(page).getByRole("button", { name, exact: true });
    if (refused) await expect(button).toBeDisabled();
    else await button.click();
  });
}

export const travelerPickerDriver = defineDriver({
  async setup(page) {
    await page.goto(`${ACME}/booknow/flights/search`);
    await expect(page.getByRole("form", { name: "Search flights" })).toBeVisible();
  },
  stateChecks: {
    async closed(page, snapshot) {
      await expect(popup(page)).toHaveCount(0);
      await expect(field(page)).toContainText(summary(contextOf(snapshot).counts));
    },
    async open(page, snapshot) {
      const { counts } = contextOf(snapshot);
      await expect(popup(page)).toBeVisible();
      for (const type of Object.keys(NAMES) as PassengerType[]) {
        await expect(popup(page).getByRole("status", { name: NAMES[type], exact: true })).toHaveText(String(counts[type]));
        await expect(popup(page).getByRole("button", { name: `Remove one from ${NAMES[type]}` })).toBeEnabled({ enabled: pageAllows(counts, type, -1) });
        await expect(popup(page).getByRole("button", { name: `Add one to ${NAMES[type]}` })).toBeEnabled({ enabled: pageAllows(counts, type, 1) });
      }
      await expect(field(page)).toContainText(summary(counts));
    },
  },
  eventActions: {
    async "picker.opened"(page) {
      await field(page).click();
    },
    async "picker.closed"(page) {
      await popup(page).getByRole("button", { name: "Done" }).click();
    },
    async "traveler.incremented"(page, event, step) {
      await press(page, event, step, 1);
    },
    async "traveler.decremented"(page, event, step) {
      await press(page, event, step, -1);
    },
  },
});
