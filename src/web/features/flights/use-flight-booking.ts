import type { SnapshotFrom } from "xstate";
import { useBookingActor, useBookingSelector } from "../booking/context";
import type { FlightLogic } from "./web-vertical";

// The flight screens' typed view of their booking scope's actor (src/web/features/booking/context.tsx).

export const useFlightActor = () => useBookingActor<FlightLogic>();

export function useFlightSelector<T>(selector: (snapshot: SnapshotFrom<FlightLogic>) => T, compare?: (a: T, b: T) => boolean): T {
  return useBookingSelector<T, FlightLogic>(selector, compare);
}
