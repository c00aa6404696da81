import type { DateRangeContext } from "../../../machines/date-range/date-range.machine";
import { describeMachine } from "../describe";
import { say } from "../labels";
import { fromToday, nightsAfter } from "../relative-days";

const unchanged = (a: DateRangeContext, b: DateRangeContext) => a.startDate === b.startDate && a.endDate === b.endDate && a.mode === b.mode;
/** The picker's today is its earliest day (`minDate`). */
const day = (date: unknown, context: DateRangeContext) => `the day ${fromToday(String(date), context.minDate)}`;

export const dateRangeDescriptions = describeMachine<DateRangeContext>({
  start: (input) => {
    const { mode, today, maxDate } = input as { mode?: string; today: string; maxDate?: string };
    return mode === "single"
      ? `On the ${say("One-Way")} flight search form${maxDate ? ` (the last day offered is ${fromToday(maxDate, today)})` : ""}, open the date picker`
      : `On the ${say("Round-Trip")} flight search form, open the date picker`;
  },
  states: {
    choosingMode: "(the picker reads its mode)",
    single: (context) => `The picker shows one date: ${day(context.startDate, context)}`,
    range: (context) => `The picker shows ${day(context.startDate, context)} to ${context.endDate ? nightsAfter(context.endDate, context.startDate) : "no return date"}`,
  },
  events: {
    "date.startSelected": ({ event, context, after }) =>
      unchanged(context, after) && String(event.date) < context.minDate
        ? `Try to click ${day(event.date, context)}: the day is disabled`
        : `Click ${day(event.date, context)} as the departure date`,
    "date.endSelected": ({ event, context, after }) =>
      String(event.date) < context.startDate
        ? `Click ${day(event.date, context)} as the return date (before the departure): it is refused`
        : after.endDate !== event.date
          ? `Click ${day(event.date, context)} as the return date: the picker sets ${day(after.endDate, context)} instead (at least one night, at most 28)`
          : `Click ${day(event.date, context)} as the return date`,
    "date.rangeSelected": ({ event, context, after }) =>
      unchanged(context, after) && String(event.startDate) < context.minDate
        ? `Type a range that starts ${fromToday(String(event.startDate), context.minDate)}: it is refused`
        : `Pick the range from ${day(event.startDate, context)} to ${day(event.endDate, context)}`,
    "date.initialReset": `Press ${say("Reset dates")} (start in 2 days, return a week later)`,
    "date.modeChanged": ({ event }) => `Choose ${say(event.mode === "single" ? "One-Way" : "Round-Trip")}`,
  },
});
