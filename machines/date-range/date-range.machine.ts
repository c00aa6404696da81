import { assign, setup } from "xstate";
import { DEFAULT_RANGE_DAYS, DEFAULT_START_OFFSET_DAYS, INITIAL_DATE_OFFSET_DAYS } from "@/shared/constants";
import { addDays, daysBetween, isIsoDate } from "./iso-date";

/** spec B §2: the range picker's default maximum span. */
const DEFAULT_MAX_RANGE_DAYS = 28;

export type DateMode = "single" | "range";

export interface DateRangeInput {
  /** ISO date of today from the web's clock: the machine never reads the time itself. */
  today: string;
  mode?: DateMode;
  startDate?: string;
  endDate?: string;
  /** spec A §5: defaults to today. */
  minDate?: string;
  maxDate?: string | null;
  /** spec B §5: 28 by default. */
  maxDays?: number;
}

export interface DateRangeContext {
  today: string;
  mode: DateMode;
  minDate: string;
  maxDate: string | null;
  maxDays: number;
  startDate: string;
  /** Kept in single mode too, so switching back to a range restores it. */
  endDate: string;
}

export type DateRangeEvent =
  | { type: "date.startSelected"; date: string }
  | { type: "date.endSelected"; date: string }
  | { type: "date.rangeSelected"; startDate: string; endDate: string }
  /** spec A §4 "initial-date action": start today+N (default 2), end 7 days later. */
  | { type: "date.initialReset"; offsetDays?: number }
  | { type: "date.modeChanged"; mode: DateMode };

/**
 * spec B §5 range rules: end equal to start becomes start+1; a span reaching the maximum is
 * clamped to start+max. An end before the start is treated like a new start+1 (the picker's
 * second click before the first).
 */
function normalizeEnd(startDate: string, endDate: string, maxDays: number): string {
  const span = daysBetween(startDate, endDate);
  if (span <= 0) return addDays(startDate, 1);
  return span >= maxDays ? addDays(startDate, maxDays) : endDate;
}

function selectable(context: DateRangeContext, date: unknown): date is string {
  return isIsoDate(date) && date >= context.minDate && (context.maxDate === null || date <= context.maxDate);
}

/** Single or range date picker (spec B §2 and §5, spec A §5 "Date picker", §9 defaults). */
export const dateRangeMachine = setup({
  types: {
    input: {} as DateRangeInput,
    context: {} as DateRangeContext,
    events: {} as DateRangeEvent,
  },
  guards: {
    startsSingle: ({ context }) => context.mode === "single",
    isSingle: ({ event }) => event.type === "date.modeChanged" && event.mode === "single",
    isRange: ({ event }) => event.type === "date.modeChanged" && event.mode === "range",
    canSelectStart: ({ context, event }) => event.type === "date.startSelected" && selectable(context, event.date),
    canSelectEnd: ({ context, event }) => event.type === "date.endSelected" && selectable(context, event.date) && event.date >= context.startDate,
    canSelectRange: ({ context, event }) => event.type === "date.rangeSelected" && selectable(context, event.startDate) && selectable(context, event.endDate),
  },
  actions: {
    selectStart: assign(({ context, event }) => {
      if (event.type !== "date.startSelected") return {};
      return { startDate: event.date, endDate: normalizeEnd(event.date, context.endDate, context.maxDays) };
    }),
    selectEnd: assign(({ context, event }) => (event.type === "date.endSelected" ? { endDate: normalizeEnd(context.startDate, event.date, context.maxDays) } : {})),
    selectRange: assign(({ context, event }) => (event.type === "date.rangeSelected" ? { startDate: event.startDate, endDate: normalizeEnd(event.startDate, event.endDate, context.maxDays) } : {})),
    resetToInitial: assign(({ context, event }) => {
      if (event.type !== "date.initialReset") return {};
      const offset = Number.isInteger(event.offsetDays) && (event.offsetDays ?? 0) >= 0 ? (event.offsetDays ?? 0) : INITIAL_DATE_OFFSET_DAYS;
      const startDate = addDays(context.today, offset);
      return { startDate, endDate: addDays(startDate, DEFAULT_RANGE_DAYS) };
    }),
  },
}).createMachine({
  id: "dateRange",
  context: ({ input }) => {
    const minDate = input.minDate && isIsoDate(input.minDate) && input.minDate > input.today ? input.minDate : input.today;
    const maxDays = input.maxDays && input.maxDays > 0 ? input.maxDays : DEFAULT_MAX_RANGE_DAYS;
    const startDate = input.startDate && isIsoDate(input.startDate) && input.startDate >= minDate ? input.startDate : addDays(input.today, DEFAULT_START_OFFSET_DAYS);
    const requestedEnd = input.endDate && isIsoDate(input.endDate) ? input.endDate : addDays(startDate, DEFAULT_RANGE_DAYS);
    return {
      today: input.today,
      mode: input.mode ?? "range",
      minDate,
      maxDate: input.maxDate ?? null,
      maxDays,
      startDate,
      endDate: normalizeEnd(startDate, requestedEnd, maxDays),
    };
  },
  initial: "choosingMode",
  states: {
    /** Never rests here: the input's mode picks the state. */
    choosingMode: {
      always: [{ guard: "startsSingle", target: "single" }, { target: "range" }],
    },
    single: {
      on: {
        "date.startSelected": { guard: "canSelectStart", actions: "selectStart" },
        "date.initialReset": { actions: "resetToInitial" },
        "date.modeChanged": { guard: "isRange", target: "range", actions: assign({ mode: "range" }) },
      },
    },
    range: {
      on: {
        "date.startSelected": { guard: "canSelectStart", actions: "selectStart" },
        "date.endSelected": { guard: "canSelectEnd", actions: "selectEnd" },
        "date.rangeSelected": { guard: "canSelectRange", actions: "selectRange" },
        "date.initialReset": { actions: "resetToInitial" },
        "date.modeChanged": { guard: "isSingle", target: "single", actions: assign({ mode: "single" }) },
      },
    },
  },
});
