// The app-wide actors whose code arrives after the first paint (src/web/lib/deferred-actor.ts): an effect that must see
// what the waiting events did runs after them. The /sso page logs in as it opens; when its answer came before the
// session machine's code, the deep link was opened before `session.started` wrote the cookie, and the signed-in page's
// guard sent the traveller to /logout.
import { describe, expect, it } from "vitest";
import { assign, createActor, setup } from "xstate";
import { createDeferredActor } from "@/web/lib/deferred-actor";

const counter = setup({ types: { context: {} as { count: number }, events: {} as { type: "add" } } }).createMachine({
  context: { count: 0 },
  on: { add: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
});

describe("a deferred actor", () => {
  it("delivers the events sent before it arrived, then runs the effects that waited for them", () => {
    const deferred = createDeferredActor<ReturnType<typeof createActor<typeof counter>>>();
    const seen: number[] = [];
    deferred.send({ type: "add" });
    deferred.afterDelivered(() => seen.push(deferred.current?.getSnapshot().context.count ?? -1));
    deferred.send({ type: "add" });
    expect(seen).toEqual([]);
    const actor = createActor(counter).start();
    deferred.attach(actor);
    expect(seen).toEqual([2]);
  });

  it("runs an effect at once when the actor is already there", () => {
    const deferred = createDeferredActor<ReturnType<typeof createActor<typeof counter>>>();
    deferred.attach(createActor(counter).start());
    deferred.send({ type: "add" });
    let count = -1;
    deferred.afterDelivered(() => (count = deferred.current?.getSnapshot().context.count ?? -1));
    expect(count).toBe(1);
  });
});
