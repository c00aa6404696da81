import type { SnapshotFrom } from "xstate";
import { useBookingActor, useBookingSelector, useSendSearch } from "../booking/context";
import type { HotelLogic } from "./web-vertical";

// The hotel screens' typed view of their booking scope's actor (src/web/features/booking/context.tsx).

export const useHotelActor = () => useBookingActor<HotelLogic>();

/** The search form's send, once the hotel rules are here (../booking/deferred.ts). */
export const useSendHotelSearch = () => useSendSearch<HotelLogic>();

export function useHotelSelector<T>(selector: (snapshot: SnapshotFrom<HotelLogic>) => T, compare?: (a: T, b: T) => boolean): T {
  return useBookingSelector<T, HotelLogic>(selector, compare);
}
