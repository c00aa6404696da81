// An app-wide actor whose code arrives after the first paint (issue "Fast on a phone": xstate and the
// session and preferences machines are not in the landing page's first download). Until the actor is
// attached, events wait in order and are delivered to it first thing; readers see the value the machine
// starts from (its input), so the first paint matches the machine's first state. Once attached, the
// machine is the only source of truth.
import { useEffect, useState, useSyncExternalStore } from "react";
import type { AnyActor, AnyActorRef, EventFrom, SnapshotFrom } from "xstate";
import { registerInspectable } from "./inspector";

export interface DeferredActor<TActor extends AnyActorRef> {
  /** The running actor, or null until its code has arrived. */
  readonly current: TActor | null;
  /** Sends now, or as soon as the actor is attached. */
  send: (event: EventFrom<TActor>) => void;
  /**
   * Runs `effect` once the actor has its events: now when attached, else right after the waiting events are delivered.
   * For an effect that must see what those events do (a page guard reading the cookie `session.started` writes).
   */
  afterDelivered: (effect: () => void) => void;
  attach: (actor: TActor) => void;
  detach: (actor: TActor) => void;
  /** For useSyncExternalStore: called when the actor arrives, leaves or moves. */
  subscribe: (listener: () => void) => () => void;
}

export function createDeferredActor<TActor extends AnyActorRef>(): DeferredActor<TActor> {
  let current: TActor | null = null;
  let pending: EventFrom<TActor>[] = [];
  let waiting: Array<() => void> = [];
  let unsubscribe: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get current() {
      return current;
    },
    send(event) {
      if (current) current.send(event);
      else pending.push(event);
    },
    attach(actor) {
      current = actor;
      unsubscribe = actor.subscribe({ next: notify, error: notify }).unsubscribe;
      const queued = pending;
      pending = [];
      for (const event of queued) actor.send(event);
      const effects = waiting;
      waiting = [];
      for (const effect of effects) effect();
      notify();
    },
    afterDelivered(effect) {
      if (current) effect();
      else waiting.push(effect);
    },
    detach(actor) {
      if (current !== actor) return;
      unsubscribe?.();
      unsubscribe = null;
      current = null;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * A value of the actor's snapshot, or `beforeStart` until the actor has arrived. `beforeStart` must be what
 * the machine starts with (read from its input or a rule it shares), never a decision of its own.
 */
export function useDeferredSelector<TActor extends AnyActorRef, T>(deferred: DeferredActor<TActor>, selector: (snapshot: SnapshotFrom<TActor>) => T, beforeStart: T): T {
  const read = () => {
    const actor = deferred.current;
    return actor ? selector(actor.getSnapshot() as SnapshotFrom<TActor>) : beforeStart;
  };
  // The server's first screen (src/web/first-screen.tsx) reads the same: no actor runs there.
  return useSyncExternalStore(deferred.subscribe, read, read);
}

/**
 * A component's own actor, created by `load` (which imports its machine) once mounted, started, shown in the
 * inspector under `name` and stopped on unmount. Mounted by state, not `lazy` + Suspense: a resolved Suspense
 * boundary is revealed on a timer, which a paused clock (the browser walks) never runs.
 */
export function useDeferredActor<TActor extends AnyActor>(name: string, load: () => Promise<TActor>): DeferredActor<TActor> {
  const [deferred] = useState(() => createDeferredActor<TActor>());
  const [loadOnce] = useState(() => load);
  useEffect(() => {
    let live = true;
    let stop = () => {};
    loadOnce()
      .then((actor) => {
        if (!live) return;
        actor.start();
        const unregister = registerInspectable(name, actor);
        deferred.attach(actor);
        stop = () => {
          unregister();
          deferred.detach(actor);
          actor.stop();
        };
      })
      // A chunk that does not arrive is announced by watchLoadErrors (the reload prompt, spec A §8).
      .catch(() => {});
    return () => {
      live = false;
      stop();
    };
  }, [deferred, loadOnce, name]);
  return deferred;
}
