// The flight rules the flight machine checks synchronously (a search, the travellers, the card: written once in
// src/shared with zod), for the flight pages. The search page's first screen is the form, which needs none of them
// until it is sent: it draws without zod and the rules load right after ("Fast on a phone", docs/performance.md),
// through the booking core's deferred modules (features/booking/deferred.ts), as every vertical's.
import type { FlightRules } from "@machines/flight-booking/description";
import type { PaymentContext, PaymentEvent } from "@machines/payment/payment.machine";
import { deferredRules, readWhenLoaded } from "../booking/deferred";

/** The rules' module, loaded once (a failed load is tried again by the next call). */
export const flightRules = deferredRules("a flight rule", [() => import("@/shared/flights/search-request"), () => import("@/shared/flights/passengers")], () => import("./rules-loaded"));

export const loadFlightRules = flightRules.load;

/** The machine's rules, read from the loaded module. */
export const loadedFlightRules: FlightRules = readWhenLoaded(() => flightRules.get().flightRules);

/** The payment child's card rule (machines/payment/payable.ts). */
export const loadedPayable = (args: { context: PaymentContext; event: PaymentEvent }): boolean => flightRules.get().payable(args);
