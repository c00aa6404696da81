import type { SnapshotFrom } from "xstate";
import { useBookingActor, useBookingSelector } from "../booking/context";
import type { HotelLogic } from "./web-vertical";

// The hotel screens' typed view of their booking scope's actor (src/web/features/booking/context.tsx).

export const useHotelActor = () => useBookingActor<HotelLogic>();

export function useHotelSelector<T>(selector: (snapshot: SnapshotFrom<HotelLogic>) => T, compare?: (a: T, b: T) => boolean): T {
  return useBookingSelector<T, HotelLogic>(selector, compare);
}
