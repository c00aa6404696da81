// Resumable checkouts, model-based: walk every shortest path of the flight machine (tests/model/flights
// registry: same inputs, variants and fake actors) and at every step persist the snapshot
// (sanitised, through JSON), restore it with restoreSnapshot into a fresh actor, and go on with the
// rest of the path on that actor, asserting the same state value and context as the model. No
// persisted snapshot along any path holds a card number or CVC.
//
// Restoring drops running children (docs/checkout-sessions.md), so the walk sends `checkout.resumed`
// like the web and then answers the resume calls the way the server would for an untouched
// checkout (the same offer and price, nothing charged yet). Where the answer cannot lead back to
// the same state (a running cancellation reloads the reservation instead; `resuming` is never saved
// and resumes from its step again), the step is replayed on a fresh actor instead, and the test
// checks that only those states are such.
import { isDeepStrictEqual } from "node:util";
import { createActor, SimulatedClock, type AnyActorRef, type AnyEventObject, type AnyStateMachine, type Snapshot } from "xstate";
import { describe, expect, it, vi } from "vitest";
import { flightVertical } from "@machines/flight-booking/flight-booking.machine";
import { restoreSnapshot } from "@machines/checkout-session/restore";
import { sanitiseSnapshot } from "@machines/checkout-session/sanitise";
import { containsCardData } from "@/shared/api/checkout-sessions";
import { flightModels } from "../flights/registry";
import { prepareModel, snapshotKey, snapshotPaths, type PreparedModel } from "../harness";
import { outcomes } from "./variants";

const { id: FLIGHT_BOOKING_MACHINE_ID, version: FLIGHT_BOOKING_MACHINE_VERSION } = flightVertical;

vi.setConfig({ testTimeout: 120_000 });

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const definition = flightModels.find((model) => model.name === "flightBooking");
if (!definition) throw new Error("flightBooking model missing");
const echo: readonly string[] = definition.echoOnly ?? [];
/** The model's echo-only slots are not part of a snapshot's identity: paths that share a snapshot may differ there. */
const withoutEcho = (context: unknown): unknown =>
  context && typeof context === "object" ? Object.fromEntries(Object.entries(context as Record<string, unknown>).filter(([key]) => !echo.includes(key))) : context;

interface Step {
  event: AnyEventObject;
  value: unknown;
  context: unknown;
}
interface Path {
  input: { newIdempotencyKey: () => string } & Record<string, unknown>;
  steps: Step[];
}

/** One shortest path per reachable snapshot, per input; paths that are prefixes of others dropped. */
function shortestPaths(prepared: PreparedModel): Path[] {
  return snapshotPaths(prepared).map((path) => ({
    input: path.input as Path["input"],
    steps: path.steps.map((step) => ({ event: step.event, value: step.expected.value, context: step.expected.context })),
  }));
}

const keyOf = snapshotKey(definition);

function topState(value: unknown): string {
  return typeof value === "string" ? value : (Object.keys(value as object)[0] ?? "");
}

const TIMERS: Record<string, number> = { "xstate.after.outcomePollInterval.flightBooking.resuming.waitingForOutcome": 2000 };

/**
 * Answers a restored actor's resume calls as the server would for an untouched checkout, so it
 * comes back to `before`. False when it cannot (the state is resumed elsewhere on purpose).
 */
async function answerResume(prepared: PreparedModel, actor: AnyActorRef, before: { value: unknown; context: Record<string, unknown> }, refused: boolean): Promise<boolean> {
  const { invocations } = prepared;
  const state = () => actor.getSnapshot() as { value: unknown; matches(v: unknown): boolean };
  for (let guard = 0; guard < 4; guard++) {
    if (isDeepStrictEqual(state().value, before.value)) return true;
    // A payment refused for good (its booking failed): the server says so, and the checkout goes back to the results.
    if (state().matches({ resuming: "fetchingOutcome" })) invocations.settle("fetchPaymentOutcome", "done", refused ? outcomes.failed : outcomes.none);
    else if (state().matches({ resuming: "revalidating" })) invocations.settle("revalidateOffer", "done", before.context.pricing);
    // Pricing for the client failed before the save: a restored checkout prices again, and it fails again.
    else if (state().matches({ checkout: "repricingForClient" }) && isDeepStrictEqual(before.value, { checkout: "repriceFailed" }))
      invocations.settle("repriceForClient", "error", { httpStatus: 500, message: "Server down" });
    // Details reprices again (a read): the same answer as before.
    else if (state().matches({ details: "repricing" }) && before.context.pricing) invocations.settle("reprice", "done", before.context.pricing);
    else if (state().matches({ confirmation: "loading" }) && topState(before.value) === "confirmation") {
      if (before.context.reservation) invocations.settle("loadReservation", "done", before.context.reservation);
      else invocations.settle("loadReservation", "error", { httpStatus: 500 });
    } else return false;
    await flush();
  }
  return isDeepStrictEqual(state().value, before.value);
}

/**
 * `tried`: the snapshots already persisted and restored (by their model key). Paths share their first
 * steps, so a snapshot is saved and restored once, at its first path; later paths go through it on the
 * same actor (every reachable snapshot is still saved and restored, and continued from).
 */
async function walk(prepared: PreparedModel, path: Path, resumedElsewhere: Set<string>, tried: Set<string>): Promise<void> {
  const machine = prepared.machine as AnyStateMachine;
  prepared.invocations.reset();
  const start = (options: { input?: unknown; snapshot?: Snapshot<unknown> }) => {
    const clock = new SimulatedClock();
    const actor = createActor(machine, { ...options, clock });
    actor.start();
    return { actor, clock };
  };
  let current = start({ input: path.input });
  await flush();
  try {
    for (const [index, step] of path.steps.entries()) {
      const key = keyOf(current.actor.getSnapshot() as { value: unknown; context: unknown });
      if (tried.has(key)) {
        await continueWith(current, step, index);
        continue;
      }
      tried.add(key);
      // Persist, as the web does, and restore on a "new device".
      const persisted = current.actor.getPersistedSnapshot() as unknown as { value: unknown; context: Record<string, unknown> };
      const saved = JSON.parse(JSON.stringify(sanitiseSnapshot(persisted))) as unknown;
      expect(containsCardData(saved)).toBe(false);
      const restored = restoreSnapshot(
        { machineId: FLIGHT_BOOKING_MACHINE_ID, machineVersion: FLIGHT_BOOKING_MACHINE_VERSION, snapshot: saved },
        { today: path.input.today as string, newIdempotencyKey: path.input.newIdempotencyKey },
      );
      if (!restored.ok) throw new Error(`step ${index}: not restored (${restored.reason})`);
      const before = { value: persisted.value, context: persisted.context };
      current.actor.stop();
      prepared.invocations.reset();
      const next = start({ snapshot: restored.snapshot });
      next.actor.send({ type: "checkout.resumed" });
      await flush();
      const refused = (persisted as { children?: Record<string, { snapshot?: { value?: unknown } } | undefined> }).children?.payment?.snapshot?.value === "refused";
      if (!(await answerResume(prepared, next.actor, before, refused))) {
        // Resumed elsewhere on purpose: record it and go on from a replay of the same prefix (a refused payment
        // resumes on the results, as the server reports its booking failed).
        if (refused) expect((next.actor.getSnapshot() as { matches(v: unknown): boolean }).matches("searching")).toBe(true);
        else resumedElsewhere.add(JSON.stringify(before.value));
        next.actor.stop();
        prepared.invocations.reset();
        current = start({ input: path.input });
        await flush();
        for (const earlier of path.steps.slice(0, index)) await apply(current, earlier.event);
      } else {
        expect(withoutEcho(next.actor.getSnapshot().context)).toEqual(withoutEcho(before.context));
        current = next;
      }
      await continueWith(current, step, index);
    }
  } finally {
    current.actor.stop();
  }

  async function continueWith(target: { actor: AnyActorRef; clock: SimulatedClock }, step: Step, index: number): Promise<void> {
    await apply(target, step.event);
    const snapshot = target.actor.getSnapshot();
    expect({ step: index, value: snapshot.value }).toEqual({ step: index, value: step.value });
    expect(withoutEcho(snapshot.context)).toEqual(withoutEcho(step.context));
  }

  async function apply(target: { actor: AnyActorRef; clock: SimulatedClock }, event: AnyEventObject): Promise<void> {
    if (event.type.startsWith("xstate.after.")) target.clock.increment(TIMERS[event.type] ?? 0);
    else if (event.type.startsWith("xstate.done.actor.") || event.type.startsWith("xstate.error.actor.")) {
      const done = event.type.startsWith("xstate.done.");
      const id = event.type.replace(/^xstate\.(done|error)\.actor\./, "");
      if (!prepared.invocations.settle(id, done ? "done" : "error", done ? event.output : event.error)) throw new Error(`${id} not running`);
    } else target.actor.send(event);
    await flush();
  }
}

describe("flightBooking: persist and restore at every step of every shortest path", () => {
  const prepared = prepareModel(definition);
  const paths = shortestPaths(prepared);

  it("continues every path to its end on restored actors, and only a cancellation or an unsaved resuming step resumes elsewhere", async () => {
    expect(paths.length).toBeGreaterThan(50);
    const resumedElsewhere = new Set<string>();
    const tried = new Set<string>();
    for (const path of paths) await walk(prepared, path, resumedElsewhere, tried);
    expect(tried.size).toBeGreaterThan(50);
    for (const value of resumedElsewhere) expect(["cancel", "resuming"]).toContain(topState(JSON.parse(value)));
  });
});
