/**
 * Browser driver of the dateRange machine: the date modal of the flight search form
 * (src/web/components/booking/date-range-picker.tsx): "Dates" (range, Round-Trip) or "Departure
 * date" (single, One-Way). The page's clock is set to the model's today (2030-05-01), so the
 * form's default dates and the calendar's first selectable day are the model's.
 *
 * How a person causes each event:
 * - single `date.startSelected`: click the day (the calendar sends exactly this event).
 * - range: the range calendar reports both ends at once (`date.rangeSelected`, two clicks). Picking
 *   the departure is clicking it, then the return day that stays; picking the return is clicking
 *   the departure that stays, then the return. The machine's range rules (at least one night, at
 *   most 28) then show on the page exactly as after the model's event.
 * - a day before today is disabled (or in a month the calendar will not go back to).
 * - `date.modeChanged`: Done, choose the other trip type, open the date modal again. The form keeps
 *   a one-way date and a round-trip range apart, while the machine carries the start date across
 *   modes; a switch whose outcome differs is not something the page does (`unsupportedDateStep`).
 * - `date.initialReset`: the modal's "Reset dates" button (today+2, 7 days later).
 */
import { expect, type Page } from "@playwright/test";
import type { DateRangeContext } from "@machines/date-range/date-range.machine";
import { addDays, daysBetween } from "@machines/date-range/iso-date";
import type { ExpectedSnapshot, ModelPath } from "../../model/harness";
import { defineDriver, type UiStep } from "../ui-model";
import { ACME, type UnsupportedStep } from "./flights-common";

const TODAY = "2030-05-01";
const MAX_DAYS = 28;
const contextOf = (snapshot: ExpectedSnapshot) => snapshot.context as DateRangeContext;
const modeOf = (snapshot: ExpectedSnapshot) => (snapshot.value === "single" ? "single" : "range");

/**
 * What the search form holds between modal openings: the one-way date and the round-trip range
 * apart (src/web/features/flights/components/search-form.tsx), committed by Done.
 */
interface FormDates {
  single: string;
  range: { start: string; end: string };
}

/** The modal's dates when it opens in `mode` (DatePickerDialog's input to the machine). */
function opened(form: FormDates, mode: "single" | "range"): { start: string; end: string } {
  const start = mode === "single" ? form.single : form.range.start;
  const end = form.range.end;
  const span = daysBetween(start, end);
  return { start, end: span <= 0 ? addDays(start, 1) : span >= MAX_DAYS ? addDays(start, MAX_DAYS) : end };
}

/** Replays the form's two date sets along the path up to step `index` (its modeChanged steps commit them). */
function formBefore(path: ModelPath, index: number): FormDates {
  const first = contextOf(path.initial);
  const form: FormDates = { single: first.startDate, range: { start: first.startDate, end: first.endDate } };
  let before = path.initial;
  for (const [i, step] of path.steps.entries()) {
    if (i >= index) break;
    if (step.event.type === "date.modeChanged" && step.expected.value !== before.value) {
      const { startDate, endDate } = contextOf(before);
      if (modeOf(before) === "single") form.single = startDate;
      else form.range = { start: startDate, end: endDate };
    }
    before = step.expected;
  }
  return form;
}

export const unsupportedDateStep: UnsupportedStep = (step, index, path) => {
  const before = index === 0 ? path.initial : (path.steps[index - 1]?.expected as ExpectedSnapshot);
  const { type } = step.event;
  const context = contextOf(before);
  const selectable = (date: unknown) => typeof date === "string" && date >= context.minDate && (context.maxDate === null || date <= context.maxDate);
  const tooEarly = (date: unknown) => typeof date === "string" && date < context.minDate;
  if (type === "date.startSelected" && !selectable(step.event.date) && !tooEarly(step.event.date)) return "the page sets no latest date";
  if (type === "date.rangeSelected" && !(selectable(step.event.startDate) && selectable(step.event.endDate)) && !tooEarly(step.event.startDate)) {
    return "the page sets no latest date";
  }
  if (type === "date.endSelected" && !(selectable(step.event.date) && String(step.event.date) >= context.startDate) && !tooEarly(step.event.date)) {
    // A person who clicks an earlier day in a range calendar starts a new range; the machine refuses it.
    return "the range calendar never refuses a later day: it starts a new range";
  }
  const refused = JSON.stringify(before) === JSON.stringify(step.expected);
  if (type === "date.modeChanged" && !refused) {
    const form = formBefore(path, index);
    // Done commits the modal's dates for the mode being left.
    const { startDate, endDate } = contextOf(before);
    if (modeOf(before) === "single") form.single = startDate;
    else form.range = { start: startDate, end: endDate };
    const shown = opened(form, modeOf(step.expected));
    const expected = contextOf(step.expected);
    const same = shown.start === expected.startDate && (modeOf(step.expected) === "single" || shown.end === expected.endDate);
    if (!same) return "the search form keeps the one-way date and the round-trip dates apart; the machine carries the start date across modes";
  }
  return null;
};

// ------------------------------------------------------------------ the modal

const LONG = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const SHOWN = new Intl.DateTimeFormat("en", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

const MONTH_YEAR = /(January|February|March|April|May|June|July|August|September|October|November|December)\D*?(\d{4})/;
const modal = (page: Page, mode: "single" | "range") => page.getByRole("dialog", { name: mode === "single" ? "Departure date" : "Dates" });
/** A day's cell: its label is "[Today, ][Selected Range: … to …, ]Thursday, May 2, 2030[ selected][, …]". */
const dayCell = (page: Page, mode: "single" | "range", iso: string) => modal(page, mode).getByRole("button", { name: new RegExp(`(^|, )${LONG.format(utc(iso))}( selected)?(,|$)`) });

/** Shows the month of `iso` (moving back or forward a month at a time), then answers its cell. */
async function reveal(page: Page, mode: "single" | "range", iso: string) {
  const cell = dayCell(page, mode, iso);
  for (let moves = 0; moves < 14 && !(await cell.isVisible()); moves++) {
    // The calendar's heading: "May to June 2030", "December 2030 to January 2031", "May 2030".
    const headings = await modal(page, mode).getByRole("heading").allTextContents();
    const shown = headings.map((text) => MONTH_YEAR.exec(text)).find((match) => match !== null);
    const first = shown ? new Date(`1 ${shown[1]} ${shown[2]} UTC`) : undefined;
    const back = first !== undefined && utc(iso) < first;
    const button = modal(page, mode).getByRole("button", { name: back ? "Previous month" : "Next month" });
    if (await button.isDisabled()) return null;
    await button.click();
  }
  return cell;
}

/** Clicks a day in the open date modal (showing its month first). Used by the flight booking driver too. */
export async function clickDay(page: Page, mode: "single" | "range", iso: string) {
  const cell = await reveal(page, mode, iso);
  if (!cell) throw new Error(`cannot show ${iso} in the calendar`);
  await cell.click();
}

/** A day before today: disabled, or in a month the calendar does not go back to. */
async function expectUnselectable(page: Page, mode: "single" | "range", iso: string) {
  const cell = await reveal(page, mode, iso);
  if (cell) await expect(cell).toHaveAttribute("aria-disabled", "true");
}

/** The trip type tabs: a label around a visually hidden radio. */
async function chooseTrip(page: Page, trip: "One-Way" | "Round-Trip") {
  await page.getByRole("form", { name: "Search flights" }).getByText(trip, { exact: true }).click();
  await expect(page.getByRole("radio", { name: trip })).toBeChecked();
}

async function openModal(page: Page, mode: "single" | "range") {
  await page.getByRole("button", { name: mode === "single" ? /^Departure date/ : /^Dates/ }).click();
  await expect(modal(page, mode)).toBeVisible();
}

async function showsDates(page: Page, snapshot: ExpectedSnapshot) {
  const mode = modeOf(snapshot);
  const { startDate, endDate } = contextOf(snapshot);
  const dialog = modal(page, mode);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("definition").first()).toHaveText(SHOWN.format(utc(startDate)));
  if (mode === "range") await expect(dialog.getByRole("definition").nth(1)).toHaveText(SHOWN.format(utc(endDate)));
  else await expect(dialog.getByRole("definition")).toHaveCount(1);
}

function beforeOf(step: UiStep) {
  return contextOf(step.before);
}

export const dateRangeDriver = defineDriver({
  async setup(page, input) {
    const mode = (input as { mode?: string }).mode === "single" ? "single" : "range";
    await page.clock.install({ time: new Date(`${TODAY}T09:00:00`) });
    await page.goto(`${ACME}/booknow/flights/search`);
    if (mode === "single") await chooseTrip(page, "One-Way");
    await openModal(page, mode);
  },
  stateChecks: {
    async single(page, snapshot) {
      await showsDates(page, snapshot);
    },
    async range(page, snapshot) {
      await showsDates(page, snapshot);
    },
  },
  eventActions: {
    async "date.startSelected"(page, event, step) {
      const mode = modeOf(step.before);
      const date = String(event.date);
      if (date < beforeOf(step).minDate) return expectUnselectable(page, mode, date);
      await clickDay(page, mode, date);
      // Range: the return that stays (or the same day again: the machine makes it one night).
      if (mode === "range") await clickDay(page, mode, beforeOf(step).endDate > date ? beforeOf(step).endDate : date);
    },
    async "date.endSelected"(page, event, step) {
      const date = String(event.date);
      if (date < beforeOf(step).minDate) return expectUnselectable(page, "range", date);
      await clickDay(page, "range", beforeOf(step).startDate);
      await clickDay(page, "range", date);
    },
    async "date.rangeSelected"(page, event, step) {
      const start = String(event.startDate);
      if (start < beforeOf(step).minDate) return expectUnselectable(page, "range", start);
      await clickDay(page, "range", start);
      await clickDay(page, "range", String(event.endDate));
    },
    async "date.initialReset"(page, _event, step) {
      await modal(page, modeOf(step.before)).getByRole("button", { name: "Reset dates" }).click();
    },
    async "date.modeChanged"(page, event, step) {
      const from = modeOf(step.before);
      const to = event.mode === "single" ? "single" : "range";
      if (from === to) return; // already in that mode: nothing to switch
      await modal(page, from).getByRole("button", { name: "Done" }).click();
      await expect(modal(page, from)).toHaveCount(0);
      await chooseTrip(page, to === "single" ? "One-Way" : "Round-Trip");
      await openModal(page, to);
    },
  },
});
