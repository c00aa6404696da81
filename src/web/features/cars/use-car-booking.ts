import type { SnapshotFrom } from "xstate";
import { useBookingActor, useBookingSelector } from "../booking/context";
import type { CarLogic } from "./web-vertical";

// The car screens' typed view of their booking scope's actor (src/web/features/booking/context.tsx).

export const useCarActor = () => useBookingActor<CarLogic>();

export function useCarSelector<T>(selector: (snapshot: SnapshotFrom<CarLogic>) => T, compare?: (a: T, b: T) => boolean): T {
  return useBookingSelector<T, CarLogic>(selector, compare);
}
