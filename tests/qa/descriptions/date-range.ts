import type { DateRangeContext } from "@machines/date-range/date-range.machine";
import { describeMachine } from "../describe";
import { say } from "../labels";
import { fromToday, nightsAfter } from "../relative-days";
import { tr } from "../phrases";

const unchanged = (a: DateRangeContext, b: DateRangeContext) => a.startDate === b.startDate && a.endDate === b.endDate && a.mode === b.mode;
/** The picker's today is its earliest day (`minDate`). */
const day = (date: unknown, context: DateRangeContext) => tr`the day ${fromToday(String(date), context.minDate)}`;

export const dateRangeDescriptions = describeMachine<DateRangeContext>({
  start: (input) => {
    const { mode, today, maxDate } = input as { mode?: string; today: string; maxDate?: string };
    return mode === "single"
      ? tr`On the ${say("One-Way")} flight search form${maxDate ? tr` (the last day offered is ${fromToday(maxDate, today)})` : ""}, open the date picker`
      : tr`On the ${say("Round-Trip")} flight search form, open the date picker`;
  },
  states: {
    choosingMode: tr`(the picker reads its mode)`,
    single: (context) => tr`The picker shows one date: ${day(context.startDate, context)}`,
    range: (context) => tr`The picker shows ${day(context.startDate, context)} to ${context.endDate ? nightsAfter(context.endDate, context.startDate) : tr`no return date`}`,
  },
  events: {
    "date.startSelected": ({ event, context, after }) =>
      unchanged(context, after) && String(event.date) < context.minDate ? tr`Try to click ${day(event.date, context)}: the day is disabled` : tr`Click ${day(event.date, context)} as the departure date`,
    "date.endSelected": ({ event, context, after }) =>
      String(event.date) < context.startDate
        ? tr`Click ${day(event.date, context)} as the return date (before the departure): it is refused`
        : after.endDate !== event.date
          ? tr`Click ${day(event.date, context)} as the return date: the picker sets ${day(after.endDate, context)} instead (at least one night, at most 28)`
          : tr`Click ${day(event.date, context)} as the return date`,
    "date.rangeSelected": ({ event, context, after }) =>
      unchanged(context, after) && String(event.startDate) < context.minDate
        ? tr`Type a range that starts ${fromToday(String(event.startDate), context.minDate)}: it is refused`
        : tr`Pick the range from ${day(event.startDate, context)} to ${day(event.endDate, context)}`,
    "date.initialReset": tr`Press ${say("Reset dates")} (start in 2 days, return a week later)`,
    "date.modeChanged": ({ event }) => tr`Choose ${say(event.mode === "single" ? "One-Way" : "Round-Trip")}`,
  },
});
