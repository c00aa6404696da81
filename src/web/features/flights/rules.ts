// The flight rules the flight machine checks synchronously (a search, the travellers, the card: written once in
// src/shared with zod), for the flight pages. The search page's first screen is the form, which needs none of them
// until it is sent: it draws without zod and the rules load right after ("Fast on a phone", docs/performance.md).
// A flight page that checks something from its first moment (a URL with a search, details, checkout) waits for
// them before its machine starts (features/booking/context.tsx); the form waits for them before it sends.
import type { FlightRules } from "@machines/flight-booking/description";
import type { PaymentContext, PaymentEvent } from "@machines/payment/payment.machine";

const load = () => import("./rules-loaded");
type Loaded = Awaited<ReturnType<typeof load>>;

let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;

/** The rules' module, loaded once (a failed load is tried again by the next call). */
export function loadFlightRules(): Promise<Loaded> {
  loading ??= load().then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export const flightRulesLoaded = (): boolean => loaded !== null;

function rules(): Loaded {
  // The pages wait for the rules before anything can ask (see above): reaching here first is a programming error.
  if (!loaded) throw new Error("a flight rule was used before the rules loaded");
  return loaded;
}

/** The machine's rules, read from the loaded module. */
export const loadedFlightRules: FlightRules = {
  parseSearch: (value, today) => rules().flightRules.parseSearch(value, today),
  passengerComplete: (passenger) => rules().flightRules.passengerComplete(passenger),
  contactComplete: (contact) => rules().flightRules.contactComplete(contact),
  get contextSlots() {
    return rules().flightRules.contextSlots;
  },
};

/** The payment child's card rule (machines/payment/payable.ts). */
export const loadedPayable = (args: { context: PaymentContext; event: PaymentEvent }): boolean => rules().payable(args);
