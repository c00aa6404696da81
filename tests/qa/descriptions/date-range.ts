import type { DateRangeContext } from "../../../machines/date-range/date-range.machine";
import { describeMachine } from "../describe";

const unchanged = (a: DateRangeContext, b: DateRangeContext) => a.startDate === b.startDate && a.endDate === b.endDate && a.mode === b.mode;

export const dateRangeDescriptions = describeMachine<DateRangeContext>({
  start: (input) =>
    (input as { mode?: string }).mode === "single"
      ? "On the one-way flight search form (today is 2030-05-01, latest date 2030-12-31), open the date picker"
      : "On the round-trip flight search form (today is 2030-05-01), open the date picker",
  states: {
    choosingMode: "(the picker reads its mode)",
    single: (context) => `The picker shows one date: ${context.startDate}`,
    range: (context) => `The picker shows ${context.startDate} to ${context.endDate}`,
  },
  events: {
    "date.startSelected": ({ event, context, after }) =>
      unchanged(context, after) && String(event.date) < context.minDate
        ? `Try to click ${String(event.date)} (before today): the day is disabled`
        : `Click ${String(event.date)} as the departure date`,
    "date.endSelected": ({ event, context, after }) =>
      String(event.date) < context.startDate
        ? `Click ${String(event.date)} as the return date (before the departure): it is refused`
        : after.endDate !== event.date
          ? `Click ${String(event.date)} as the return date: the picker sets ${after.endDate} instead (at least one night, at most 28)`
          : `Click ${String(event.date)} as the return date`,
    "date.rangeSelected": ({ event, context, after }) =>
      unchanged(context, after) && String(event.startDate) < context.minDate
        ? `Type the range ${String(event.startDate)} – ${String(event.endDate)} (starts before today): it is refused`
        : `Pick the range ${String(event.startDate)} – ${String(event.endDate)}`,
    "date.initialReset": "Press 'Reset dates' (start in 2 days, return a week later)",
    "date.modeChanged": ({ event }) => (event.mode === "single" ? "Choose 'One way'" : "Choose 'Round trip'"),
  },
});
