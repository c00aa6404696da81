import { assign, setup } from "xstate";
import { canCompareMore } from "@/shared/hotels/compare";

// Hotels chosen for comparison on the results page (spec B §2: at most 3). A fourth is refused and
// the refusal is kept until the selection changes, so the page can say why.

export interface HotelCompareContext {
  selected: string[];
  /** The hotel last refused because the comparison was full. */
  refused: string | null;
}

export type HotelCompareEvent = { type: "compare.toggled"; hotelId: string } | { type: "compare.cleared" };

export const hotelCompareMachine = setup({
  types: { context: {} as HotelCompareContext, events: {} as HotelCompareEvent },
  guards: {
    isChosen: ({ context, event }) => event.type === "compare.toggled" && context.selected.includes(event.hotelId),
    hasRoom: ({ context }) => canCompareMore(context.selected),
  },
  actions: {
    remove: assign({ selected: ({ context, event }) => context.selected.filter((id) => event.type !== "compare.toggled" || id !== event.hotelId), refused: null }),
    add: assign({ selected: ({ context, event }) => (event.type === "compare.toggled" ? [...context.selected, event.hotelId] : context.selected), refused: null }),
    refuse: assign({ refused: ({ event }) => (event.type === "compare.toggled" ? event.hotelId : null) }),
    clear: assign({ selected: [], refused: null }),
  },
}).createMachine({
  id: "hotelCompare",
  context: { selected: [], refused: null },
  on: {
    "compare.toggled": [{ guard: "isChosen", actions: "remove" }, { guard: "hasRoom", actions: "add" }, { actions: "refuse" }],
    "compare.cleared": { actions: "clear" },
  },
});
