/**
 * Browser driver of the filterList machine: the "Airlines" checkbox list of the flight results
 * (src/web/components/booking/filter-list.tsx in the results' filter panel).
 *
 * - The model's options are airline codes. First-class searches give exactly the airlines it
 *   names: Dallas → London (American Airlines, British Airways) and Frankfurt → San Francisco
 *   (British Airways, Lufthansa) on a day the setup picks through the search API.
 * - `filter.optionsChanged` is a new search from the form on the results page. The page resets the
 *   filters on a new search (spec A §4), while the machine keeps the ticked airlines that are still
 *   offered: the two agree only when none of the ticked ones is offered again (then both tick all).
 *   Other new-option steps are not something the page does (`unsupportedFilterStep`).
 * - Select All and Clear All are disabled when they would change nothing; the model still takes
 *   those (no-op) transitions, and a person sees exactly that: the button is disabled.
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { FilterListContext } from "../../../machines/filter-list/filter-list.machine";
import { reconcileSelection } from "../../../src/shared/filters/selection";
import type { ExpectedSnapshot } from "../../model/harness";
import { defineDriver, type UiStep } from "../ui-model";
import { chooseAirport, isoDay, resultsUrl, searchOffers, type SearchRoute, type UnsupportedStep } from "./flights-common";
import { scaled } from "../../browser/slowdown";

const ROUTES: Array<{ airlines: string[]; route: Omit<SearchRoute, "depart"> }> = [
  { airlines: ["AA", "BA"], route: { from: "DFW", to: "LHR", cabin: "First" } },
  { airlines: ["BA", "LH"], route: { from: "FRA", to: "SFO", cabin: "First" } },
];

const contextOf = (snapshot: ExpectedSnapshot) => snapshot.context as FilterListContext;
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

export const unsupportedFilterStep: UnsupportedStep = (step, index, path) => {
  if (step.event.type !== "filter.optionsChanged") return null;
  const before = contextOf(index === 0 ? path.initial : (path.steps[index - 1]?.expected as ExpectedSnapshot));
  const options = step.event.options as string[];
  if (!ROUTES.some((entry) => same(entry.airlines, options))) return `no sandbox route offers exactly ${options.join(", ")}`;
  const kept = reconcileSelection(options, before.selected);
  return same(kept, options) ? null : "a new search resets the airline filter to every airline (spec A §4); the machine keeps the ticked ones still offered";
};

interface Day {
  depart: string;
  names: Record<string, string>;
}
let day: Promise<Day> | null = null;

/** A departure day on which both first-class routes offer exactly their airlines. */
async function findDay(request: APIRequestContext): Promise<Day> {
  for (let offset = 21; offset < 120; offset++) {
    const depart = isoDay(offset);
    const names: Record<string, string> = {};
    let fits = true;
    for (const { airlines, route } of ROUTES) {
      const offers = await searchOffers(request, { ...route, depart });
      const found = new Set<string>();
      for (const leg of offers.flatMap((offer) => offer.flights)) {
        found.add(leg.airline);
        names[leg.airline] = leg.airlineName;
      }
      if (!same([...found], airlines)) {
        fits = false;
        break;
      }
    }
    if (fits) return { depart, names };
  }
  throw new Error("no day in the next 120 with first-class DFW-LHR = AA, BA and FRA-SFO = BA, LH");
}

const airlinesGroup = (page: Page) => page.getByRole("complementary", { name: "Filters" }).getByRole("group", { name: "Airlines" });
let names: Record<string, string> = {};
const nameOf = (code: string) => names[code] ?? code;
const checkbox = (page: Page, code: string) => airlinesGroup(page).getByRole("checkbox", { name: new RegExp(`^${nameOf(code)}\\b`) });

async function pressListButton(page: Page, name: string, step: UiStep): Promise<void> {
  const button = airlinesGroup(page).getByRole("button", { name, exact: true });
  if (JSON.stringify(contextOf(step.before).selected) === JSON.stringify(contextOf(step.after).selected)) await expect(button).toBeDisabled();
  else await button.click();
}

export const filterListDriver = defineDriver({
  async setup(page) {
    day ??= findDay(page.request).catch((error: unknown) => {
      day = null;
      throw error;
    });
    const found = await day;
    names = found.names;
    await page.goto(resultsUrl({ ...(ROUTES[0]?.route as SearchRoute), depart: found.depart }));
    await expect(page.getByRole("button", { name: /^Select flight/ }).first()).toBeVisible({ timeout: scaled(20_000) });
  },
  stateChecks: {
    async "(root)"(page, snapshot) {
      const { options, selected } = contextOf(snapshot);
      await expect(airlinesGroup(page).getByRole("checkbox")).toHaveCount(options.length);
      for (const code of options) {
        if (selected.includes(code)) await expect(checkbox(page, code)).toBeChecked();
        else await expect(checkbox(page, code)).not.toBeChecked();
      }
    },
  },
  eventActions: {
    async "filter.toggled"(page, event, step) {
      const code = String(event.value);
      // Not offered: there is no such checkbox to tick.
      if (!contextOf(step.before).options.includes(code)) return expect(checkbox(page, code)).toHaveCount(0);
      await checkbox(page, code).click();
    },
    async "filter.only"(page, event) {
      await airlinesGroup(page).getByRole("button", { name: `Only ${nameOf(String(event.value))}`, exact: true }).click();
    },
    async "filter.allSelected"(page, _event, step) {
      await pressListButton(page, "Select All", step);
    },
    async "filter.cleared"(page, _event, step) {
      await pressListButton(page, "Clear All", step);
    },
    async "filter.optionsChanged"(page, event) {
      const entry = ROUTES.find(({ airlines }) => same(airlines, event.options as string[]));
      if (!entry) throw new Error(`no route for ${JSON.stringify(event.options)}`);
      const form = page.getByRole("form", { name: "Search flights" });
      for (const [label, code] of [["From", entry.route.from], ["To", entry.route.to]] as const) await chooseAirport(page, label, code);
      await form.getByLabel("Cabin").selectOption(entry.route.cabin ?? "NoPreference");
      await form.getByRole("button", { name: "Search flights" }).click();
      await expect(page).toHaveURL(new RegExp(`legs=${entry.route.from}-${entry.route.to}-`));
      await expect(page.getByRole("button", { name: /^Select flight/ }).first()).toBeVisible({ timeout: scaled(20_000) });
    },
  },
});
