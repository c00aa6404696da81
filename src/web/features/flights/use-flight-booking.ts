import { useRouter } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useEffect, useState, useSyncExternalStore } from "react";
import type { SnapshotFrom } from "xstate";
import type { flightBookingMachine } from "../../../../machines/flight-booking/flight-booking.machine";
import { currentFlightActor, flightActorFor, needsSessionRestore, restoreFlightSession, subscribeFlightActor, type FlightActor } from "./flight-actor";

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

type SessionRestoreState = { status: "ready" } | { status: "loading" } | { status: "failed"; retry: () => void };

/**
 * Resumable checkouts: `?session=<id>` on a flight page restores that saved checkout before the page shows
 * (loading, then ready; failed with a retry when the session could not be read).
 */
export function useFlightSessionRestore(session: string | undefined): SessionRestoreState {
  const router = useRouter();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; ok: boolean } | null>(null);
  const needed = needsSessionRestore(session);
  const key = `${session ?? ""}#${attempt}`;
  useEffect(() => {
    if (!needed || !session) return;
    let live = true;
    restoreFlightSession(session, router).then(
      () => live && setResult({ key, ok: true }),
      () => live && setResult({ key, ok: false }),
    );
    return () => {
      live = false;
    };
  }, [needed, session, key, router]);
  if (!needed) return { status: "ready" };
  if (result?.key === key && !result.ok) return { status: "failed", retry: () => setAttempt((n) => n + 1) };
  return { status: "loading" };
}
