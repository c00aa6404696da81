import type { SnapshotFrom } from "xstate";
import { useBookingActor, useBookingSelector, useSendSearch } from "../booking/context";
import type { ActivityLogic } from "./web-vertical";

// The activity screens' typed view of their booking scope's actor (src/web/features/booking/context.tsx).

export const useActivityActor = () => useBookingActor<ActivityLogic>();

/** The search form's send, once the activity rules are here (../booking/deferred.ts). */
export const useSendActivitySearch = () => useSendSearch<ActivityLogic>();

export function useActivitySelector<T>(selector: (snapshot: SnapshotFrom<ActivityLogic>) => T, compare?: (a: T, b: T) => boolean): T {
  return useBookingSelector<T, ActivityLogic>(selector, compare);
}
