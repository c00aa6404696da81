import { assign, setup } from "xstate";
import { MAX_PASSENGERS, PASSENGER_TYPES, type PassengerType } from "../../src/shared/api/flights";

/** spec B §5: increment is disabled at 5 per type. */
const MAX_PER_TYPE = 5;

export type TravelerCounts = Record<PassengerType, number>;

export interface TravelerPickerInput {
  counts?: Partial<TravelerCounts>;
  /** Per type; spec B §5 default 5. */
  maxPerType?: number;
  /** Adults plus children (the travellers with a seat on most fares); defaults to the booking limit of 9. */
  maxSeated?: number;
}

export interface TravelerPickerContext {
  counts: TravelerCounts;
  maxPerType: number;
  maxSeated: number;
}

export type TravelerPickerEvent =
  | { type: "picker.opened" }
  | { type: "picker.closed" }
  | { type: "traveler.incremented"; passengerType: PassengerType }
  | { type: "traveler.decremented"; passengerType: PassengerType };

export const DEFAULT_COUNTS: TravelerCounts = { ADT: 1, CHD: 0, INF: 0 };

function isPassengerType(value: unknown): value is PassengerType {
  return PASSENGER_TYPES.includes(value as PassengerType);
}

/**
 * spec B §5 with one extra rule, because an infant sits on an adult's lap: infants never outnumber
 * adults (the search schema refuses it too). So INF + is disabled when INF = ADT, and ADT − is
 * disabled when ADT = INF.
 */
function canIncrement(context: TravelerPickerContext, type: PassengerType): boolean {
  const { counts } = context;
  if (counts[type] >= context.maxPerType) return false;
  if (type === "INF") return counts.INF < counts.ADT;
  return counts.ADT + counts.CHD < context.maxSeated;
}

/** spec B §5: decrement is disabled when Adult is 1 or a count is 0. */
function canDecrement(context: TravelerPickerContext, type: PassengerType): boolean {
  const { counts } = context;
  if (type === "ADT") return counts.ADT > 1 && counts.ADT > counts.INF;
  return counts[type] > 0;
}

function clampCount(value: number | undefined, min: number, max: number): number {
  return Number.isInteger(value) ? Math.min(max, Math.max(min, value ?? min)) : min;
}

/** Traveller picker popup (spec B §2, §3 passenger types). Components ask `state.can(event)` for each button. */
export const travelerPickerMachine = setup({
  types: {
    input: {} as TravelerPickerInput,
    context: {} as TravelerPickerContext,
    events: {} as TravelerPickerEvent,
  },
  guards: {
    canIncrement: ({ context, event }) =>
      event.type === "traveler.incremented" && isPassengerType(event.passengerType) && canIncrement(context, event.passengerType),
    canDecrement: ({ context, event }) =>
      event.type === "traveler.decremented" && isPassengerType(event.passengerType) && canDecrement(context, event.passengerType),
  },
  actions: {
    increment: assign({
      counts: ({ context, event }) =>
        event.type === "traveler.incremented" ? { ...context.counts, [event.passengerType]: context.counts[event.passengerType] + 1 } : context.counts,
    }),
    decrement: assign({
      counts: ({ context, event }) =>
        event.type === "traveler.decremented" ? { ...context.counts, [event.passengerType]: context.counts[event.passengerType] - 1 } : context.counts,
    }),
  },
}).createMachine({
  id: "travelerPicker",
  context: ({ input }) => {
    const maxPerType = input.maxPerType && input.maxPerType > 0 ? input.maxPerType : MAX_PER_TYPE;
    const maxSeated = input.maxSeated && input.maxSeated > 0 ? input.maxSeated : MAX_PASSENGERS;
    const ADT = clampCount(input.counts?.ADT ?? DEFAULT_COUNTS.ADT, 1, maxPerType);
    const CHD = clampCount(input.counts?.CHD ?? 0, 0, Math.min(maxPerType, maxSeated - ADT));
    const INF = clampCount(input.counts?.INF ?? 0, 0, Math.min(maxPerType, ADT));
    return { counts: { ADT, CHD, INF }, maxPerType, maxSeated };
  },
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
