import { assign, setup } from "xstate";
import { clearAllOptions, onlyOption, reconcileSelection, selectAllOptions, toggleOption } from "../../src/shared/filters/selection";

export interface FilterListInput {
  options: readonly string[];
  /** Defaults to every option. */
  selected?: readonly string[];
}

export interface FilterListContext {
  options: string[];
  selected: string[];
}

export type FilterListEvent =
  | { type: "filter.toggled"; value: string }
  | { type: "filter.allSelected" }
  | { type: "filter.cleared" }
  /** The 'Only' shortcut beside each option. */
  | { type: "filter.only"; value: string }
  /** New results bring new options: keep what is still offered. */
  | { type: "filter.optionsChanged"; options: readonly string[] };

/**
 * Filter checkbox list with Select All, Clear All and Only (spec B §2). The selection rules are the
 * pure helpers in src/shared/filters/selection.ts, shared with the flight filters (and any vertical's).
 */
export const filterListMachine = setup({
  types: {
    input: {} as FilterListInput,
    context: {} as FilterListContext,
    events: {} as FilterListEvent,
  },
  guards: {
    isOption: ({ context, event }) => (event.type === "filter.toggled" || event.type === "filter.only") && context.options.includes(event.value),
  },
  actions: {
    toggle: assign({
      selected: ({ context, event }) => (event.type === "filter.toggled" ? toggleOption(context.options, context.selected, event.value) : context.selected),
    }),
    only: assign({
      selected: ({ context, event }) => (event.type === "filter.only" ? onlyOption(context.options, event.value) : context.selected),
    }),
    selectAll: assign({ selected: ({ context }) => selectAllOptions(context.options) }),
    clearAll: assign({ selected: () => clearAllOptions<string>() }),
    replaceOptions: assign(({ context, event }) => {
      if (event.type !== "filter.optionsChanged") return {};
      const options = [...new Set(event.options)];
      return { options, selected: reconcileSelection(options, context.selected) };
    }),
  },
}).createMachine({
  id: "filterList",
  context: ({ input }) => {
    const options = [...new Set(input.options)];
    return { options, selected: input.selected ? options.filter((option) => input.selected?.includes(option)) : [...options] };
  },
  on: {
    "filter.toggled": { guard: "isOption", actions: "toggle" },
    "filter.only": { guard: "isOption", actions: "only" },
    "filter.allSelected": { actions: "selectAll" },
    "filter.cleared": { actions: "clearAll" },
    "filter.optionsChanged": { actions: "replaceOptions" },
  },
});
