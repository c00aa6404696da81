import type { FilterListContext } from "../../../machines/filter-list/filter-list.machine";
import { describeMachine } from "../describe";
import { say } from "../labels";
import { tr } from "../phrases";

// Options are the airlines of the flights found: the list shows each airline's name, the machine
// its code (AA American Airlines, BA British Airways, LH Lufthansa: carriers the sandbox flies JFK → LHR).
export const filterListDescriptions = describeMachine<FilterListContext>({
  start: (input) => tr`On the flight results, open the ${say("Airlines")} filter (airlines ${((input as { options: string[] }).options ?? []).join(", ")})`,
  states: {
    "(root)": (context) => tr`The ${say("Airlines")} filter lists ${context.options.join(", ") || tr`no airline`}; ticked: ${context.selected.join(", ") || "none"}`,
  },
  events: {
    "filter.toggled": ({ event, context }) =>
      context.options.includes(String(event.value))
        ? tr`Tick or untick the airline ${String(event.value)}`
        : tr`Look for the airline ${String(event.value)}: the results have none, so it is not in the list`,
    "filter.only": ({ event }) => tr`Press ${say("Only")} beside the airline ${String(event.value)}`,
    "filter.allSelected": tr`Press ${say("Select All")}`,
    "filter.cleared": tr`Press ${say("Clear All")}`,
    "filter.optionsChanged": ({ event }) => tr`Search again so the results bring the airlines ${((event.options as string[] | undefined) ?? []).join(", ")}`,
  },
});
