import { describe, expect, it } from "vitest";
import { fromPromise, setup } from "xstate";
import { sessionMachine } from "@machines/session/session.machine";
import { chainPaths, pathsFor } from "../qa/model-paths";
import { coverageOf, defineModel, extendPath, generatePaths, listTransitions, ModelMismatchError, prepareModel, runPath, walkModel, type Walk } from "./harness";

// Small machines that show the harness failing when it should.
const toggle = setup({
  types: { events: {} as { type: "toggle.set"; on: boolean } },
  guards: { wantsOn: ({ event }) => event.on },
}).createMachine({
  id: "toggle",
  initial: "off",
  states: {
    off: { on: { "toggle.set": [{ guard: "wantsOn", target: "on" }, { target: "off" }] } },
    on: { on: { "toggle.set": { target: "off" } } },
  },
});

const loader = setup({
  actors: { load: fromPromise<string>(async () => "real") },
}).createMachine({
  id: "loader",
  initial: "loading",
  states: {
    loading: { invoke: { id: "load", src: "load", onDone: "loaded", onError: "failed" } },
    loaded: {},
    failed: {},
  },
});

const twoTimers = setup({ delays: { short: 100, long: 1_000 } }).createMachine({
  id: "timers",
  initial: "waiting",
  states: {
    waiting: { after: { short: "early", long: "late" } },
    early: {},
    late: {},
  },
});

async function walk(definition: Parameters<typeof prepareModel>[0]) {
  const prepared = prepareModel(definition);
  const paths = generatePaths(prepared);
  const walked = new Set<string>();
  for (const path of paths) for (const key of (await runPath(prepared, path)).transitions) walked.add(key);
  return { paths, ...coverageOf(prepared, walked) };
}

describe("model harness", () => {
  it("lists each guarded branch, delay and invocation outcome as its own transition", () => {
    expect(listTransitions(sessionMachine).map((transition) => transition.key)).toEqual([
      "#session.restoring (always) [0] hasToken",
      "#session.restoring (always) [1]",
      "#session.anonymous session.started [0] isNewToken",
      "#session.anonymous session.ended [0]",
      "#session.authenticated session.started [0] isNewToken",
      "#session.authenticated session.ended [0]",
      "#session.authenticated session.unauthorized [0]",
      "#session.expired session.started [0] isNewToken",
      "#session.expired xstate.after.expiredRedirect.session.expired [0]",
    ]);
    expect(listTransitions(loader).map((transition) => transition.kind)).toEqual(["done", "error"]);
  });

  it("reports a guarded branch as missing when no event variant takes it", async () => {
    const onlyOff = await walk(defineModel({ name: "toggle", machine: toggle, inputs: [undefined], events: [{ type: "toggle.set", on: false }] }));
    expect(onlyOff.missing.map((transition) => transition.key)).toEqual(["#toggle.off toggle.set [0] wantsOn", "#toggle.on toggle.set [0]"]);
    const both = await walk(
      defineModel({
        name: "toggle",
        machine: toggle,
        inputs: [undefined],
        events: [
          { type: "toggle.set", on: true },
          { type: "toggle.set", on: false },
        ],
      }),
    );
    expect(both.missing).toEqual([]);
  });

  it("settles invoked actors when the path says so: done and error both walked", async () => {
    const result = await walk(defineModel({ name: "loader", machine: loader, inputs: [undefined] }));
    expect(result.paths.map((path) => path.steps.map((step) => step.event.type))).toEqual([["xstate.done.actor.load"], ["xstate.error.actor.load"]]);
    expect(result.missing).toEqual([]);
  });

  it("fails a path when an actor settles by itself instead of when the model says", async () => {
    const definition = defineModel({
      name: "loader",
      machine: loader,
      inputs: [undefined],
      // An override that resolves on its own: the error path can no longer happen.
      provide: (machine) => machine.provide({ actors: { load: fromPromise<string>(async () => "eager") } }),
    });
    const prepared = prepareModel(definition);
    const errorPath = generatePaths(prepared).find((path) => path.steps[0]?.event.type === "xstate.error.actor.load");
    expect(errorPath).toBeDefined();
    if (errorPath) await expect(runPath(prepared, errorPath)).rejects.toThrow(ModelMismatchError);
  });

  it("replays delays on a simulated clock, so a delay that cannot fire first fails", async () => {
    const report = await walkModel(defineModel({ name: "timers", machine: twoTimers, inputs: [undefined] }));
    // `long` is an edge of the model, but on a real clock `short` always fires first.
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]?.error).toContain('expected: {"value":"late"');
    expect(report.missing.map((transition) => transition.key)).toEqual(["#timers.waiting xstate.after.long.timers.waiting [0]"]);
  });

  it("extends a path only by events the actor can take where it ends, with the actor's snapshots", async () => {
    const prepared = prepareModel(defineModel({ name: "toggle", machine: toggle, inputs: [undefined], events: [{ type: "toggle.set", on: true }] }));
    const [whole] = generatePaths(prepared);
    if (!whole) throw new Error("no path");
    const toOn = { ...whole, steps: whole.steps.slice(0, 1) };
    const extended = await extendPath(prepared, toOn, [{ type: "toggle.set", on: true }]);
    expect(extended?.path.steps.map((step) => step.expected.value)).toEqual(["on", "off"]);
    expect([...(extended?.walk.transitions ?? [])]).toEqual(["#toggle.off toggle.set [0] wantsOn", "#toggle.on toggle.set [0]"]);
    await runPath(prepared, extended!.path);
    // The loader's answer comes once: a second one has no running actor to come from.
    const loading = prepareModel(defineModel({ name: "loader", machine: loader, inputs: [undefined] }));
    const [done] = generatePaths(loading);
    expect(await extendPath(loading, done!, [{ type: "xstate.error.actor.load", error: "late" }])).toBeNull();
    // An event no state takes there is no step either.
    expect(await extendPath(prepared, toOn, [{ type: "toggle.unknown" }])).toBeNull();
  });

  it("chains the browser's cover paths into fewer ones that walk the same transitions", async () => {
    const definition = defineModel({ name: "session", machine: sessionMachine, inputs: [{ token: "stored" }, { token: null }], events: [{ type: "session.started", token: "fresh" }] });
    const prepared = prepareModel(definition);
    const shortest = generatePaths(prepared);
    const cover = await pathsFor(prepared, "cover");
    const walks: Walk[] = [];
    for (const path of cover.paths) walks.push(await runPath(prepared, path));
    const chained = await chainPaths(
      prepared,
      cover.paths.map((path, index) => ({ path, walk: walks[index]!.transitions, number: cover.numbers[index]! })),
      shortest,
    );
    const paths = chained.map(({ path }) => path);
    expect(paths.length).toBeLessThan(cover.paths.length);
    const walked = new Set<string>();
    for (const path of paths) for (const key of (await runPath(prepared, path)).transitions) walked.add(key);
    const all = new Set<string>();
    for (const path of shortest) for (const key of (await runPath(prepared, path)).transitions) all.add(key);
    expect([...walked].sort()).toEqual([...all].sort());
  });
});
