import type { SnapshotFrom } from "xstate";
import { useBookingActor, useBookingSelector, useSendSearch } from "../booking/context";
import type { CarLogic } from "./web-vertical";

// The car screens' typed view of their booking scope's actor (src/web/features/booking/context.tsx).

export const useCarActor = () => useBookingActor<CarLogic>();

/** The search form's send, once the car rules are here (../booking/deferred.ts). */
export const useSendCarSearch = () => useSendSearch<CarLogic>();

export function useCarSelector<T>(selector: (snapshot: SnapshotFrom<CarLogic>) => T, compare?: (a: T, b: T) => boolean): T {
  return useBookingSelector<T, CarLogic>(selector, compare);
}
