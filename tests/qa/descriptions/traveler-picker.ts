import type { TravelerPickerContext } from "../../../machines/traveler-picker/traveler-picker.machine";
import { describeMachine } from "../describe";

const NAMES = { ADT: "Adults", CHD: "Children", INF: "Infants" } as const;
const nameOf = (type: unknown) => NAMES[type as keyof typeof NAMES] ?? String(type);
const counts = (context: TravelerPickerContext) => `${context.counts.ADT} adult(s), ${context.counts.CHD} child(ren), ${context.counts.INF} infant(s)`;

export const travelerPickerDescriptions = describeMachine<TravelerPickerContext>({
  start: () => "On the flight search form, look at the 'Travellers' field (1 adult)",
  states: {
    closed: (context) => `The 'Travellers' field says ${counts(context)}`,
    open: (context) => `The travellers popup is open: ${counts(context)}; '+' and '−' are disabled where a limit is reached`,
  },
  events: {
    "picker.opened": "Click the 'Travellers' field",
    "picker.closed": "Press 'Done' (or click outside the popup)",
    "traveler.incremented": ({ event, context, after }) =>
      after.counts === context.counts || JSON.stringify(after.counts) === JSON.stringify(context.counts)
        ? `Try '+' beside ${nameOf(event.passengerType)}: it is disabled`
        : `Press '+' beside ${nameOf(event.passengerType)}`,
    "traveler.decremented": ({ event, context, after }) =>
      JSON.stringify(after.counts) === JSON.stringify(context.counts)
        ? `Try '−' beside ${nameOf(event.passengerType)}: it is disabled`
        : `Press '−' beside ${nameOf(event.passengerType)}`,
  },
});
