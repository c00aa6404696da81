import type { TravelerPickerContext } from "@machines/traveler-picker/traveler-picker.machine";
import { describeMachine } from "../describe";
import { label, say } from "../labels";
import { tr } from "../phrases";

const NAMES = { ADT: "Adults", CHD: "Children", INF: "Infants" } as const;
const nameOf = (type: unknown) => label(NAMES[type as keyof typeof NAMES] ?? String(type));
/** The + and − buttons show a sign only; screen readers name them 'Add one to Adults' / 'Remove one from Adults'. */
const plus = (type: unknown) => tr`the + button beside ${nameOf(type)} (${say("Add one to {accessibleName}", { accessibleName: nameOf(type) })})`;
const minus = (type: unknown) => tr`the − button beside ${nameOf(type)} (${say("Remove one from {accessibleName}", { accessibleName: nameOf(type) })})`;
const counts = (context: TravelerPickerContext) => tr`${context.counts.ADT} adult(s), ${context.counts.CHD} child(ren), ${context.counts.INF} infant(s)`;

export const travelerPickerDescriptions = describeMachine<TravelerPickerContext>({
  start: () => tr`On the flight search form, look at the ${say("Travellers")} field (1 adult)`,
  states: {
    closed: (context) => tr`The ${say("Travellers")} field says ${counts(context)}`,
    open: (context) => tr`The travellers popup is open: ${counts(context)}; the + and − buttons are disabled where a limit is reached`,
  },
  events: {
    "picker.opened": tr`Click the ${say("Travellers")} field`,
    "picker.closed": tr`Press ${say("Done")} (or click outside the popup)`,
    "traveler.incremented": ({ event, context, after }) =>
      after.counts === context.counts || JSON.stringify(after.counts) === JSON.stringify(context.counts) ? tr`Try ${plus(event.category)}: it is disabled` : tr`Press ${plus(event.category)}`,
    "traveler.decremented": ({ event, context, after }) =>
      JSON.stringify(after.counts) === JSON.stringify(context.counts) ? tr`Try ${minus(event.category)}: it is disabled` : tr`Press ${minus(event.category)}`,
  },
});
