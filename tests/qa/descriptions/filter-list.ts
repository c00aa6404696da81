import type { FilterListContext } from "../../../machines/filter-list/filter-list.machine";
import { describeMachine } from "../describe";

export const filterListDescriptions = describeMachine<FilterListContext>({
  start: (input) => `On the flight results, open the 'Airlines' filter (${((input as { options: string[] }).options ?? []).join(", ")})`,
  states: {
    "(root)": (context) => `The airline filter lists ${context.options.join(", ") || "no airline"}; ticked: ${context.selected.join(", ") || "none"}`,
  },
  events: {
    "filter.toggled": ({ event, context }) =>
      context.options.includes(String(event.value)) ? `Tick or untick '${String(event.value)}'` : `Look for '${String(event.value)}': it is not in the list`,
    "filter.only": ({ event }) => `Press 'Only' beside '${String(event.value)}'`,
    "filter.allSelected": "Press 'Select All'",
    "filter.cleared": "Press 'Clear All'",
    "filter.optionsChanged": ({ event }) => `Search again so the results bring the airlines ${((event.options as string[] | undefined) ?? []).join(", ")}`,
  },
});
