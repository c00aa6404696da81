import { useRouter } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useState, useSyncExternalStore } from "react";
import type { SnapshotFrom } from "xstate";
import type { flightBookingMachine } from "../../../../machines/flight-booking/flight-booking.machine";
import { currentFlightActor, flightActorFor, subscribeFlightActor, type FlightActor } from "./flight-actor";

/** The session's flight-booking actor; mounting a flight page the machine did not lead to restores it from the URL. */
export function useFlightActor(): FlightActor {
  const router = useRouter();
  const [first] = useState(() => flightActorFor(router));
  return useSyncExternalStore(subscribeFlightActor, () => currentFlightActor() ?? first);
}

type FlightSnapshot = SnapshotFrom<typeof flightBookingMachine>;

export function useFlightSelector<T>(selector: (snapshot: FlightSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useFlightActor(), selector, compare);
}
