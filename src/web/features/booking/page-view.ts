// A booking page's view of its actor: the snapshots of the states this page shows ("Every page fast on a phone",
// signed-in pages). When the machine moves on to a state another page shows ("Continue to checkout", an offer
// chosen, the payment sent), the URL follows a task later (the router's navigate, src/web/main.tsx) and the page
// being left stays on screen until the next one is drawn. Redrawn for a state it does not show, it changed under
// the tap for nothing: a hotel's every rate disabled and its prices formatted again, 21 ms of a 74 ms task at 4×,
// then the style and layout of what changed. Held at its last own snapshot, it is drawn once, as the user left it.
import type { AnyMachineSnapshot, Observer, Subscription } from "xstate";

/** What `useSelector` (@xstate/react) reads from an actor: its snapshot and its changes. */
export interface SnapshotSource {
  getSnapshot(): AnyMachineSnapshot;
  subscribe(observer: Partial<Observer<AnyMachineSnapshot>>): Subscription;
}

/**
 * `actor` as seen from a page that shows the states `shownHere` accepts: a snapshot of another page's state reads
 * as the last one of this page's. One the page never had a state of its own for (it opened on a state it does not
 * show: Back, before the machine steps back) reads as it is, as does an actor stopped or failed.
 */
export function pageView(actor: SnapshotSource, shownHere: (snapshot: AnyMachineSnapshot) => boolean): SnapshotSource {
  let seen: AnyMachineSnapshot | null = null;
  let shown: AnyMachineSnapshot | null = null;
  let own = false;
  return {
    getSnapshot() {
      const snapshot = actor.getSnapshot();
      if (snapshot !== seen) {
        seen = snapshot;
        const active = snapshot.status === "active";
        if (!active || shownHere(snapshot)) {
          own = active;
          shown = snapshot;
        } else if (!own) shown = snapshot;
      }
      return shown ?? snapshot;
    },
    subscribe: (observer) => actor.subscribe(observer),
  };
}

/** A page's views of the actors it is drawn with, one per actor, for as long as the page is drawn. */
export function pageViews(shownHere: (snapshot: AnyMachineSnapshot) => boolean): (actor: SnapshotSource) => SnapshotSource {
  const views = new WeakMap<SnapshotSource, SnapshotSource>();
  return (actor) => {
    let view = views.get(actor);
    if (!view) views.set(actor, (view = pageView(actor, shownHere)));
    return view;
  };
}
