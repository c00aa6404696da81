import { assign, setup } from "xstate";
import { canAddTraveller, canRemoveTraveller, travellerCounts, type TravellerCategories, type TravellerCounts } from "@/shared/booking/traveller-categories";

export interface TravelerPickerInput {
  /** The vertical's categories and limits (flights: src/shared/flights/travellers.ts). */
  travellers: TravellerCategories;
  /** Counts to start from; each category's `initial` where missing. Clamped to the rules. */
  counts?: Partial<Record<string, number>>;
}

export interface TravelerPickerContext {
  travellers: TravellerCategories;
  counts: TravellerCounts;
}

export type TravelerPickerEvent = { type: "picker.opened" } | { type: "picker.closed" } | { type: "traveler.incremented"; category: string } | { type: "traveler.decremented"; category: string };

/**
 * Traveller picker popup (spec B §2, §5): a count per category the vertical describes, with its
 * limits (spec B §5: increment disabled at the maximum; decrement disabled at the minimum, e.g. one
 * adult). Components ask `state.can(event)` for each button. The machine knows no vertical.
 */
export const travelerPickerMachine = setup({
  types: {
    input: {} as TravelerPickerInput,
    context: {} as TravelerPickerContext,
    events: {} as TravelerPickerEvent,
  },
  guards: {
    canIncrement: ({ context, event }) => event.type === "traveler.incremented" && canAddTraveller(context.travellers, context.counts, event.category),
    canDecrement: ({ context, event }) => event.type === "traveler.decremented" && canRemoveTraveller(context.travellers, context.counts, event.category),
  },
  actions: {
    increment: assign({
      counts: ({ context, event }) => (event.type === "traveler.incremented" ? { ...context.counts, [event.category]: (context.counts[event.category] ?? 0) + 1 } : context.counts),
    }),
    decrement: assign({
      counts: ({ context, event }) => (event.type === "traveler.decremented" ? { ...context.counts, [event.category]: (context.counts[event.category] ?? 0) - 1 } : context.counts),
    }),
  },
}).createMachine({
  id: "travelerPicker",
  context: ({ input }) => ({ travellers: input.travellers, counts: travellerCounts(input.travellers, input.counts) }),
  initial: "closed",
  // Counts change while open; the form reads `counts` when it closes (or live).
  on: {
    "traveler.incremented": { guard: "canIncrement", actions: "increment" },
    "traveler.decremented": { guard: "canDecrement", actions: "decrement" },
  },
  states: {
    closed: { on: { "picker.opened": "open" } },
    open: { on: { "picker.closed": "closed" } },
  },
});
