// A booking page's view of its actor (src/web/features/booking/page-view.ts): the page a tap leaves keeps its last
// own state while the URL follows the machine ("Every page fast on a phone", signed-in pages).
import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot, Observer } from "xstate";
import { pageView, type SnapshotSource } from "@/web/features/booking/page-view";

type Page = "details" | "checkout";
const snapshotOn = (page: Page, status: "active" | "error" = "active") => ({ page, status }) as unknown as AnyMachineSnapshot;
const pageOf = (snapshot: AnyMachineSnapshot) => (snapshot as unknown as { page: Page }).page;

/** An actor whose snapshot the test moves, telling its observers as an actor does. */
function actorAt(first: AnyMachineSnapshot) {
  let snapshot = first;
  const observers = new Set<Partial<Observer<AnyMachineSnapshot>>>();
  const actor: SnapshotSource & { move(next: AnyMachineSnapshot): void } = {
    getSnapshot: () => snapshot,
    subscribe(observer) {
      observers.add(observer);
      return { unsubscribe: () => observers.delete(observer) };
    },
    move(next) {
      snapshot = next;
      for (const observer of observers) observer.next?.(next);
    },
  };
  return actor;
}

describe("pageView", () => {
  it("reads the machine's states the page shows as they come", () => {
    const actor = actorAt(snapshotOn("details"));
    const view = pageView(actor, (s) => pageOf(s) === "details");
    expect(view.getSnapshot()).toBe(actor.getSnapshot());
    const next = snapshotOn("details");
    actor.move(next);
    expect(view.getSnapshot()).toBe(next);
  });

  it("keeps the page's last own state once the machine moves to another page's", () => {
    const own = snapshotOn("details");
    const actor = actorAt(own);
    const view = pageView(actor, (s) => pageOf(s) === "details");
    expect(view.getSnapshot()).toBe(own);
    actor.move(snapshotOn("checkout"));
    expect(view.getSnapshot()).toBe(own);
    // Back on one of its own states (the machine stepped back): shown again.
    const back = snapshotOn("details");
    actor.move(back);
    expect(view.getSnapshot()).toBe(back);
  });

  it("reads another page's state as it is while the page has had none of its own (opened by Back)", () => {
    const other = snapshotOn("checkout");
    const actor = actorAt(other);
    const view = pageView(actor, (s) => pageOf(s) === "details");
    expect(view.getSnapshot()).toBe(other);
    const later = snapshotOn("checkout");
    actor.move(later);
    expect(view.getSnapshot()).toBe(later);
  });

  it("passes a failed actor's snapshot through, so its error still reaches the page", () => {
    const actor = actorAt(snapshotOn("details"));
    const view = pageView(actor, (s) => pageOf(s) === "details");
    view.getSnapshot();
    const failed = snapshotOn("checkout", "error");
    actor.move(failed);
    expect(view.getSnapshot()).toBe(failed);
  });

  it("tells its observers of every change of the actor", () => {
    const actor = actorAt(snapshotOn("details"));
    const view = pageView(actor, (s) => pageOf(s) === "details");
    const told: AnyMachineSnapshot[] = [];
    const subscription = view.subscribe({ next: (s) => told.push(s) });
    actor.move(snapshotOn("checkout"));
    subscription.unsubscribe();
    actor.move(snapshotOn("details"));
    expect(told).toHaveLength(1);
  });
});
